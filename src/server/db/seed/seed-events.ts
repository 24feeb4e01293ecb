import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { events } from '../schema/events';
import { appMeta } from '../schema/meta';

const SEEDED_KEY = 'demo_events_seeded_at';

type DemoEvent = Omit<typeof events.$inferInsert, 'id' | 'date' | 'createdAt' | 'updatedAt'> & {
  /** Days from the day the demo is loaded (India time): negative ones are past events. */
  inDays: number;
};

/**
 * The demo's workshops: some past, most upcoming, dated from the day the demo is loaded so that a
 * new install always shows events that take registrations. Invented speakers and venues.
 */
export const demoEvents: readonly DemoEvent[] = [
  {
    inDays: -48,
    slug: 'first-salary-first-plan-bengaluru',
    city: 'Bengaluru',
    title: 'First Salary, First Plan',
    durationMinutes: 120,
    description:
      'For people in their first two years of work: where a salary goes, an emergency fund of three to six months, how a SIP works, and the insurance a young earner needs before any investment.',
    keyNoteSpeaker: 'Meera Raghunathan, co-founder',
    venue: 'Community Hall, 12th Main, Indiranagar',
    startTime: '10:30',
  },
  {
    inDays: -27,
    slug: 'women-and-money-chennai',
    city: 'Chennai',
    title: 'Women and Money: Owning the Plan',
    durationMinutes: 150,
    description:
      'A morning for women who want to take charge of the family finances: reading a mutual fund statement, nominations, joint accounts, and a plan that does not depend on anyone else.',
    keyNoteSpeaker: 'Lakshmi Narayanan, certified financial educator',
    venue: 'Kalakshetra Road Library Auditorium, Besant Nagar',
    startTime: '10:00',
  },
  {
    inDays: -9,
    slug: 'tax-saving-without-panic-pune',
    city: 'Pune',
    title: 'Tax Saving Without the March Panic',
    durationMinutes: 90,
    description:
      'The old and new tax regimes side by side, what Section 80C really buys you, and how to spread tax-saving investments across the year instead of rushing in the last week of March.',
    keyNoteSpeaker: 'Aniket Kulkarni, chartered accountant',
    venue: 'Shivajinagar Learning Centre, Ground Floor',
    startTime: '18:30',
  },
  {
    inDays: 6,
    slug: 'retirement-is-a-number-mumbai',
    city: 'Mumbai',
    title: 'Retirement Is a Number: Find Yours',
    durationMinutes: 120,
    description:
      'Work out how much you need at 60, live in the room with our planner: inflation at 6%, life expectancy, rent and pension, and the monthly SIP that closes the gap.',
    keyNoteSpeaker: 'Meera Raghunathan, co-founder',
    venue: 'Dadar Parsi Colony Hall, Dadar East',
    startTime: '11:00',
  },
  {
    inDays: 13,
    slug: 'money-talks-for-couples-hyderabad',
    city: 'Hyderabad',
    title: 'Money Talks for Couples',
    durationMinutes: 120,
    description:
      'Two incomes, one household: shared goals, separate comfort levels with risk, the home loan question, and a monthly money meeting that takes fifteen minutes and saves many arguments.',
    keyNoteSpeaker: 'Kabir Deshpande, co-founder',
    venue: 'Banjara Hills Community Centre, Road No. 3',
    startTime: '17:00',
  },
  {
    inDays: 21,
    slug: 'financial-wellness-at-work-gurugram',
    city: 'Gurugram',
    title: 'Financial Wellness at Work',
    durationMinutes: 180,
    description:
      'A half-day session for HR teams and employees: the stress money causes at work, a money health review for every participant, and how an employer can offer money education without selling products.',
    keyNoteSpeaker: 'Kabir Deshpande, co-founder',
    venue: 'Sector 44 Business Centre, Conference Room 2',
    startTime: '09:30',
  },
  {
    inDays: 34,
    slug: 'teach-your-children-about-money-kochi',
    city: 'Kochi',
    title: 'Teach Your Children About Money',
    durationMinutes: 90,
    description:
      'For parents of children aged 8 to 16: pocket money with rules, a first bank account, saving for something they want, and the education goal you can start planning for today.',
    keyNoteSpeaker: 'Anna Mathew, school counsellor and financial educator',
    venue: 'Panampilly Nagar Public Library, Reading Hall',
    startTime: '16:00',
  },
  {
    inDays: 47,
    slug: 'diy-mutual-funds-kolkata',
    city: 'Kolkata',
    title: 'Do-It-Yourself Mutual Funds',
    durationMinutes: 150,
    description:
      'Direct and regular plans, index funds, asset allocation by age and goal, and a yearly review you can do yourself. Mutual fund investments are subject to market risks; read all scheme related documents carefully.',
    keyNoteSpeaker: 'Debashis Roy, investor educator',
    venue: 'Salt Lake Sector V Seminar Room, Block EP',
    startTime: '11:30',
  },
];

/** `YYYY-MM-DD`, `days` after today in India. */
function indiaDateIn(days: number, now: Date): string {
  const india = new Date(now.getTime() + 330 * 60_000);
  india.setUTCDate(india.getUTCDate() + days);
  return india.toISOString().slice(0, 10);
}

/**
 * Loads the demo events once, into a database that has never had them (marked on their own, so an
 * install seeded before events existed gets them too); never again once marked.
 */
export async function seedEvents(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marked] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
    if (marked) return false;
    await tx
      .insert(events)
      .values(
        demoEvents.map(({ inDays, ...event }) => ({ ...event, date: indiaDateIn(inDays, now) })),
      );
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString() });
    return true;
  });
}
