import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogTag } from '../schema/magazine';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { magazineDemo } from './magazine-demo';
import { seedDemoContent } from './seed-demo';
import { seedMagazine } from './seed-magazine';

type Summary = { id: number; createdAt: string; imageURL: string; author: { imageUrl: string } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async (url: string, payload: object) =>
  (await t.app.inject({ method: 'POST', url: `/api/${url}`, payload })).json();

describe('seedMagazine', () => {
  // The demo seed encodes every drawn cover and portrait to WebP at several widths: a few seconds
  // on a quiet machine, over the suite's 30 s beside a browser run on a busy 2-core one.
  it(
    'loads the demo into an empty magazine once, through the demo seed',
    { timeout: 120_000 },
    async () => {
      expect(await seedDemoContent(t.database.db)).toBe(true);
      expect(await seedMagazine(t.database.db, magazineDemo)).toBe(false);
      expect(await seedDemoContent(t.database.db)).toBe(false);

      const list: Summary[] = (await post('blog', { offset: 0, limit: 200 })).blogs;
      expect(list).toHaveLength(magazineDemo.articles.length);
      expect(list.map((b) => b.createdAt)).toEqual(
        list.map((b) => b.createdAt).sort((a, b) => b.localeCompare(a)),
      );
      for (const article of list) {
        // The drawn cover and portrait, stored as WebP and served from the database.
        const cover = await t.app.inject({ method: 'GET', url: article.imageURL });
        expect(cover.headers['content-type']).toBe('image/webp');
        const portrait = await t.app.inject({ method: 'GET', url: article.author.imageUrl });
        expect(portrait.headers['content-type']).toBe('image/webp');
      }
      const sections = (await t.app.inject({ method: 'GET', url: '/api/blog/fetchSection' })).json()
        .sections;
      expect(sections).toHaveLength(magazineDemo.sections.length);
    },
  );

  it('has three video articles, each embedding from the allowed video host', async () => {
    const videos: Summary[] = (await post('blog/byTag', { tag: 'video', offset: 0, limit: 200 }))
      .blogs;
    expect(videos).toHaveLength(3);
    for (const video of videos) {
      const { blog } = (
        await t.app.inject({ method: 'GET', url: `/api/blog/blog?blog=${video.id}` })
      ).json();
      expect(blog.content).toMatch(
        /<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}"/,
      );
    }
  });

  it("fills every 'I want to' topic, with tags stored normalised", async () => {
    for (const topic of [
      'retire like a boss',
      'save tax',
      'start investing',
      'plan for my child',
    ]) {
      expect(
        (await post('blog/byTag', { tag: topic, offset: 0, limit: 4 })).blogs.length,
        topic,
      ).toBeGreaterThan(0);
    }
    const tags = await t.database.db.select().from(blogTag);
    expect(tags.every((row) => row.tag === row.tag.toLowerCase().trim())).toBe(true);
    expect(tags.map((row) => row.tag)).toContain('sip');
  });
});
