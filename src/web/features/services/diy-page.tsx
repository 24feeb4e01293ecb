import Link from '@mui/material/Link';
import { Link as RouterLink } from 'wouter';
import { paths, plannerKeys, plannerWords } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';
import { VisuallyHidden } from '../../components/visually-hidden';
import { DrawnBanner, Person } from './components/drawn-banner';
import { ServicePage, ServiceSection } from './components/service-page';

const page = paths.diy;

/** /diy: plan with the free planners and invest on your own through our platform. */
export default function DiyPage() {
  return (
    <ServicePage
      crumb={page.title}
      title="Plan it yourself, invest it yourself"
      lead="Our free planners work out what each goal needs, and our online platform lets you start the SIPs yourself, with a person to call whenever you want one."
      banner={
        <DrawnBanner
          label="Drawing: a young man at a laptop whose screen shows three goals and a rising chart."
          bg="#e3f2fd"
        >
          <rect x="300" y="70" width="300" height="180" rx="12" fill="#37474f" />
          <rect x="316" y="86" width="268" height="148" rx="4" fill="#fff" />
          <path
            d="M336 210 L390 180 L440 190 L500 140 L560 118"
            fill="none"
            stroke="#00695c"
            strokeWidth="7"
            strokeLinecap="round"
          />
          <rect x="336" y="100" width="60" height="14" rx="7" fill="#ffc107" />
          <rect x="406" y="100" width="60" height="14" rx="7" fill="#4db6ac" />
          <rect x="476" y="100" width="60" height="14" rx="7" fill="#f48fb1" />
          <rect x="260" y="248" width="380" height="14" rx="7" fill="#546e7a" />
          <Person x={720} y={270} skin="#a86b45" shirt="#ff8f00" hair="#1f1a17" />
        </DrawnBanner>
      }
      forWhom={[
        'People who like to understand the numbers and make their own choices.',
        'Salaried investors who want to start a SIP from their phone in ten minutes, and stop or change it just as easily.',
        'Anyone who has used our planners and wants to act on the plan without waiting for a meeting.',
      ]}
      steps={[
        {
          title: 'Plan a goal',
          text: `${paths.moneyMap.title} turns a goal, its cost today and its date into a monthly amount, at rates you can see and change.`,
        },
        {
          title: 'Know your risk',
          text: `The ${plannerWords('riskProfile')}’s eight questions suggest how much of a goal’s money could sit in equity, and how much in debt.`,
        },
        {
          title: 'Start online',
          text: 'Complete your KYC with your PAN and Aadhaar on our investing platform, choose a fund category for each goal, and set up the SIP mandate.',
        },
        {
          title: 'Check in once a year',
          text: `The ${paths.financialHealth.title} shows how your plan stands; call or write to us if you want a second pair of eyes.`,
        },
      ]}
      cost={
        <>
          <p>
            The planners are free, with or without an account. Investing through our platform has no
            account fee and no charge per transaction.
          </p>
          <p>
            The funds on our platform are regular plans: as an AMFI-registered mutual fund
            distributor, we are paid a trail commission by the fund house, a fraction of a per cent
            a year of what you hold, which is already part of the scheme’s expense ratio and is not
            billed to you separately. Direct plans of the same schemes have no commission and a
            lower expense ratio; you can buy them from the fund house yourself, and our planners
            work just as well for them.
          </p>
        </>
      }
      contact={{
        page: page.label,
        title: 'Need a hand getting started?',
        intro: 'Leave your details and we will call you to help with KYC or your first SIP.',
      }}
    >
      <ServiceSection id="what" title="Four planners, free">
        <p>
          Each planner started life as a worksheet in our classes. They work out your figures in
          your browser, show every assumption, and let you save your plan when you sign in:
        </p>
        <ul>
          {plannerKeys.map((key) => (
            <li key={key}>
              <Link component={RouterLink} to={paths[key].path} sx={{ fontWeight: 700 }}>
                {paths[key].title}
              </Link>
            </li>
          ))}
        </ul>
        <p>
          When the plan is ready, start investing on{' '}
          <Link href={site.investUrl} target="_blank" rel="noopener" sx={{ fontWeight: 700 }}>
            our investing platform
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Link>
          . The planners’ figures are illustrations at assumed rates, not promises of returns.
        </p>
      </ServiceSection>
    </ServicePage>
  );
}
