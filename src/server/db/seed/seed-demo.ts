import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { bannerTexts, sessionInfo } from '../schema/content';
import { appMeta } from '../schema/meta';
import { demoBannerTexts, demoSessionInfo } from './demo-content';
import { seedEvents } from './seed-events';
import { seedTestimonials } from './seed-testimonials';
import { magazineDemo } from './magazine-demo';
import { seedMagazine } from './seed-magazine';

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Loads the demo content once, into a database that has never had it, so that a new install shows
 * a living site. It never runs again once marked, even if staff later delete the demo rows. The
 * magazine's demo is marked on its own (seed-magazine.ts), so an install seeded before the
 * magazine existed gets it too.
 */
export async function seedDemoContent(db: Db): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    const [marked] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
    if (marked) return false;
    await tx.insert(bannerTexts).values(demoBannerTexts.map((text) => ({ text })));
    await tx.insert(sessionInfo).values(demoSessionInfo);
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    return true;
  });
  // Its tables moved the content version in that transaction (ADR 029): apps started later read it.
  const magazineSeeded = await seedMagazine(db, magazineDemo);
  // The events' demo is marked on its own too, dated from today (seed-events.ts).
  const eventsSeeded = await seedEvents(db);
  // And the testimonials' (seed-testimonials.ts).
  const testimonialsSeeded = await seedTestimonials(db);
  return seeded || magazineSeeded || eventsSeeded || testimonialsSeeded;
}
