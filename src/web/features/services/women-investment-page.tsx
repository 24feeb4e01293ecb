import { paths } from '../../../shared/config/paths';
import { DrawnBanner, Person } from './components/drawn-banner';
import { ServicePage, ServiceSection } from './components/service-page';

const page = paths.womenInvestment;

/** /womenInvestment: the Equality Collective, money circles for women. */
export default function WomenInvestmentPage() {
  return (
    <ServicePage
      crumb={page.title}
      title="The Equality Collective"
      lead="Money circles for women: small groups that meet every month to learn, ask the questions no one else answers, and build plans in their own names."
      banner={
        <DrawnBanner
          label="Drawing: five women of different ages sitting in a circle, one holding a notebook with a plan."
          bg="#fce4ec"
        >
          <ellipse cx="480" cy="250" rx="300" ry="34" fill="#f8bbd0" />
          <Person x={250} y={262} skin="#c68863" shirt="#00695c" hair="#2b1d14" long />
          <Person x={370} y={262} skin="#8d5a3b" shirt="#ad1457" hair="#9e9e9e" long />
          <Person x={490} y={262} skin="#e0ac80" shirt="#ff8f00" hair="#1f1a17" long />
          <Person x={610} y={262} skin="#a86b45" shirt="#5c6bc0" hair="#4e342e" />
          <Person x={730} y={262} skin="#c68863" shirt="#2e7d32" hair="#2b1d14" long />
          <rect
            x="466"
            y="168"
            width="48"
            height="36"
            rx="4"
            fill="#fff"
            stroke="#004d40"
            strokeWidth="3"
          />
          <path d="M474 182 H506 M474 192 H498" stroke="#004d40" strokeWidth="3" />
        </DrawnBanner>
      }
      forWhom={[
        'Women who earn and would like to decide where their money goes, not only hand it over.',
        'Homemakers who want to understand the family’s investments, insurance and loans, and where the papers are.',
        'Women returning to work after a break, restarting their savings and their retirement plan.',
        'Women who have lost a spouse or gone through a separation, and now manage money alone for the first time.',
      ]}
      steps={[
        {
          title: 'Join a circle',
          text: 'Twelve to fifteen women, led by one of our women planners, meeting once a month for two hours: on a weekday evening, a Saturday morning, or online.',
        },
        {
          title: 'One topic a month',
          text: 'Your net worth on one page; an emergency fund of your own; nominations and wills; insurance; investing in your own name; retirement.',
        },
        {
          title: 'Homework that matters',
          text: 'Each month ends with one task: find the policy papers, add a nominee, open a bank account in your name. The circle asks how it went.',
        },
        {
          title: 'A plan in your name',
          text: 'After six months, every member has a written plan, and can book a private session with a planner to put it into action.',
        },
      ]}
      cost={
        <>
          <p>
            The circles are free to join, in Bengaluru, Mumbai and Ahmedabad and online. A private
            planning session is free too. Day-long workshops, such as Money after 50, cost ₹1,500,
            with tea and lunch.
          </p>
          <p>
            We are an AMFI-registered mutual fund distributor. If a member chooses to invest through
            us, the fund house pays us a commission out of the scheme’s expenses; she is never asked
            to, and circles are never used to sell.
          </p>
        </>
      }
      contact={{
        page: page.label,
        title: 'Join a circle near you',
        intro:
          'Leave your details and a planner from the Collective will call you to find a circle at a time that suits you.',
      }}
    >
      <ServiceSection id="what" title="Why a collective">
        <p>
          Many women in India earn, save and run a household budget, yet tell us that the big money
          decisions in their family were made without them: which policy to buy, where the provident
          fund went, whose name is on the flat. Too often they find out what was decided only when
          something goes wrong.
        </p>
        <p>
          The Equality Collective began in 2019 when women in our evening classes asked for a room
          of their own, where no question was too basic and nobody spoke over them. It is a room
          like that: small, regular and practical, run by women, where the aim is not to pick the
          best fund but to know your own money well enough to make every decision with confidence.
        </p>
      </ServiceSection>
    </ServicePage>
  );
}
