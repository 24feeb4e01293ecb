import {
  MONEY_MAP_GOAL_LABELS,
  MONEY_MAP_GOALS,
} from '../../../../shared/planners/money-map-goals';
import { RETIREMENT_LIMITS } from '../../../../shared/planners/retirement-limits';
import type { TPlan, TPlanGoal } from '../../../../shared/schemas/my-plan';
import { portfolioOptions } from '../components/my-plan/plan-words';

/**
 * My plan as a share link (issue 25): only figures, in the URL fragment, which a browser never
 * sends to a server. Per goal: its kind of goal (the Money Maps goal or RETIREMENT, never the
 * user's own name for it), target year, cost then and today, monthly SIP, portfolio and its rate,
 * already saved; and what the user can invest, if they said. No name, e-mail, id or date of saving.
 *
 * `#v=1&c=70000&g=EDUCATION_2036_2594000_1000000_11500_equity_12_0&g=…&s=1x2y3z`: one `g` per
 * goal in the plan's order, rates as percentages, and `s` a checksum of everything before it, so
 * that a link cut short or edited by hand is refused rather than shown wrong.
 */

const VERSION = '1';
const RETIREMENT = 'RETIREMENT';
const SEPARATOR = '_';
/** Far beyond any goal's figures (₹1,000 crore inflated for 50 years), well inside exact range. */
const MAX_AMOUNT = 1e15;
const MAX_GOALS = 100;

type SharedGoal = {
  goal: (typeof MONEY_MAP_GOALS)[number] | typeof RETIREMENT;
  targetYear: number;
  futureCost: number;
  futureCostToday: number;
  monthly: number;
  portfolio: TPlanGoal['portfolio'];
  /** The portfolio's yearly return, as a fraction. */
  rate: number;
  alreadySaved: number;
};

type SharedPlan = { monthlyCapacity: number | null; goals: SharedGoal[] };

const kindOf = (goal: string): TPlanGoal['kind'] =>
  goal === RETIREMENT ? 'retirement' : 'moneyMap';

const GOAL_KINDS = new Set<string>([...MONEY_MAP_GOALS, RETIREMENT]);

const isAmount = (n: number, max = MAX_AMOUNT) => Number.isFinite(n) && n >= 0 && n <= max;

/**
 * One goal of a link, or null when any of its figures is not what My plan could have written.
 * Checked by hand rather than with a schema: a schema library would triple the page's code.
 */
function sharedGoalOf(line: string): SharedGoal | null {
  const [goal, year, cost, costToday, monthly, portfolio, rate, saved, ...rest] =
    line.split(SEPARATOR);
  // A field too many is as wrong as one too few.
  if (rest.length > 0 || goal === undefined || !GOAL_KINDS.has(goal)) return null;
  const shared = {
    goal: goal as SharedGoal['goal'],
    targetYear: numberOf(year),
    futureCost: numberOf(cost),
    futureCostToday: numberOf(costToday),
    monthly: numberOf(monthly),
    portfolio: portfolio as TPlanGoal['portfolio'],
    rate: numberOf(rate) / 100,
    alreadySaved: numberOf(saved),
  };
  const fits =
    Number.isInteger(shared.targetYear) &&
    shared.targetYear >= 2000 &&
    shared.targetYear <= 2200 &&
    [shared.futureCost, shared.futureCostToday, shared.monthly, shared.alreadySaved].every((n) =>
      isAmount(n),
    ) &&
    isAmount(shared.rate, 1) &&
    // A Money Maps goal is funded at one of its routes, retirement at one of its profiles.
    portfolioOptions(kindOf(goal)).some((option) => option.value === portfolio);
  return fits ? shared : null;
}

/** What a goal is called on the shared page: its kind's label, never the owner's own name. */
const sharedGoalLabel = (goal: SharedGoal['goal']) =>
  goal === RETIREMENT ? 'Retirement' : MONEY_MAP_GOAL_LABELS[goal];

const toPercent = (fraction: number) => String(Math.round(fraction * 10_000) / 100);
// A missing or empty number is no number (Number('') would be 0).
const numberOf = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? Number.NaN : Number(text);

/** FNV-1a over the text, in base 36: enough to notice a slip or a cut, not a seal. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The plan's share fragment, with its '#'. */
export function sharedPlanFragment(plan: Pick<TPlan, 'monthlyCapacity' | 'goals'>): string {
  const params = new URLSearchParams({ v: VERSION });
  if (plan.monthlyCapacity !== null) params.set('c', String(plan.monthlyCapacity));
  for (const goal of plan.goals) {
    const fields = [
      goal.goal,
      goal.targetYear,
      goal.futureCost,
      goal.futureCostToday,
      goal.monthly,
      goal.portfolio,
      toPercent(goal.rate),
      goal.alreadySaved,
    ];
    params.append('g', fields.join(SEPARATOR));
  }
  const body = params.toString();
  return `#${body}&s=${checksum(body)}`;
}

/**
 * The plan a fragment carries; 'broken' when it is a shared plan's link that cannot be read (cut
 * short, edited); null when it carries none (no fragment, or another one such as `#main-content`).
 */
export function readSharedPlan(hash: string): SharedPlan | 'broken' | null {
  const text = hash.replace(/^#/, '');
  if (!new URLSearchParams(text).has('v')) return null;
  const mark = text.lastIndexOf('&s=');
  if (mark < 0) return 'broken';
  const body = text.slice(0, mark);
  if (checksum(body) !== text.slice(mark + 3)) return 'broken';
  const params = new URLSearchParams(body);
  if (params.get('v') !== VERSION) return 'broken';
  const capacityText = params.get('c');
  const monthlyCapacity = capacityText === null ? null : numberOf(capacityText);
  if (monthlyCapacity !== null && !isAmount(monthlyCapacity, RETIREMENT_LIMITS.maxMonthly)) {
    return 'broken';
  }
  const lines = params.getAll('g');
  if (lines.length < 1 || lines.length > MAX_GOALS) return 'broken';
  const goals = lines.map(sharedGoalOf);
  if (goals.some((goal) => goal === null)) return 'broken';
  return { monthlyCapacity, goals: goals as SharedGoal[] };
}

/**
 * The shared figures as a plan My plan's parts can draw: each goal named by its label, the total
 * the sum of the SIPs carried and the gap what can be invested less it (plain sums, no planner).
 * Years left count from `thisYear`, the reader's; a goal is due once its year has come and it asks
 * for nothing more.
 */
export function planOfShared(shared: SharedPlan, thisYear: number): TPlan {
  const goals = shared.goals.map((goal, index): TPlanGoal => {
    const yearsLeft = Math.max(0, goal.targetYear - thisYear);
    return {
      ...goal,
      goalId: `shared-goal-${index + 1}`,
      kind: kindOf(goal.goal),
      name: sharedGoalLabel(goal.goal),
      priority: null,
      yearsLeft,
      due: yearsLeft < 1 && goal.monthly === 0,
      savedAt: '',
    };
  });
  const total = goals.reduce((sum, goal) => sum + goal.monthly, 0);
  const capacity = shared.monthlyCapacity;
  return {
    monthlyCapacity: capacity,
    goals,
    total,
    gap: capacity === null ? null : capacity - total,
    moves: [],
    stepUp: null,
    riskBand: null,
  };
}
