// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { paths } from '../../../../../shared/config/paths';
import type { TMoneyMapFormInput } from '../utils/form-schema';
import { NotifyProvider } from '../../../../lib/notify';
import { render, settle } from '../../../../testing/dom';
import { MoneyMapResult } from './money-map-result';

// Signed out unless a test signs in: only then is the map saved and the risk profile read.
const session = vi.hoisted(() => ({ signedIn: false }));
vi.mock('../../../../lib/session', () => ({
  useSession: () =>
    session.signedIn
      ? { status: 'signed-in', user: { id: 'u1', name: 'Asha', email: 'asha@example.in' } }
      : { status: 'signed-out' },
}));

const education = (alreadySaved?: number): TMoneyMapFormInput => ({
  presentValue: 1_000_000,
  goal: 'EDUCATION',
  years: 10,
  alreadySaved,
});

function draw(input: TMoneyMapFormInput) {
  return render(
    <NotifyProvider>
      <MoneyMapResult
        input={input}
        editedRates={{ inflation: null, returns: null }}
        stepUp={0}
        submission={1}
        onRatesChange={() => {}}
        onStepUpChange={() => {}}
        scenarioA={null}
        onCompare={() => {}}
      />
    </NotifyProvider>,
  );
}

const routeText = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll('[aria-label="Routes to your goal"] > li')].find((li) =>
    li.textContent?.includes(label),
  )?.textContent;

it('shows today’s figures when nothing is saved', () => {
  const container = draw(education());
  expect(container.textContent).toContain('₹25,94,000');
  expect(routeText(container, 'Equity')).toContain('₹11,500 a month');
  expect(container.textContent).not.toContain('already saved');
  expect(container.textContent).toContain('Or all at once: ₹7,86,000 invested today in equity');
});

it('lowers the SIP by what is already saved, and offers the lump sum for the rest', () => {
  const container = draw(education(200_000));
  expect(routeText(container, 'Equity')).toContain('₹8,500 a month');
  expect(container.textContent).toContain('₹2,00,000 already saved');
  expect(container.textContent).toContain('the SIP has to find only the other ₹19,33,923');
  expect(container.textContent).toContain('Or all at once: ₹5,86,000 invested today in equity');
  // The footnote says the figures count the saving.
  expect(container.textContent).toContain('Already saved: ₹2,00,000');
});

it('says so when what is saved already covers the goal', () => {
  const container = draw(education(1_000_000));
  expect(container.textContent).toContain('Your savings already cover this goal');
  expect(routeText(container, 'Equity')).toContain('Covered');
  expect(container.textContent).not.toContain('Or all at once');
});

it('sends the saving with the save, then offers My plan and names the risk profile', async () => {
  session.signedIn = true;
  const bodies: Record<string, unknown> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as unknown;
      bodies[url.replace(/^.*\/api\//, '')] = body;
      const answer = url.endsWith('user/getRiskBand')
        ? { success: true, msg: 'ok', riskBand: 'moderate' }
        : { success: true, msg: 'Your money map is saved', moneyMap: {} };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  try {
    const container = draw(education(200_000));
    await settle();
    const saved = Object.entries(bodies).find(([url]) => url.endsWith('saveMoneyMap'))?.[1];
    expect(saved).toMatchObject({ uid: 'u1', alreadySaved: 200_000, years: 10 });
    const link = [...container.querySelectorAll('a')].find((a) =>
      a.textContent?.includes('See all your goals in My plan'),
    );
    expect(link?.getAttribute('href')).toBe(paths.myPlan.path);
    expect(container.textContent).toContain('Your risk profile: moderate.');
    expect(container.textContent).toContain(
      'It points to asset allocation, while your goal’s years suggest equity',
    );
  } finally {
    session.signedIn = false;
  }
});
