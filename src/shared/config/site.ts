/**
 * The site's own words and links that are not content: its name, how to reach it, where it is,
 * and the regulatory facts a distributor's site must show. Every page and e-mail reads them here.
 */
export const site = {
  name: 'Arthashala',
  tagline: 'EDUCATE - EMPOWER - EMPATHIZE',
  about:
    'Arthashala is a school of wealth: we help families, employees and students in India set goals, ' +
    'plan for them in rupees and invest with discipline, through free planners, talks and a magazine.',
  foundedYear: 2018,
  supportEmail: 'support@arthashala.in',
  phones: [
    { label: 'Support', display: '+91 80 4718 2290', tel: '+918047182290' },
    { label: 'Mumbai', display: '+91 22 6930 4415', tel: '+912269304415' },
  ],
  offices: [
    {
      city: 'Bengaluru',
      role: 'Headquarters',
      lines: ['3rd Floor, 14 Infantry Road', 'Shivajinagar, Bengaluru 560001', 'Karnataka'],
    },
    {
      city: 'Mumbai',
      role: 'Office',
      lines: ['702, Meher Chambers, Ballard Estate', 'Mumbai 400001', 'Maharashtra'],
    },
    {
      city: 'Ahmedabad',
      role: 'Office',
      lines: ['5th Floor, Sakar II, Ellisbridge', 'Ahmedabad 380006', 'Gujarat'],
    },
  ],
  /**
   * The site's logo as search engines want it (a raster picture, at least 112 px square): the
   * favicon's mark, drawn by scripts/share-pictures.ts into src/web/public.
   */
  logo: { path: '/share/logo.png', width: 512, height: 512 },
  /** The X (Twitter) account of `social.twitter`, for link previews' `twitter:site`. */
  twitterHandle: '@arthashala',
  social: {
    facebook: 'https://www.facebook.com/arthashala',
    twitter: 'https://twitter.com/arthashala',
    linkedin: 'https://www.linkedin.com/company/arthashala',
    instagram: 'https://www.instagram.com/arthashala',
  },
  /** The external fund-investing site (INVEST NOW, Start Investing) and the portfolio view. */
  investUrl: 'https://invest.arthashala.in/',
  portfolioUrl: 'https://invest.arthashala.in/portfolio',
  distributor: {
    arn: 'ARN-184521',
    registration: 'AMFI-registered Mutual Fund Distributor',
    disclaimer:
      'Mutual Fund investments are subject to market risks, read all scheme related documents carefully.',
  },
} as const;

// The settings that one page alone shows, apart from `site` so that only that page's code carries
// them (every page loads `site`).
/** The magazine landing's books block (seed 001: 'OUR BOOKS', a buy-now link, three quotes). */
export const book = {
  title: 'The Rupee Compass',
  subtitle: 'Goal-based investing for Indian families',
  blurb:
    'Our founders’ field guide to turning goals into numbers: how much a child’s degree, a home ' +
    'or a calm retirement will cost, how much to invest each month for it, and how to stay the ' +
    'course when markets fall.',
  buyUrl: 'https://shop.arthashala.in/books/the-rupee-compass',
  endorsements: [
    {
      quote:
        'The first money book I finished. The chapter on emergency funds changed how our house saves.',
      by: 'Kavitha R., schoolteacher, Coimbatore',
    },
    {
      quote:
        'Clear sums in rupees, no jargon. I finally know what my SIPs are for and when I will need them.',
      by: 'Imran S., software engineer, Pune',
    },
    {
      quote:
        'I give a copy to every new member of my team. It answers the questions they are shy to ask.',
      by: 'Meenal D., HR head, Indore',
    },
  ],
} as const;

/** 'The Knowledge Bank': public investor-education sites worth a reader's time. */
export const knowledgeBank = [
  {
    name: 'SEBI investor website',
    url: 'https://investor.sebi.gov.in/',
    caption: 'The market regulator’s own guides to investing safely and to raising a complaint.',
  },
  {
    name: 'AMFI investor corner',
    url: 'https://www.amfiindia.com/investor-corner',
    caption: 'Look up a fund’s NAV and check that a distributor’s ARN is real.',
  },
  {
    name: 'RBI financial education',
    url: 'https://www.rbi.org.in/FinancialEducation/',
    caption: 'The central bank’s plain-language booklets on saving, banking and borrowing.',
  },
  {
    name: 'National Centre for Financial Education',
    url: 'https://ncfe.org.in/',
    caption: 'Free courses and quizzes on money basics, in English and Indian languages.',
  },
] as const;

/**
 * The two founders, as the about page introduces them. `portrait` names their drawn pictures in
 * src/web/public/founders/ ({portrait}-{width}.webp, drawn by scripts/founder-portraits.ts).
 */
export const founders = [
  {
    name: 'Meera Raghunathan',
    role: 'Co-founder, head of education',
    portrait: 'meera-raghunathan',
    social: {
      linkedin: 'https://www.linkedin.com/in/meera-raghunathan-arthashala',
      twitter: 'https://twitter.com/meera_arthashala',
    },
  },
  {
    name: 'Kabir Deshpande',
    role: 'Co-founder, head of planning',
    portrait: 'kabir-deshpande',
    social: {
      linkedin: 'https://www.linkedin.com/in/kabir-deshpande-arthashala',
      twitter: 'https://twitter.com/kabir_arthashala',
    },
  },
] as const;

/**
 * The privacy notice (/privacyPolicy): its version and the day it took effect (India's date).
 * A new version, with its date, whenever what is collected, why, or for how long changes; forms
 * record the version a person agreed to.
 */
export const privacyNotice = { version: '1.2', effectiveDate: '2026-11-27' } as const;

/**
 * The Grievance Officer under India's DPDP Act 2023 and the DPDP Rules 2025: the person who
 * answers questions about personal data and takes requests and complaints about it.
 */
export const grievanceOfficer = {
  name: 'Ananya Kulkarni',
  title: 'Grievance Officer (data protection)',
  email: 'grievance@arthashala.in',
  phone: { display: '+91 80 4718 2291', tel: '+918047182291' },
  hours: 'Monday to Friday, 10 am to 6 pm (India time), except public holidays',
} as const;
