/**
 * The five colleagues whose words the Mother's Day page shows, and how their drawn portraits look
 * (src/web/public/mothers-day/{slug}-{width}.webp, drawn by scripts/mothers-day-portraits.ts).
 */
export const MOTHERS_DAY_PORTRAIT_WIDTHS = [160, 320] as const;

export function mothersDayPortraitUrl(
  slug: string,
  width: (typeof MOTHERS_DAY_PORTRAIT_WIDTHS)[number],
): string {
  return `/mothers-day/${slug}-${width}.webp`;
}

export const staff = [
  {
    slug: 'lakshmi-narayanan',
    name: 'Lakshmi Narayanan',
    role: 'Senior planner, Bengaluru',
    quote:
      'Amma ran our house on a schoolteacher’s salary and a steel dabba with a slip of paper for each of the month’s expenses. Nothing left the dabba without a reason. Every budget I make for a family is still that dabba.',
    alt: 'Drawn portrait of Lakshmi Narayanan: smiling, her hair in a bun, a bindi, in a mustard top.',
    look: {
      bg: '#ffe082',
      skin: '#a86b45',
      hair: '#1f1a17',
      shirt: '#ff8f00',
      hairStyle: 'bun',
      bindi: true,
    },
  },
  {
    slug: 'rohan-mehta',
    name: 'Rohan Mehta',
    role: 'Workshop lead, Mumbai',
    quote:
      'My mother went back to work at 42, after fifteen years at home, and started a ₹500 SIP with her first salary. People smiled at the amount. She said the amount would grow with her pay; the habit had to start now.',
    alt: 'Drawn portrait of Rohan Mehta: smiling, short hair, round glasses, in a navy top.',
    look: {
      bg: '#b3e5fc',
      skin: '#e0ac80',
      hair: '#3e2723',
      shirt: '#283593',
      hairStyle: 'short',
      glasses: true,
    },
  },
  {
    slug: 'fatima-sheikh',
    name: 'Fatima Sheikh',
    role: 'Facilitator, the Equality Collective, Ahmedabad',
    quote:
      'Ammi lent money to half our relatives and wrote every loan in a notebook, with the date and the promise. She was generous, never vague. She taught me that kindness and clear records go together.',
    alt: 'Drawn portrait of Fatima Sheikh: smiling, long dark hair, in a teal top.',
    look: {
      bg: '#b2dfdb',
      skin: '#c68863',
      hair: '#2b1d14',
      shirt: '#00695c',
      hairStyle: 'long',
    },
  },
  {
    slug: 'priya-iyer',
    name: 'Priya Iyer',
    role: 'Teacher, financial education, Chennai',
    quote:
      'At twelve I wanted a pair of shoes that cost ₹1,200. My mother asked me to work out how many days of her bus fare that was. I did the sum, I did not buy the shoes, and I have never stopped doing the sum.',
    alt: 'Drawn portrait of Priya Iyer: smiling, curly hair, a bindi, in a purple top.',
    look: {
      bg: '#e1bee7',
      skin: '#8d5a3b',
      hair: '#1f1a17',
      shirt: '#6a1b9a',
      hairStyle: 'curly',
      bindi: true,
    },
  },
  {
    slug: 'gurpreet-kaur',
    name: 'Gurpreet Kaur',
    role: 'Client service, Bengaluru',
    quote:
      'In 1994 my mother asked for her name on our flat’s papers beside my father’s. The relatives thought it odd. When my father died early, it spared her years of running between offices. I tell every woman I meet the same thing.',
    alt: 'Drawn portrait of Gurpreet Kaur: smiling, her hair in a bun, in a rose-pink top.',
    look: {
      bg: '#f8bbd0',
      skin: '#d7a27a',
      hair: '#3e2723',
      shirt: '#ad1457',
      hairStyle: 'bun',
    },
  },
] as const;
