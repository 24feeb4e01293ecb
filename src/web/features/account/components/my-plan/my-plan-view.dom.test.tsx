// @vitest-environment happy-dom
import { act } from 'react';
import { expect, it, vi } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '../../../../../shared/config/messages';
import { paths } from '../../../../../shared/config/paths';
import type { TPlan, TPlanGoal } from '../../../../../shared/schemas/my-plan';
import { NotifyProvider } from '../../../../lib/notify';
import { queryClient } from '../../../../lib/query-client';
import type { SessionUser } from '../../../../lib/session';
import { render, settle, type as typeInto } from '../../../../testing/dom';
import { moneyMapsKey } from '../../api/money-maps';
import { askForPlanEarly, readPlan } from '../../api/my-plan';
import { planGoal } from '../../testing/plan-goal';
import { readSharedPlan } from '../../utils/shared-plan-link';
import { MyPlanView } from './my-plan-view';

const user = { id: 'u1', email: 'asha@example.in', name: 'Asha' } as SessionUser;

const education = planGoal();

const planWith = (goals: TPlanGoal[]): TPlan => ({
  monthlyCapacity: null,
  goals,
  total: goals.reduce((sum, g) => sum + g.monthly, 0),
  gap: null,
  moves: [],
  stepUp: null,
  riskBand: null,
});

const savedMap = {
  id: education.goalId,
  goal: 'EDUCATION',
  presentValue: 1_000_000,
  years: 10,
  rates: { inflation: 0.1, returns: { conservative: 0.08, moderate: 0.1, aggressive: 0.12 } },
  stepUp: 0,
};

/** The API by path: each answers with what `answers` holds for it now. */
function stubApiByPath(answers: Record<string, () => unknown>) {
  const fetch = vi.fn(async (url: string, _init: RequestInit) => {
    const path = url.replace(/^\/api\//, '');
    const answer = answers[path];
    if (!answer) throw new Error(`the test gave no answer for ${path}`);
    return new Response(JSON.stringify(answer()), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const bodyOf = (fetch: ReturnType<typeof stubApiByPath>, path: string) =>
  fetch.mock.calls
    .filter(([url]) => url === `/api/${path}`)
    .map(([, init]) => JSON.parse(init.body as string));

const draw = async () => {
  render(
    <NotifyProvider>
      <MyPlanView user={user} />
    </NotifyProvider>,
  );
  await settle();
};

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;

it('leads to the planners when nothing is saved yet', async () => {
  stubApiByPath({
    'user/getPlan': () => ({ success: true, msg: 'Your plan', plan: planWith([]) }),
    'user/getMoneyMaps': () => ({ success: true, msg: '', moneyMaps: [] }),
  });
  await draw();
  expect(document.querySelector('h2')?.textContent).toBe('No goals in your plan yet');
  const links = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  expect(links).toEqual([paths.moneyMap.path, paths.retirementPlanner.path]);
});

it('says something went wrong, as an alert, when the plan cannot be read twice over', async () => {
  const fetch = stubApiByPath({
    'user/getPlan': () => {
      throw new Error('the server is away');
    },
    'user/getMoneyMaps': () => ({ success: true, msg: '', moneyMaps: [] }),
  });
  await draw();
  await vi.waitFor(() =>
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(GENERIC_ERROR_MESSAGE),
  );
  expect(bodyOf(fetch, 'user/getPlan')).toHaveLength(2);
});

it('opens a goal in its planner with its inputs', async () => {
  stubApiByPath({
    'user/getPlan': () => ({ success: true, msg: 'Your plan', plan: planWith([education]) }),
    'user/getMoneyMaps': () => ({ success: true, msg: '', moneyMaps: [savedMap] }),
  });
  await draw();
  const open = [...document.querySelectorAll('a')].find((a) =>
    a.textContent?.startsWith('Open in'),
  );
  expect(open?.getAttribute('href')).toBe(
    `${paths.moneyMap.path}#pv=1000000&goal=EDUCATION&years=10`,
  );
});

it('renames a goal with user/updateGoal, sending only the name', async () => {
  let plan = planWith([education]);
  const fetch = stubApiByPath({
    'user/getPlan': () => ({ success: true, msg: 'Your plan', plan }),
    'user/getMoneyMaps': () => ({ success: true, msg: '', moneyMaps: [savedMap] }),
    'user/updateGoal': () => {
      plan = planWith([{ ...education, name: 'Riya’s college' }]);
      return { success: true, msg: 'Goal updated', plan };
    },
  });
  await draw();
  // The dialog, and the form's schema, load on first use.
  await settle(() => button('Change').click());
  await vi.waitFor(() => expect(document.querySelector('#goal-name')).not.toBeNull());
  typeInto('#goal-name', 'Riya’s college');
  await settle(() => button('Save changes').click());

  await vi.waitFor(() =>
    expect(bodyOf(fetch, 'user/updateGoal')).toEqual([
      { goalId: education.goalId, name: 'Riya’s college' },
    ]),
  );
  await settle();
  expect(document.querySelector('li h3')?.textContent).toBe('Riya’s college');
  expect(document.querySelector('#goal-name')).toBeNull();
});

it('marks the saved maps /profile keeps as out of date once a goal changes here', async () => {
  stubApiByPath({
    'user/getPlan': () => ({ success: true, msg: 'Your plan', plan: planWith([education]) }),
    'user/getMoneyMaps': () => ({ success: true, msg: '', moneyMaps: [savedMap] }),
    'user/updateGoal': () => ({ success: true, msg: 'Goal updated', plan: planWith([education]) }),
  });
  // /profile, visited earlier, left its list in the app's query cache.
  queryClient.setQueryData(moneyMapsKey(user.id), [savedMap]);
  await draw();
  expect(queryClient.getQueryState(moneyMapsKey(user.id))?.isInvalidated).toBe(false);
  await settle(() => button('Change').click());
  await vi.waitFor(() => expect(document.querySelector('#goal-name')).not.toBeNull());
  typeInto('#goal-name', 'Riya’s college');
  await settle(() => button('Save changes').click());
  await vi.waitFor(() =>
    expect(queryClient.getQueryState(moneyMapsKey(user.id))?.isInvalidated).toBe(true),
  );
  queryClient.clear();
});

it('removes a goal with user/removeGoal only after it is confirmed', async () => {
  let plan = planWith([education]);
  const fetch = stubApiByPath({
    'user/getPlan': () => ({ success: true, msg: 'Your plan', plan }),
    'user/getMoneyMaps': () => ({ success: true, msg: '', moneyMaps: [savedMap] }),
    'user/removeGoal': () => {
      plan = planWith([]);
      return { success: true, msg: 'Goal removed from your plan' };
    },
  });
  await draw();
  await settle(() => button('Remove').click());
  await vi.waitFor(() =>
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
      'Education leaves your plan for good',
    ),
  );
  await settle(() => button('Cancel').click());
  expect(bodyOf(fetch, 'user/removeGoal')).toEqual([]);

  await settle(() => button('Remove').click());
  const confirm = [...document.querySelectorAll('[role="dialog"] button')].find(
    (b) => b.textContent === 'Remove',
  ) as HTMLButtonElement;
  await settle(() => confirm.click(), 300);
  expect(bodyOf(fetch, 'user/removeGoal')).toEqual([{ goalId: education.goalId }]);
  expect(document.body.textContent).toContain('No goals in your plan yet');
});

it('keeps what the user can invest and shows the gap the server answers', async () => {
  let plan = planWith([education]);
  const fetch = stubApiByPath({
    'user/getPlan': () => ({ success: true, msg: 'Your plan', plan }),
    'user/getMoneyMaps': () => ({ success: true, msg: '', moneyMaps: [savedMap] }),
    'user/savePlanCapacity': () => {
      plan = { ...plan, monthlyCapacity: 10_000, gap: -1_500 };
      return { success: true, msg: 'Saved what you can invest each month', plan };
    },
  });
  await draw();
  // With no figure saved, the form shows at once (its module loads with the plan).
  await vi.waitFor(() => expect(document.querySelector('#plan-capacity')).not.toBeNull());
  typeInto('#plan-capacity', '10,000');
  await act(async () => button('Save').click());
  // The form's schema loads on first use.
  await vi.waitFor(() =>
    expect(bodyOf(fetch, 'user/savePlanCapacity')).toEqual([{ monthlyCapacity: 10_000 }]),
  );
  await settle();
  expect(document.querySelector('[data-testid="plan-gap"]')?.textContent).toContain(
    '₹1,500 a month short of what your goals ask',
  );
});

it('with a figure saved, opens its form only on asking, filled and focused, and Cancel closes it', async () => {
  const plan = { ...planWith([education]), monthlyCapacity: 20_000, gap: 8_500 };
  stubApiByPath({
    'user/getPlan': () => ({ success: true, msg: 'Your plan', plan }),
    'user/getMoneyMaps': () => ({ success: true, msg: '', moneyMaps: [savedMap] }),
  });
  await draw();
  expect(document.querySelector('#plan-capacity')).toBeNull();
  await act(async () => button('Change what you can invest').click());
  await vi.waitFor(() => expect(document.querySelector('#plan-capacity')).not.toBeNull());
  const field = document.querySelector<HTMLInputElement>('#plan-capacity')!;
  expect(field.value).toBe('20,000');
  expect(document.activeElement).toBe(field);
  await act(async () => button('Cancel').click());
  expect(document.querySelector('#plan-capacity')).toBeNull();
  expect(button('Change what you can invest')).toBeTruthy();
});

it('copies a share link to the shared plan page that carries the figures, not the goal’s name', async () => {
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const plan = { ...planWith([{ ...education, name: 'Riya’s college' }]), monthlyCapacity: 20_000 };
  stubApiByPath({
    'user/getPlan': () => ({ success: true, msg: 'Your plan', plan }),
    'user/getMoneyMaps': () => ({ success: true, msg: '', moneyMaps: [savedMap] }),
  });
  await draw();
  await settle(() => button('Copy share link').click());

  expect(writeText).toHaveBeenCalledOnce();
  const link = new URL(writeText.mock.calls[0]![0]);
  expect(link.origin).toBe(window.location.origin);
  expect(link.pathname).toBe(paths.mySharedPlan.path);
  expect(decodeURIComponent(link.hash)).not.toMatch(/Riya|college|0b6c2f1e|2026-01/);
  expect(readSharedPlan(link.hash)).toEqual({
    monthlyCapacity: 20_000,
    goals: [
      {
        goal: 'EDUCATION',
        targetYear: 2036,
        futureCost: 2_594_000,
        futureCostToday: 1_000_000,
        monthly: 11_500,
        portfolio: 'equity',
        rate: 0.12,
        alreadySaved: 0,
      },
    ],
  });
  expect(document.querySelector('[role="status"]:not([data-testid])')?.textContent).toBe(
    'Link copied',
  );
  Reflect.deleteProperty(navigator, 'clipboard');
});

it('offers the device’s share sheet with the same link where there is one', async () => {
  const share = vi.fn(async (_data: ShareData) => {});
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  stubApiByPath({
    'user/getPlan': () => ({ success: true, msg: 'Your plan', plan: planWith([education]) }),
    'user/getMoneyMaps': () => ({ success: true, msg: '', moneyMaps: [savedMap] }),
  });
  await draw();
  await settle(() => button('Share').click());
  const url = new URL(share.mock.calls[0]![0].url!);
  expect(url.pathname).toBe(paths.mySharedPlan.path);
  expect(readSharedPlan(url.hash)).toMatchObject({ monthlyCapacity: null });
  Reflect.deleteProperty(navigator, 'share');
});

it('draws the plan from the read started while the page loaded, without asking again', async () => {
  const fetch = stubApiByPath({
    'auth/get-session': () => ({ user }),
    'user/getPlan': () => ({ success: true, msg: 'Your plan', plan: planWith([education]) }),
    'user/getMoneyMaps': () => ({ success: true, msg: '', moneyMaps: [savedMap] }),
  });
  history.replaceState(null, '', paths.myPlan.path);
  await askForPlanEarly();
  await draw();
  expect(document.body.textContent).toContain('Your goals, by priority');
  expect(bodyOf(fetch, 'user/getPlan')).toHaveLength(1);
  expect(bodyOf(fetch, 'user/getMoneyMaps')).toHaveLength(1);
});

it('never shows an early answer that lost the race to the page’s own read, after a goal is removed', async () => {
  let goals: TPlanGoal[] = [education];
  const fetch = stubApiByPath({
    'auth/get-session': () => ({ user }),
    'user/getPlan': () => ({ success: true, msg: 'Your plan', plan: planWith(goals) }),
    'user/getMoneyMaps': () => ({ success: true, msg: '', moneyMaps: [] }),
  });
  history.replaceState(null, '', paths.myPlan.path);
  // The page reads the plan while the early ask still waits for the session.
  const early = askForPlanEarly();
  expect((await readPlan()).goals).toHaveLength(1);
  await early;
  // The goal is removed; the page reads again and must see the plan as it is now.
  goals = [];
  expect((await readPlan()).goals).toHaveLength(0);
  expect(bodyOf(fetch, 'user/getPlan')).toHaveLength(2);
});

it('reads the plan anew when its code was loaded from another page before a goal was saved', async () => {
  let goals: TPlanGoal[] = [];
  stubApiByPath({
    'auth/get-session': () => ({ user }),
    'user/getPlan': () => ({ success: true, msg: 'Your plan', plan: planWith(goals) }),
    'user/getMoneyMaps': () => ({
      success: true,
      msg: '',
      moneyMaps: goals.length ? [savedMap] : [],
    }),
  });
  // The My plan link readied on Money Maps, then a goal saved there, then My plan opened.
  history.replaceState(null, '', paths.moneyMap.path);
  await askForPlanEarly();
  goals = [education];
  history.replaceState(null, '', paths.myPlan.path);
  await draw();
  expect(document.body.textContent).toContain('Your goals, by priority');
  expect(document.body.textContent).not.toContain('No goals in your plan yet');
});
