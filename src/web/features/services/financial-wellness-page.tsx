import { paths } from '../../../shared/config/paths';
import { DrawnBanner, Person } from './components/drawn-banner';
import { ServicePage, ServiceSection } from './components/service-page';

const page = paths.financialWellness;

const topics = [
  'Reading your CTC and payslip: what EPF, VPF, NPS and gratuity do for you, and what they do not',
  'Choosing between the old and the new income-tax regime with your own figures',
  'An emergency fund before any investment: how much, and where to keep it',
  'Term and health cover beyond the group policy that ends when the job does',
  'Credit cards, personal loans and buy-now-pay-later: what the interest really costs',
  'Goals in rupees and dates, and monthly investing (SIPs) for them',
  'Retirement: how much a monthly expense of ₹50,000 today asks of you by 60',
];

/** /financial-wellness: our programme for employers, with the short form 'We'd Love to Connect With You'. */
export default function FinancialWellnessPage() {
  return (
    <ServicePage
      crumb={page.title}
      title="Financial wellness for your people"
      lead="Money worries come to work. Our workshops and one-to-one money clinics help employees plan their salary, their goals and their retirement, in plain words and in rupees."
      banner={
        <DrawnBanner
          label="Drawing: four colleagues at a whiteboard showing a rising line of savings, in an office with a window."
          bg="#e8f5e9"
        >
          <rect
            x="120"
            y="60"
            width="330"
            height="170"
            rx="10"
            fill="#fff"
            stroke="#004d40"
            strokeWidth="6"
          />
          <path
            d="M150 200 L220 170 L290 180 L360 120 L420 95"
            fill="none"
            stroke="#00695c"
            strokeWidth="8"
            strokeLinecap="round"
          />
          <circle cx="420" cy="95" r="10" fill="#ff8f00" />
          <rect
            x="560"
            y="70"
            width="180"
            height="120"
            rx="8"
            fill="#b3e5fc"
            stroke="#004d40"
            strokeWidth="5"
          />
          <path d="M650 70 V190 M560 130 H740" stroke="#004d40" strokeWidth="4" />
          <Person x={500} y={262} skin="#c68863" shirt="#00695c" hair="#2b1d14" long />
          <Person x={600} y={266} skin="#8d5a3b" shirt="#ff8f00" hair="#1f1a17" />
          <Person x={700} y={262} skin="#e0ac80" shirt="#37474f" hair="#4e342e" long />
          <Person x={800} y={266} skin="#a86b45" shirt="#5c6bc0" hair="#1f1a17" />
        </DrawnBanner>
      }
      forWhom={[
        'HR and people teams who want a benefit that employees use, not one that sits in a brochure.',
        'Founders of start-ups and small firms with a young team on its first salary, or with ESOPs to understand.',
        'Factories, hospitals and offices with shift workers: we teach in Hindi, Kannada, Marathi, Gujarati and English, on site and at hours that suit the shifts.',
        'Teams facing a change: a relocation, a restructuring, or people nearing retirement.',
      ]}
      steps={[
        {
          title: 'A conversation',
          text: 'We meet your HR team to understand the people: ages, pay bands, cities, languages, and the questions they bring to HR already.',
        },
        {
          title: 'An anonymous survey',
          text: 'Ten questions that employees answer without their names, so that the sessions start from what worries them most.',
        },
        {
          title: 'Workshops and money clinics',
          text: 'Ninety-minute workshops for up to 80 people, on site or online, then 20-minute one-to-one clinics that anyone can book in private.',
        },
        {
          title: 'A report, without names',
          text: 'What people asked, what they found useful and what to cover next quarter. We never share an employee’s personal details with the employer.',
        },
      ]}
      cost={
        <>
          <p>
            Employers pay a fee agreed in writing before we start: a single workshop begins at
            ₹30,000 plus GST for up to 80 people in Bengaluru, Mumbai or Ahmedabad, or online; a
            year-long programme is priced by headcount. Employees pay nothing, and nobody is asked
            to buy anything in a session.
          </p>
          <p>
            We are also an AMFI-registered mutual fund distributor. If an employee later chooses to
            invest through us, the fund house pays us a commission out of the scheme’s expenses, as
            it pays every distributor. We say so in every session, along with the fact that direct
            plans, bought without a distributor, cost less.
          </p>
        </>
      }
      contact={{
        page: page.label,
        title: 'We’d Love to Connect With You',
        intro:
          'Tell us who you are and we will call you within two working days to talk about your team. No obligation, and no sales pitch.',
      }}
    >
      <ServiceSection id="what" title="What the programme covers">
        <p>
          A salary is the biggest financial tool most people have, and few were ever taught to use
          it. Our programme turns the questions employees already ask each other over lunch into
          short, practical sessions, each ending with one thing to do that week. We choose the
          topics with you from this list, and add your own benefits where they matter:
        </p>
        <ul>
          {topics.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      </ServiceSection>
    </ServicePage>
  );
}
