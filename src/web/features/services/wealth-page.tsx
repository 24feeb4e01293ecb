import { paths } from '../../../shared/config/paths';
import { DrawnBanner, Person } from './components/drawn-banner';
import { ServicePage, ServiceSection } from './components/service-page';

const page = paths.wealth;

/** /wealth: a named planner for families with larger portfolios. */
export default function WealthPage() {
  return (
    <ServicePage
      crumb={page.title}
      title="Wealth management for families"
      lead="One planner who knows your family, every investment on one page, and a review each year that starts from your goals, not from what is being sold this season."
      banner={
        <DrawnBanner
          label="Drawing: a couple and their planner beside a tree whose branches carry labels for education, home and retirement."
          bg="#f3e5f5"
        >
          <rect x="452" y="130" width="26" height="125" rx="8" fill="#795548" />
          <circle cx="465" cy="110" r="70" fill="#43a047" />
          <circle cx="410" cy="140" r="44" fill="#66bb6a" />
          <circle cx="522" cy="138" r="44" fill="#66bb6a" />
          <circle cx="430" cy="96" r="12" fill="#ffc107" />
          <circle cx="500" cy="84" r="12" fill="#ffc107" />
          <circle cx="470" cy="150" r="12" fill="#ffc107" />
          <Person x={250} y={262} skin="#c68863" shirt="#00695c" hair="#2b1d14" long />
          <Person x={330} y={262} skin="#a86b45" shirt="#37474f" hair="#1f1a17" />
          <Person x={680} y={262} skin="#e0ac80" shirt="#6a1b9a" hair="#9e9e9e" />
        </DrawnBanner>
      }
      forWhom={[
        'Families with ₹25 lakh or more in mutual funds, or about to have it from a bonus, a sale or an inheritance.',
        'Professionals and business owners whose investments are spread across many folios, banks and apps.',
        'People within ten years of retirement who want a plan for turning savings into a monthly income.',
        'Non-resident Indians managing investments in India for themselves and their parents.',
      ]}
      steps={[
        {
          title: 'Everything on one page',
          text: 'We gather your holdings from your consolidated account statement, with your consent, and show them by goal: what each rupee is for, and when it is needed.',
        },
        {
          title: 'A written plan',
          text: 'For each goal, a target mix of equity and debt suited to its date and to how much risk you can bear, and the monthly or lump-sum amounts it needs.',
        },
        {
          title: 'Tidy the paperwork',
          text: 'Nominees on every folio, old folios merged, bank mandates updated, and a note for your family of where everything is.',
        },
        {
          title: 'A review every year',
          text: 'A meeting each year, and whenever life changes, to rebalance, plan withdrawals and book gains in a tax-sensible way.',
        },
      ]}
      cost={
        <>
          <p>
            There is no fee for the service. We are an AMFI-registered mutual fund distributor, not
            a SEBI-registered investment adviser: we are paid a trail commission by the fund houses
            whose schemes you hold through us, out of the schemes’ expenses, typically between half
            a per cent and one per cent a year of the amount invested.
          </p>
          <p>
            Ask us at any time what we earn on any fund we suggest, and we will tell you in rupees.
            If you would rather pay a fee for advice and hold direct plans, we will say so plainly
            and point you to registered advisers.
          </p>
        </>
      }
      contact={{
        page: page.label,
        title: 'Meet a planner',
        intro:
          'Leave your details and a senior planner will call you to arrange a first meeting, in person or on a video call.',
      }}
    >
      <ServiceSection id="what" title="What we do for you">
        <p>
          As savings grow they tend to scatter: a few funds bought through a bank, a few through an
          app, a policy a relative sold you, shares from an old employer. Each made sense when it
          was bought; together they rarely add up to a plan.
        </p>
        <p>
          Our wealth service gives your family one planner who knows your goals, your risk appetite
          and your paperwork, and who answers your calls. We plan across goals and across
          generations, and we invest through mutual funds, because they are regulated, transparent
          and easy to hand on. Past performance does not promise future returns, and we will never
          claim otherwise.
        </p>
      </ServiceSection>
    </ServicePage>
  );
}
