import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { testimonials } from '../schema/contact';
import { appMeta } from '../schema/meta';

const SEEDED_KEY = 'demo_testimonials_seeded_at';

/**
 * The demo testimonials of a new install, written by us: invented people, speaking of the
 * teaching and the service, never of returns (no figures, no promises).
 */
export const demoTestimonials = [
  {
    testimonial:
      'I had put off making a budget for years because it felt like homework. One Saturday session and a worksheet later, my wife and I sit down on the first of every month for fifteen minutes, and we finally know where the salary goes.',
    name: 'Karthik Subramanian',
    by: 'Software engineer, Bengaluru',
  },
  {
    testimonial:
      'The women and money workshop was the first time anyone explained nominations and joint accounts to me without talking down. I came home and checked every folio in the house the same week.',
    name: 'Shalini Menon',
    by: 'School teacher, Kochi',
  },
  {
    testimonial:
      'My question about my father’s pension was answered on the phone the next morning, patiently and in plain Hindi. Nobody tried to sell us anything.',
    name: 'Rohit Agarwal',
    by: 'Small business owner, Jaipur',
  },
  {
    testimonial:
      'We invited the team for a financial wellness afternoon at our office. People still talk about the emergency-fund exercise, and three colleagues have since made their first written plan.',
    name: 'Priya Deshmukh',
    by: 'HR manager, Pune',
  },
  {
    testimonial:
      'Seeing my retirement gap as a number, instead of a vague worry, changed how I plan. The follow-up call walked me through each assumption, and told me which ones I could change.',
    name: 'Venkatesh Iyer',
    by: 'Bank officer, Chennai',
  },
  {
    testimonial:
      'As a first-time earner I did not know what an SIP even was. The sessions are simple, friendly and honest about risk, and the team answers my silly questions on e-mail without fail.',
    name: 'Ananya Bose',
    by: 'Graduate trainee, Kolkata',
  },
] as const;

/**
 * Loads the demo testimonials once, into a database that has never had them (marked on their own,
 * so an install seeded before testimonials existed gets them too); never again once marked, even
 * if staff later delete them. The table's trigger moves the content version (ADR 029).
 */
export async function seedTestimonials(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marked] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
    if (marked) return false;
    // A second apart, so that "oldest first" keeps the order written here.
    const start = Date.now() - demoTestimonials.length * 1000;
    await tx
      .insert(testimonials)
      .values(
        demoTestimonials.map((item, i) => ({ ...item, createdAt: new Date(start + i * 1000) })),
      );
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    return true;
  });
}
