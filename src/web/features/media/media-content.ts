/**
 * What the media page shows: our videos and the From Press list.
 *
 * The videos are the ones the magazine's demo articles embed (src/server/db/seed/magazine-demo.ts),
 * so the page makes no claim about any other video; the fourth is the SIP video from its worked
 * example, 1 min 30 s in.
 *
 * The press items are DEMO ITEMS: the outlets, headlines and dates are invented, and each link
 * points at the reserved `.example` domain, which never resolves to a real site. No real
 * publication is credited with coverage that does not exist. The page says so above the list;
 * staff replace them with real coverage.
 */

export type MediaVideo = {
  /** The video host's embed address (shared/magazine/video-embed.ts). */
  readonly embed: string;
  readonly title: string;
  /** A sentence on what it covers, under the player. */
  readonly about: string;
  /** Which of our drawn posters stands in for it until it is played (media-posters.tsx). */
  readonly poster: 'sip' | 'insurance' | 'compounding' | 'averaging';
};

const embed = (id: string, start?: number) =>
  `https://www.youtube-nocookie.com/embed/${id}${start === undefined ? '' : `?start=${start}`}`;

export const mediaVideos: readonly MediaVideo[] = [
  {
    embed: embed('Xk3pQ7fLm2A'),
    title: 'How a monthly SIP buys more units when prices fall',
    about:
      'Five months of a Rs 5,000 SIP through a rise and a fall, unit by unit: why a falling NAV lowers what each unit costs you.',
    poster: 'sip',
  },
  {
    embed: embed('R8vTn0sWq5E'),
    title: 'Term insurance in five minutes: cover, term and riders',
    about:
      'How much cover a family needs, for how long, and which riders are worth their premium, compared with an endowment plan.',
    poster: 'insurance',
  },
  {
    embed: embed('b9HcZ4uJy1M'),
    title: 'Starting at 25 or at 35: what ten years of compounding are worth',
    about:
      'Two friends, two starting ages, one retirement age: why the first ten years of small instalments matter most.',
    poster: 'compounding',
  },
  {
    embed: embed('Xk3pQ7fLm2A', 90),
    title: 'Rupee-cost averaging, month by month (the SIP video from 1:30)',
    about:
      'The worked example on its own: the units each instalment buys, and the average cost against the average NAV.',
    poster: 'averaging',
  },
];

export type PressItem = {
  /** The (invented) outlet. */
  readonly outlet: string;
  readonly title: string;
  /** ISO date of publication. */
  readonly date: string;
  /** Under the reserved `.example` domain: a demo link that leads nowhere real. */
  readonly url: string;
};

export const pressItems: readonly PressItem[] = [
  {
    outlet: 'The Plateau Post',
    title: 'Two teachers, one whiteboard: the Bengaluru school that teaches families to plan',
    date: '2026-10-12',
    url: 'https://plateau-post.example/money/two-teachers-one-whiteboard',
  },
  {
    outlet: 'Pocketbook Weekly',
    title: 'Why your SIP date matters less than you think',
    date: '2026-08-03',
    url: 'https://pocketbook-weekly.example/sip-date-myth',
  },
  {
    outlet: 'Workplace Wellbeing Journal',
    title: 'Money stress at work: what a lunch-hour finance class changed for one Whitefield team',
    date: '2026-06-18',
    url: 'https://workplace-wellbeing.example/lunch-hour-finance-class',
  },
  {
    outlet: 'Women & Wealth Quarterly',
    title: 'Inside the Equality Collective, where no money question is too basic',
    date: '2026-03-08',
    url: 'https://women-wealth-quarterly.example/equality-collective',
  },
  {
    outlet: 'Classroom Economics Review',
    title: 'Budgeting before board exams: a Class 11 course on saving and compounding',
    date: '2026-01-22',
    url: 'https://classroom-economics.example/class-11-money-course',
  },
  {
    outlet: 'The Filter Coffee Bulletin',
    title: 'Ask the planner: should I break my FD to prepay a home loan?',
    date: '2025-11-29',
    url: 'https://filter-coffee-bulletin.example/ask-the-planner-fd-home-loan',
  },
  {
    outlet: 'Sahyadri Business Review',
    title: 'Mutual fund distributors after the direct-plan boom: who still needs one?',
    date: '2025-09-14',
    url: 'https://sahyadri-business-review.example/distributors-direct-plans',
  },
  {
    outlet: 'Tier-2 Towns Tribune',
    title: 'From Hubballi to Mysuru: weekend money workshops reach smaller cities',
    date: '2025-07-05',
    url: 'https://tier2-tribune.example/weekend-money-workshops',
  },
  {
    outlet: 'The Monsoon Markets Podcast',
    title: 'Episode 42: staying with a SIP when markets fall',
    date: '2025-04-21',
    url: 'https://monsoon-markets.example/episodes/42',
  },
  {
    outlet: 'Metro Money Desk',
    title: 'Retirement at 60 in a metro: what a family spending Rs 50,000 a month should plan for',
    date: '2025-02-10',
    url: 'https://metro-money-desk.example/retirement-at-60-metro',
  },
  {
    outlet: 'Rangoli Lifestyle',
    title: 'Gold, FDs and a first SIP: three generations of one family talk money',
    date: '2024-10-28',
    url: 'https://rangoli-lifestyle.example/three-generations-money',
  },
  {
    outlet: 'The Savings Circle (radio)',
    title: 'Term insurance in plain words: a listener phone-in',
    date: '2024-06-16',
    url: 'https://savings-circle-radio.example/term-insurance-phone-in',
  },
  {
    outlet: 'Startup Street Daily',
    title: 'Employee benefits that cost little: financial wellness sessions for young teams',
    date: '2023-12-04',
    url: 'https://startup-street-daily.example/financial-wellness-young-teams',
  },
  {
    outlet: 'Household Finance Monthly',
    title: 'Five questions to ask before you sign an insurance-cum-investment plan',
    date: '2023-05-19',
    url: 'https://household-finance-monthly.example/five-questions-ulip-endowment',
  },
  {
    outlet: 'Nandi Hills Gazette',
    title: 'A library, a whiteboard and twelve students: a money class begins',
    date: '2019-02-23',
    url: 'https://nandi-hills-gazette.example/money-class-begins',
  },
];
