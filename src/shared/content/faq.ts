import { paths, type LivePathKey } from '../config/paths';
import { site } from '../config/site';
import { formatPercent } from '../format/percent';
import {
  DEFAULT_RATES,
  HIGH_INFLATION,
  RATE_LIMITS,
  RETIREMENT_ASSUMPTIONS,
} from '../planners/assumptions';
import { HEALTH_BANDS } from '../planners/financial-health';
import { mixFor, RISK_BAND_BOUNDS, RISK_QUESTION_KEYS } from '../planners/risk-profile';

/**
 * The FAQ's questions and answers (/faq), read by its page and, for its `FAQPage` JSON-LD, by the
 * server's page heads (src/shared/config/page-heads.ts), so the two always say the same. The
 * planners' figures are read from the modules that compute them (decision 25), never retyped.
 * Answers are plain text, a paragraph a string; `link` is a page of ours that says more.
 */
type FaqItem = {
  /** The answer's anchor on the page (/faq#kyc). */
  readonly id: string;
  readonly question: string;
  readonly answer: readonly string[];
  readonly link?: { readonly page: LivePathKey; readonly text: string };
};

export type FaqSection = {
  readonly id: string;
  readonly title: string;
  readonly items: readonly FaqItem[];
};

/**
 * The sections, built when asked for: nothing runs when the module is loaded, so a bundle that
 * imports it without calling this (the browser's copy of the page heads) drops it whole.
 */
export function faqSections(): readonly FaqSection[] {
  const { conservative, moderate, aggressive } = DEFAULT_RATES.returns;
  const rates = `${formatPercent(conservative)}, ${formatPercent(moderate)} and ${formatPercent(aggressive)}`;
  const inflation = formatPercent(DEFAULT_RATES.inflation);
  const risk = site.distributor.disclaimer;
  const [cautiousMix, middleMix, boldMix] = [
    mixFor('conservative'),
    mixFor('moderate'),
    mixFor('aggressive'),
  ];
  const [needsAttention, onTrack, goodShape] = HEALTH_BANDS;

  return [
    {
      id: 'getting-started',
      title: 'Getting started',
      items: [
        {
          id: 'kyc',
          question: 'What is KYC, and how do I complete it?',
          answer: [
            'KYC (Know Your Customer) is a one-time identity check that every mutual fund investor in India needs before the first investment. You need your PAN, an address proof such as Aadhaar or a passport, a photo, and your own mobile number and e-mail address.',
            'You can complete it online with an Aadhaar OTP and a short photo or video check, or on paper with self-attested copies that we verify in person. Once your status reads “KYC Registered” or “KYC Validated”, it holds for every fund house, not only the one you first invest with.',
          ],
        },
        {
          id: 'what-you-need',
          question: 'What do I need to start investing through you?',
          answer: [
            'Completed KYC, a bank account in your own name (we ask for a cancelled cheque or a bank statement), and a nominee, or a written choice to opt out of nomination. Money is taken only from, and paid only to, bank accounts registered in your name.',
            'Then we open your account on our investing site and send you a user ID. The downloadable guide below takes you through every step, from KYC to your first SIP.',
          ],
        },
        {
          id: 'nri',
          question: 'Can non-resident Indians invest with you?',
          answer: [
            'Yes, in most schemes, through an NRE or NRO bank account and with KYC that shows your overseas address. Some fund houses do not accept investments from residents of the United States or Canada, and tax is deducted at source from an NRI’s gains when units are sold. Write to us before you start and we will tell you which schemes are open to you.',
          ],
        },
      ],
    },
    {
      id: 'sip-and-purchase',
      title: 'SIPs and purchases',
      items: [
        {
          id: 'sip',
          question: 'What is a SIP, and how much do I need to start one?',
          answer: [
            'A SIP (systematic investment plan) invests a fixed amount in a scheme on the same date every month, debited from your bank account under a mandate you give once. Because the amount is fixed, it buys more units when prices are low and fewer when they are high, and it turns investing into a habit rather than a decision you have to make each month.',
            'Most schemes accept SIPs from Rs 500 a month, and some from Rs 100. What matters more than the amount is starting early and keeping going.',
          ],
          link: {
            page: 'moneyMap',
            text: `Work out a goal’s monthly SIP with ${paths.moneyMap.title}`,
          },
        },
        {
          id: 'stop-sip',
          question: 'Can I pause, change or stop a SIP? Is there a penalty?',
          answer: [
            'Yes. You can pause, change the amount or date, or stop a SIP at any time, online or with a form, and the fund house charges nothing for doing so. Allow up to ten days for the change to take effect. Stopping a SIP does not sell the units you already hold; they stay invested until you redeem them.',
            'Keep enough balance in your account before each SIP date: a debit that fails may be charged for by your bank, and several failures in a row can end the SIP.',
          ],
        },
        {
          id: 'cut-off',
          question: 'Which day’s price (NAV) will I get when I invest or redeem?',
          answer: [
            'Units are bought at the NAV of the day the fund house receives your money, as long as it arrives before the cut-off time: 3 pm for most schemes, 1:30 pm for liquid and overnight funds. Money that arrives later gets the next business day’s NAV.',
            'A redemption request received before 3 pm on a business day is processed at that day’s NAV, and one received later at the next business day’s.',
          ],
        },
      ],
    },
    {
      id: 'redemption-and-tax',
      title: 'Redemptions, lock-ins and tax',
      items: [
        {
          id: 'redemption-time',
          question: 'How long does a redemption take to reach my bank?',
          answer: [
            'SEBI requires fund houses to pay redemption money within three working days for most schemes. Liquid and overnight funds usually pay on the next business day and equity funds within two; schemes that invest mainly abroad may take up to five. The money goes only to a bank account registered in your folio.',
            'The redemption guide below shows the three ways to redeem, step by step.',
          ],
        },
        {
          id: 'elss',
          question: 'What is the ELSS lock-in?',
          answer: [
            'ELSS (equity-linked savings scheme) units cannot be sold for three years from the day they are bought. With a SIP, each instalment has its own three years, so the units unlock one month at a time.',
            'ELSS investments of up to Rs 1.5 lakh a year can be deducted from taxable income under section 80C, but only if you file under the old tax regime. Under the new regime, ELSS is simply an equity fund with a lock-in.',
          ],
        },
        {
          id: 'exit-load',
          question: 'What is an exit load?',
          answer: [
            'A fee some schemes charge when you sell units soon after buying them, as a share of what you sell: many equity schemes charge about 1% on units sold within a year. It is there to discourage short-term trading that hurts long-term investors. Each scheme’s exit load is in its factsheet and Key Information Memorandum, and we point it out before you invest.',
          ],
        },
        {
          id: 'tax',
          question: 'How are mutual fund gains taxed?',
          answer: [
            'Under the rules since July 2024: gains on equity funds held for up to a year are taxed at 20%; held longer, gains above Rs 1.25 lakh in a financial year are taxed at 12.5%. Gains on debt funds bought from April 2023 on are added to your income and taxed at your slab rate, however long you hold them. Dividends (IDCW) are taxed at your slab rate.',
            'Tax rules change with budgets, and your own situation matters: treat this as a summary, and check with a tax adviser before a large redemption.',
          ],
        },
      ],
    },
    {
      id: 'how-we-work',
      title: 'Direct and regular plans, and how we are paid',
      items: [
        {
          id: 'direct-vs-regular',
          question: 'What is the difference between a direct plan and a regular plan?',
          answer: [
            'They are the same scheme, with the same fund manager and the same investments. A direct plan is bought straight from the fund house, with no distributor. A regular plan is bought through a distributor like us, and its yearly expense ratio is higher because it includes the distributor’s commission. Over many years that difference adds up, so a direct plan’s NAV grows a little faster.',
            'In a regular plan, the difference pays for help: KYC and paperwork, choosing schemes for your goals, reviews, and someone to call when a redemption is stuck. If you are confident doing all that yourself, a direct plan costs less, and we will happily tell you how to invest directly.',
          ],
        },
        {
          id: 'how-paid',
          question: 'How do you earn money?',
          answer: [
            `We are an ${site.distributor.registration}. When you invest through us in a regular plan, the fund house pays us a commission, mostly as a yearly “trail” of a small share of the value of your investment, which is already included in the scheme’s expense ratio. You do not pay us separately for it.`,
            'Our planners, the magazine and our public talks are free, and you never have to invest with us to use them. As SEBI requires, we disclose the commission we receive from each fund house; ask us about any scheme and we will tell you what we earn on it.',
          ],
        },
        {
          id: 'arn',
          question: 'What is an ARN, and how can I check yours?',
          answer: [
            `An ARN (AMFI Registration Number) is issued by AMFI, the Association of Mutual Funds in India, to every mutual fund distributor who has passed the NISM certification and registered. Ours is ${site.distributor.arn}. You can check it, with its validity, on AMFI’s website under “Locate distributor”. Each of our staff who helps you invest also has an employee code (EUIN), printed on your transactions.`,
          ],
        },
        {
          id: 'adviser',
          question: 'Are you an investment adviser?',
          answer: [
            'No. We are a mutual fund distributor, not a SEBI-registered investment adviser. Our planners and talks teach and illustrate; when you invest through us, we help you choose among schemes for your goals, and we are paid by the fund house as described above, not by a fee from you.',
          ],
        },
      ],
    },
    {
      id: 'risk',
      title: 'Risk and returns',
      items: [
        {
          id: 'can-i-lose',
          question: 'Can I lose money in a mutual fund?',
          answer: [
            'Yes. A fund’s value moves with the markets it invests in, and can fall, sometimes sharply and for years. Equity funds swing the most, debt funds less, but debt funds can also fall when interest rates rise or a borrower defaults.',
            'What protects you is the structure, not a promise: every fund is regulated by SEBI, its money is held by an independent custodian, and trustees oversee the fund house. Holding a fund for as long as its kind needs (several years for equity), spreading money across kinds, and not stopping a SIP when markets fall are what reduce the risk of a loss you have to take.',
            risk,
          ],
        },
        {
          id: 'guaranteed',
          question: 'Do you promise or guarantee any return?',
          answer: [
            `No, and nobody selling mutual funds may. The returns our planners use (${rates} a year) are illustrations for planning, not forecasts; real returns will differ from year to year and may be lower, or negative. Past performance does not promise future returns.`,
            risk,
          ],
        },
      ],
    },
    {
      id: 'planners',
      title: 'How our planners work',
      items: [
        {
          id: 'rates',
          question: `Why ${rates}? Can I change them?`,
          answer: [
            `They are deliberately modest yearly returns for three kinds of portfolio: ${formatPercent(conservative)} for a conservative, mostly debt portfolio, ${formatPercent(moderate)} for a balanced one and ${formatPercent(aggressive)} for an aggressive, mostly equity one. Distributors are expected to illustrate conservatively, and a plan that works at a lower return is safer than one that needs a high one.`,
            `Inflation is taken as ${inflation} a year, and ${formatPercent(HIGH_INFLATION)} for education and health, whose costs have risen faster than prices in general. In ${paths.moneyMap.title} and the ${paths.retirementPlanner.title}, the Assumptions panel lets you change the returns (from ${formatPercent(RATE_LIMITS.returns.min)} to ${formatPercent(RATE_LIMITS.returns.max)}) and the inflation rate, and every figure follows.`,
            risk,
          ],
        },
        {
          id: 'money-maps',
          question: `How does ${paths.moneyMap.title} work it out?`,
          answer: [
            `You give a goal, what it costs today and how many years away it is. ${paths.moneyMap.title} grows today’s cost by inflation (${inflation} a year, or ${formatPercent(HIGH_INFLATION)} for education and health) to find what the goal will cost then, and rounds it up to the next Rs 500.`,
            `It then shows the monthly SIP that reaches that amount at each of the three returns: ${formatPercent(conservative)} (debt), ${formatPercent(moderate)} (asset allocation) and ${formatPercent(aggressive)} (equity), each rounded up to the next Rs 500, with instalments at the end of each month. It suggests debt for goals three years away or less, asset allocation for four to seven years, and equity beyond seven. These are illustrations, not promises.`,
            risk,
          ],
          link: { page: 'moneyMap', text: `Open ${paths.moneyMap.title}` },
        },
        {
          id: 'retirement',
          question: `What does the ${paths.retirementPlanner.title} assume?`,
          answer: [
            `It grows your monthly expenses today by ${inflation} a year until you retire, then works out the sum (corpus) that pays those expenses, still rising with inflation, every year until age ${RETIREMENT_ASSUMPTIONS.lifeExpectancy.male} for men or ${RETIREMENT_ASSUMPTIONS.lifeExpectancy.female} for women, with the money earning ${formatPercent(RETIREMENT_ASSUMPTIONS.discountRate)} a year in retirement.`,
            `Rent you receive is assumed to rise ${formatPercent(RETIREMENT_ASSUMPTIONS.rentGrowth)} a year and a pension to stay fixed; both reduce the corpus you need, and so do your retiral benefits and your existing investments (grown at the conservative ${formatPercent(conservative)}). The monthly investment that fills the gap is shown at ${rates}, rounded up to the next Rs 500.`,
            risk,
          ],
          link: { page: 'retirementPlanner', text: `Open the ${paths.retirementPlanner.title}` },
        },
        {
          id: 'risk-profile',
          question: `How does the ${paths.riskProfile.title} questionnaire score me?`,
          answer: [
            `Each of its ${RISK_QUESTION_KEYS.length} questions has a cautious, a middle and a bold answer, and your score adds them up. A score up to ${RISK_BAND_BOUNDS.conservativeMax} reads conservative, up to ${RISK_BAND_BOUNDS.moderateMax} moderate, and above that aggressive.`,
            `Each profile comes with a suggested mix: ${cautiousMix.debt}% debt and ${cautiousMix.equity}% equity for conservative, ${middleMix.debt}/${middleMix.equity} for moderate, and ${boldMix.debt}% debt with ${boldMix.equity}% equity for aggressive. If your answers about what you can afford to lose are more cautious than those about what you would like, the result says so and suggests the more cautious mix.`,
          ],
          link: { page: 'riskProfile', text: `Take the ${paths.riskProfile.title} questionnaire` },
        },
        {
          id: 'financial-check-up',
          question: `What does the ${paths.financialHealth.title} measure?`,
          answer: [
            `Its questions, in four steps, cover your savings and investments, your loans and insurance, and your goals and retirement. Each answer earns points, and the total places you in one of three bands: ${needsAttention?.min} to ${needsAttention?.max} (${needsAttention?.friendly.toLowerCase()}), ${onTrack?.min} to ${onTrack?.max} (${onTrack?.friendly.toLowerCase()}) and ${goodShape?.min} or more (${goodShape?.friendly.toLowerCase()}). The result also lists the steps that would raise your score the most.`,
          ],
          link: { page: 'financialHealth', text: `Start the ${paths.financialHealth.title}` },
        },
        {
          id: 'planner-data',
          question: 'Do you keep what I type into the planners?',
          answer: [
            `The figures are worked out in your browser as you type. What you type reaches us only when you are signed in and a plan is saved (${paths.moneyMap.title} saves each map a signed-in user calculates); saved plans are kept until you delete your account, and saved maps can also be deleted one by one. Our privacy notice says what we keep, why and for how long.`,
          ],
          link: { page: 'privacyPolicy', text: 'Read our privacy notice' },
        },
      ],
    },
  ];
}

/**
 * The FAQ as schema.org's `FAQPage`, in the shape of every page's JSON-LD (the page itself and
 * its breadcrumb trail: structured-data.ts `webPageJsonLd`), for the server's page head only.
 */
export function faqPageJsonLd(origin: string) {
  const url = origin + paths.faq.path;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'FAQPage',
        '@id': `${url}#webpage`,
        url,
        name: paths.faq.title,
        inLanguage: 'en-IN',
        isPartOf: { '@type': 'WebSite', '@id': `${origin}/#website`, name: site.name },
        mainEntity: faqSections().flatMap((section) =>
          section.items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
          })),
        ),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: paths.faq.label, item: url },
        ],
      },
    ] as const,
  };
}
