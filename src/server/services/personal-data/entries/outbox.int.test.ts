import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../db/schema/mail';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { TestClient } from '../../../testing/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keptMail = (address: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, address))
    .orderBy(desc(outbox.createdAt));

type Exported = { unsentEmails: { subject: string; text: string }[] };

describe('kept mail (the outbox) belongs to the account, not to the address', () => {
  it('does not show the earlier owner of an address their mail, redacts links, and erases by account', async () => {
    // Asha signs up with an address, asks for a reset link, then moves to another address.
    const asha = new TestClient(t.app);
    const signUp = await asha.signUp('first@example.com', 'asha password one');
    expect(signUp.statusCode).toBe(200);
    const ashaId = String(signUp.json().user.id);
    await new TestClient(t.app).post('/api/auth/request-password-reset', {
      email: 'first@example.com',
    });
    await t.app.mailer.flush();
    const moved = await asha.post('/api/user/updateProfile', {
      name: 'Asha',
      email: 'second@example.com',
      contact: '9123456789',
    });
    expect(moved.statusCode).toBe(200);
    await t.app.mailer.flush();
    const [confirmNew] = await keptMail('second@example.com');
    const link = new URL(confirmNew!.text.match(/http\S+verify-email\S+/)![0]);
    expect((await asha.get(`${link.pathname}${link.search}`)).statusCode).toBe(302);
    const firstAddressMail = await keptMail('first@example.com');
    expect(firstAddressMail.map((m) => m.userId)).toEqual([ashaId, ashaId]);
    const resetToken = firstAddressMail[0]!.text.match(/\/reset-password\/([^\s?&]+)/)![1]!;

    // Ravi now signs up with Asha's first address.
    const ravi = new TestClient(t.app);
    const raviSignUp = await ravi.signUp('first@example.com', 'ravi password two');
    expect(raviSignUp.statusCode).toBe(200);
    await t.app.mailer.flush();

    const raviData = (await ravi.get('/api/user/exportData')).json() as Exported;
    expect(raviData.unsentEmails.map((m) => m.subject)).toEqual([
      'Confirm your e-mail address for Arthashala',
    ]);
    expect(raviData.unsentEmails[0]!.text).toMatch(/verify-email\?token=\[removed\]&callbackURL=/);

    const ashaRes = await asha.get('/api/user/exportData');
    const ashaData = ashaRes.json() as Exported;
    expect(ashaData.unsentEmails.map((m) => m.subject)).toEqual([
      'Confirm your e-mail address for Arthashala',
      'Reset your Arthashala password',
      'Confirm your new e-mail address for Arthashala',
    ]);
    // No live link in a download.
    expect(ashaRes.body).not.toContain(resetToken);
    expect(ashaData.unsentEmails[1]!.text).toMatch(/reset-password\/\[removed\]\?callbackURL=/);
    for (const message of ashaData.unsentEmails) {
      expect(message.text).not.toMatch(/token=(?!\[removed\])/);
    }

    // Deleting Asha's account erases her mail, to whichever address it went; Ravi's stays.
    const deleted = await asha.post('/api/user/deleteAccount', { password: 'asha password one' });
    expect(deleted.statusCode).toBe(200);
    const rows = await t.database.db.select().from(outbox);
    expect(rows.filter((row) => row.userId === ashaId)).toEqual([]);
    expect(rows.filter((row) => row.toAddress === 'second@example.com')).toEqual([]);
    expect((await keptMail('first@example.com')).map((m) => m.subject)).toEqual([
      'Confirm your e-mail address for Arthashala',
    ]);
  });
});
