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
