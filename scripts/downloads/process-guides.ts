import { downloads, type DownloadKey } from '../../src/shared/config/downloads';
import { site } from '../../src/shared/config/site';

/**
 * The words of the two guides the FAQ offers as PDFs (seed 000 section 2: the redemption process;
 * purchase, SIP and biller registration). Build-time only: scripts/build-downloads.ts lays them
 * out with pdfkit; nothing here reaches a page's code. Amounts are written "Rs" because the
 * embedded font (Lato) has no rupee sign.
 */
export type GuideBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'steps'; readonly items: readonly string[] }
  | { readonly kind: 'bullets'; readonly items: readonly string[] };

export type Guide = {
  readonly key: DownloadKey;
  /** The document's title: its metadata's Title and the heading on its first page. */
  readonly title: string;
  readonly subject: string;
  readonly blocks: readonly GuideBlock[];
};

const supportPhone = site.phones[0].display;

const help = `Stuck at any step? Write to ${site.supportEmail} or call ${supportPhone} with your folio number, and we will walk you through it. We never ask for your password, OTP or PIN.`;

const closing: readonly GuideBlock[] = [
  { kind: 'heading', text: 'Need help?' },
  { kind: 'paragraph', text: help },
  {
    kind: 'paragraph',
    text: `${site.name} is an ${site.distributor.registration} (${site.distributor.arn}). We are paid a commission by the fund houses for investments made through us in regular plans. ${site.distributor.disclaimer}`,
  },
];

export const guides: readonly Guide[] = [
  {
    key: 'redemption',
    title: downloads.redemption.title,
    subject: 'How to redeem (sell) mutual fund units, and when the money reaches your bank',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Redeeming means selling some or all of your units back to the fund house. You receive the units’ value at the net asset value (NAV) of the day your request counts for, less any exit load, and the money is paid only into a bank account registered in your folio.',
      },
      { kind: 'heading', text: 'Before you start' },
      {
        kind: 'bullets',
        items: [
          'Keep your folio number and the exact scheme name (plan and option: for example “Regular Plan, Growth”) at hand. Both are on your account statement.',
          'Check the scheme’s exit load in its factsheet or Key Information Memorandum. Many equity schemes charge about 1% on units sold within a year of buying them; liquid and most debt schemes charge little or nothing.',
          'ELSS (tax-saving) units are locked in for three years from the date each instalment was bought, so a SIP’s units unlock one month at a time.',
          'Selling at a gain may attract capital gains tax. For a large redemption, look at how long you have held the units, or speak to your tax adviser first.',
          'Make sure the bank account in your folio is the one you use today. If it has changed, register the new account with the fund house before redeeming, with a cancelled cheque or a bank statement; this can take a few working days.',
        ],
      },
      { kind: 'heading', text: 'Way 1: online, through our investing site' },
      {
        kind: 'steps',
        items: [
          `Sign in at ${site.investUrl} with the user ID we sent you when your account was opened.`,
          'Open Portfolio and choose the scheme you want to sell.',
          'Press Redeem. Choose “All units”, a number of units, or an amount in rupees.',
          'Read the summary: scheme, folio, units or amount, and the bank account the money will go to.',
          'Confirm with the one-time password (OTP) sent to the mobile number and e-mail address registered in your folio.',
          'Keep the confirmation. The fund house also sends an SMS and an e-mail once the units are sold, with the NAV applied.',
        ],
      },
      { kind: 'heading', text: 'Way 2: on the fund house’s or its registrar’s website or app' },
      {
        kind: 'steps',
        items: [
          'Sign in with your PAN or folio number and the OTP sent to your registered mobile or e-mail.',
          'Choose Redeem (some call it Withdraw or Sell), then the folio and the scheme.',
          'Enter the units or the amount, choose the registered bank account, and confirm with the OTP.',
        ],
      },
      { kind: 'heading', text: 'Way 3: on paper' },
      {
        kind: 'steps',
        items: [
          'Fill in a redemption (transaction) slip: it is attached to your account statement, and any branch of the fund house or its registrar has blank ones.',
          'Write the folio number, the scheme, plan and option, and the units or amount. If you leave both blank, the request cannot be processed.',
          'Every holder signs, in the order and with the signatures registered in the folio.',
          'Hand the slip in at a branch of the fund house or its registrar, or send it to us and we will lodge it for you. Ask for a stamped acknowledgement with the date and time.',
        ],
      },
      { kind: 'heading', text: 'Which day’s NAV you get' },
      {
        kind: 'paragraph',
        text: 'For most schemes, a valid request received before 3 pm on a business day is processed at that day’s NAV; a request received after 3 pm, or on a holiday, is processed at the next business day’s NAV. On our investing site the time that counts is when you confirm with the OTP.',
      },
      { kind: 'heading', text: 'When the money reaches your bank' },
      {
        kind: 'bullets',
        items: [
          'SEBI’s rules require fund houses to pay redemption money within three working days of the day the request is processed for most schemes.',
          'Liquid and overnight funds usually pay on the next business day; equity funds usually within two.',
          'Schemes that invest mainly abroad, and a few others SEBI lists, may take up to five working days.',
          'If a payment is late beyond the permitted time, the fund house must pay you interest for the delay.',
          'Money goes only to a bank account registered in your folio, by electronic transfer. Nothing is ever paid to a third party.',
        ],
      },
      { kind: 'heading', text: 'After you redeem' },
      {
        kind: 'bullets',
        items: [
          'Redeeming does not stop a running SIP. If you want to stop the instalments too, cancel the SIP separately (online or with a cancellation form); allow up to ten days for it to take effect.',
          'Your consolidated account statement for the month will show the redemption, the NAV and any exit load or tax deducted.',
          'Non-resident investors have tax deducted at source from capital gains before payment.',
        ],
      },
      ...closing,
    ],
  },
  {
    key: 'purchaseSip',
    title: downloads.purchaseSip.title,
    subject:
      'How to complete KYC, buy mutual fund units, start a SIP and register its auto-debit as a biller',
    blocks: [
      {
        kind: 'paragraph',
        text: 'This guide takes you from your first KYC to your first SIP instalment. Do the steps once, and every later purchase takes a few minutes.',
      },
      { kind: 'heading', text: 'Step 1: complete your KYC' },
      {
        kind: 'paragraph',
        text: 'KYC (Know Your Customer) is a one-time check that every mutual fund investor in India needs. Once it is done with any fund house or KYC registration agency, it holds for all of them.',
      },
      {
        kind: 'steps',
        items: [
          'Keep ready your PAN card, an address proof (Aadhaar, passport, driving licence or voter ID), a recent photo, and your mobile number and e-mail address.',
          'Fill in the KYC form online on our investing site (with an Aadhaar OTP and a short video or photo check), or on paper with a self-attested copy of each document, which we then verify in person.',
          'Your KYC status shows as “KYC Registered” or “KYC Validated” within a few working days. With a status of “On Hold”, the registration agency says what to correct; we help you fix it.',
        ],
      },
      { kind: 'heading', text: 'Step 2: open your investor account with us' },
      {
        kind: 'steps',
        items: [
          'Give us your bank account details with a cancelled cheque or a bank statement showing your name and the IFSC. Money is taken only from, and paid only to, accounts in your own name.',
          'Name a nominee (up to ten are allowed), or opt out of nomination in writing. One of the two is required for every new folio.',
          `We send you a user ID for ${site.investUrl} and a link to set your own password.`,
        ],
      },
      { kind: 'heading', text: 'Step 3: a one-time purchase (lump sum)' },
      {
        kind: 'steps',
        items: [
          'Sign in, choose the scheme, then the plan (Regular, through us as your distributor) and the option (Growth, or IDCW if you want payouts).',
          'Enter the amount. Most schemes take Rs 500 or Rs 1,000 as the smallest first purchase, and less for later ones.',
          'Pay by net banking or UPI from your registered bank account. Payments from a third person’s account are refused.',
          'You are allotted units at the NAV of the day the fund house receives your money, if it arrives before the cut-off time (3 pm for most schemes; 1:30 pm for liquid and overnight funds). Units reach your folio the next business day.',
        ],
      },
      { kind: 'heading', text: 'Step 4: start a SIP' },
      {
        kind: 'steps',
        items: [
          'Choose the scheme, plan and option, the monthly amount (often from Rs 500), the date of each instalment, and how long the SIP should run (or “until cancelled”).',
          'If you have not yet given a mandate, set one up now (Step 5). A mandate is your standing permission for the instalments to be debited from your bank account.',
          'The first instalment is debited on the first SIP date after the mandate is accepted by your bank. Keep the balance in your account a day before each SIP date: a debit that fails for want of balance may be charged for by your bank, and three failures in a row can cancel the SIP.',
          'You can pause, change or stop a SIP online at any time; allow up to ten days for a change to take effect.',
        ],
      },
      { kind: 'heading', text: 'Step 5: the mandate, and biller registration' },
      {
        kind: 'paragraph',
        text: 'A single mandate can pay several SIPs. Set its upper limit a little above the total you plan to invest each month (for example Rs 25,000), so that a new SIP or a step-up does not need a new mandate. There are three ways to give one:',
      },
      {
        kind: 'bullets',
        items: [
          'e-mandate (e-NACH): approved on your bank’s site with net banking or a debit card. Usually active in two to five working days.',
          'UPI AutoPay: approved in your UPI app with your UPI PIN, for instalments within the limit your bank and app allow. Usually active within a day.',
          'Paper mandate (NACH form): signed as in your bank’s records and sent to us. Usually active in two to four weeks.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Some banks ask you to add the SIP’s payee as a biller in net banking before they will honour the debits. If yours does, do this once after placing the mandate:',
      },
      {
        kind: 'steps',
        items: [
          'Note the Unique Mandate Reference Number (UMRN) or registration number from our e-mail confirming your mandate.',
          'Sign in to your bank’s net banking and open Bill Payments (some banks call it BillPay or Billers), then Add Biller.',
          'Search for the biller name given in our e-mail, under the category Mutual Funds or Investments.',
          'Enter the UMRN or registration number as the consumer or reference number, and set the debit limit to the mandate’s limit.',
          'If asked about automatic payment, choose “Pay automatically” or “Auto-pay”, up to the same limit. Confirm with the OTP from your bank.',
          'Menu names differ from bank to bank. If you cannot find the biller, write to us before the first SIP date and we will check with your bank.',
        ],
      },
      { kind: 'heading', text: 'What you receive' },
      {
        kind: 'bullets',
        items: [
          'An SMS and an e-mail from the fund house for each purchase and each SIP instalment, with the units allotted and the NAV.',
          'A consolidated account statement each month in which you invested, and every six months otherwise.',
        ],
      },
      ...closing,
    ],
  },
];
