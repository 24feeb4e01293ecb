import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { recordAdminWrite } from '../../services/admin/audit';
import { adminToken } from '../../testing/admin-bearer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';

let t: TestApp;
let token: string;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t.app, 'auditor');
  const signUp = await new TestClient(t.app).signUp('reader@example.in', 'reader password');
  userToken = String(signUp.headers['set-auth-token']);
});
afterAll(() => t.close());

const list = (query = '', jwt = token) =>
  new TestClient(t.app).get(`/api/admin/audit${query}`, { authorization: `Bearer ${jwt}` });

describe('GET /api/admin/audit', () => {
  it('lists the writes newest first: who, what, when, and a content row before and after', async () => {
    const db = t.database.db;
    await db.delete(adminAudit);
    const actor = { id: 'admin-1', name: 'Editor' };
    await recordAdminWrite(db, actor, {
      action: 'testimonial.update',
      entity: 'testimonial',
      entityId: 't-1',
      before: { name: 'Asha', testimonial: 'Good' },
      after: { name: 'Asha', testimonial: 'Very good' },
    });
    await recordAdminWrite(db, actor, {
      action: 'enquiry.status',
      entity: 'contact_enquiry',
      entityId: 'c-1',
      before: { status: 'new' },
      after: { status: 'answered' },
    });
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 2, page: 1, pageSize: 25 });
    expect(body.entries.map((e: { action: string }) => e.action)).toEqual([
      'enquiry.status',
      'testimonial.update',
    ]);
    expect(body.entries[1]).toEqual({
      id: expect.any(String),
      adminName: 'Editor',
      action: 'testimonial.update',
      entity: 'testimonial',
      entityId: 't-1',
      before: { name: 'Asha', testimonial: 'Good' },
      after: { name: 'Asha', testimonial: 'Very good' },
      details: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('pages by 25, keeping writes of one moment together', async () => {
    const db = t.database.db;
    await db.delete(adminAudit);
    // One transaction's writes share their time: none may fall between two pages.
    const moment = new Date('2026-01-05T10:00:00Z');
    await db.insert(adminAudit).values(
      Array.from({ length: 30 }, (_, i) => ({
        adminId: 'admin-1',
        adminName: 'Editor',
        action: 'subscriber.erase',
        entity: 'newsletter_subscriber',
        entityId: String(i),
        createdAt: moment,
      })),
    );
    const first = (await list('?page=1')).json();
    const second = (await list('?page=2')).json();
    expect(first.total).toBe(30);
    expect(first.entries).toHaveLength(25);
    expect(second.entries).toHaveLength(5);
    const seen = [...first.entries, ...second.entries].map((e: { entityId: string }) => e.entityId);
    expect(new Set(seen).size).toBe(30);
  });

  it('refuses page 0 or a word for a page (400 VALIDATION)', async () => {
    for (const query of ['?page=0', '?page=first', '?page=-2']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });

  it('needs an admin: 401 without a token, 403 for a signed-in visitor', async () => {
    const anonymous = await new TestClient(t.app).get('/api/admin/audit');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const visitor = await list('', userToken);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});
