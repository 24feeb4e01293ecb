import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../../../../shared/config/messages';
import { paths } from '../../../../../shared/config/paths';
import { site } from '../../../../../shared/config/site';
import type { MoneyMapGoal } from '../../../../../shared/planners/money-map-goals';
import type { TPlanGoal } from '../../../../../shared/schemas/my-plan';
import type { TSavedMoneyMap } from '../../../../../shared/schemas/save-money-map';
import { shareFragmentOf } from '../../../../components/planner/money-map-share';
import { withSaved } from '../../../../components/planner/saved-link';
import { PrintedFrom, PrintPlanButton } from '../../../../components/print-plan-button';
import { ApiError } from '../../../../lib/api-client';
import { useNotify } from '../../../../lib/notify';
import type { SessionUser } from '../../../../lib/session';
import { updateGoal } from '../../api/my-plan';
import { LoadingNote } from '../loading-note';
import { CapacitySetting } from './capacity-setting';
import { EmptyPlan } from './empty-plan';
import { GoalCard } from './goal-card';
import { PlanSummary } from './plan-summary';
import { PlanTimeline } from './plan-timeline';
import { SharePlanButton } from './share-plan-button';
import { usePlanReads } from './use-plan-reads';

// The dialogs load when a goal is first changed or removed, not with the plan.
const GoalEditDialog = lazy(() =>
  import('./goal-edit-dialog').then((m) => ({ default: m.GoalEditDialog })),
);
const RemoveGoalDialog = lazy(() =>
  import('./remove-goal-dialog').then((m) => ({ default: m.RemoveGoalDialog })),
);

/** Where a goal opens in its planner: a money map by its saved inputs, retirement as saved. */
function plannerLinkOf(goal: TPlanGoal, maps: readonly TSavedMoneyMap[] | undefined) {
  if (goal.kind === 'retirement') {
    return { to: paths.retirementPlanner.path, label: `Open in ${paths.retirementPlanner.title}` };
  }
  const map = maps?.find((m) => m.id === goal.goalId);
  if (!map) return null;
  const fragment = withSaved(
    shareFragmentOf({
      input: { presentValue: map.presentValue, goal: map.goal as MoneyMapGoal, years: map.years },
      rates: map.rates,
      stepUp: map.stepUp,
    }),
    map.alreadySaved,
  );
  return { to: paths.moneyMap.path + fragment, label: `Open in ${paths.moneyMap.title}` };
}

/** The signed-in user's plan: what they can invest, the total and its gap, each goal, the years. */
export function MyPlanView({ user }: { user: SessionUser }) {
  const notify = useNotify();
  // The saved maps change with a goal (its years, what is saved): mapsChanged reads them again.
  const { plan, maps, reloadPlan, showPlan, mapsChanged } = usePlanReads(user.id);
  const [editing, setEditing] = useState<TPlanGoal | null>(null);
  const [removing, setRemoving] = useState<TPlanGoal | null>(null);
  const [moving, setMoving] = useState(false);

  const move = async (goalId: string, years: number) => {
    setMoving(true);
    try {
      const answer = await updateGoal({ goalId, moveYears: years });
      showPlan(answer.plan);
      void mapsChanged();
      notify(answer.msg, 'success');
    } catch (error) {
      notify(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE, 'error');
    } finally {
      setMoving(false);
    }
  };

  // The plan is drawn in a render React may pause for the browser (a deferred one), not in one
  // long task: on a phone that task held the page for half a second.
  const data = useDeferredValue(plan.data);

  if (plan.failed && data === undefined) {
    // Words with the alert role, as the magazine's failed reads: MUI's Alert would bring the
    // modules it shares with the form kit onto every first load of the plan (ADR 047).
    return (
      <Typography role="alert" sx={{ fontSize: '1.1rem', color: 'error.main' }}>
        {GENERIC_ERROR_MESSAGE}
      </Typography>
    );
  }
  if (data === undefined) return <LoadingNote>Loading your plan…</LoadingNote>;
  if (data.goals.length === 0) return <EmptyPlan />;

  return (
    <Box sx={{ display: 'grid', gap: 4, minWidth: 0 }}>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <CapacitySetting capacity={data.monthlyCapacity} onSaved={showPlan} />
        <PlanSummary
          plan={data}
          moving={moving}
          onMove={(goalId, years) => void move(goalId, years)}
        />
      </Box>
      <Box component="section" aria-labelledby="plan-goals-title" sx={{ minWidth: 0 }}>
        <Typography
          id="plan-goals-title"
          component="h2"
          sx={{ fontSize: '1.4rem', fontWeight: 700, color: 'primary.dark', mb: 1.5 }}
        >
          Your goals, by priority
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {data.goals.map((goal) => (
            <GoalCard
              key={goal.goalId}
              goal={goal}
              actions={{
                plannerLink: plannerLinkOf(goal, maps.data),
                onEdit: () => setEditing(goal),
                onRemove: () => setRemoving(goal),
              }}
            />
          ))}
        </Box>
      </Box>
      <PlanTimeline goals={data.goals} />
      <Box component="footer" sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography sx={{ fontSize: '0.9rem', color: 'text.secondary', maxWidth: '70ch' }}>
          These figures are illustrations at assumed rates of return and inflation, not a promise of
          what your investments will earn. {site.distributor.disclaimer}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          <PrintPlanButton />
          <SharePlanButton plan={data} />
        </Box>
        <PrintedFrom date={new Date()} />
      </Box>
      <Suspense fallback={null}>
        {editing && (
          <GoalEditDialog
            key={editing.goalId}
            goal={editing}
            onClose={() => setEditing(null)}
            onSaved={(next, message) => {
              showPlan(next);
              void mapsChanged();
              notify(message, 'success');
              setEditing(null);
            }}
          />
        )}
        {removing && (
          <RemoveGoalDialog
            goal={removing}
            onClose={() => setRemoving(null)}
            onRemoved={(message) => {
              void reloadPlan();
              void mapsChanged();
              notify(message, 'success');
              setRemoving(null);
            }}
          />
        )}
      </Suspense>
    </Box>
  );
}
