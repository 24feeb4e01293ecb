import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';
import { paths } from '../../../../shared/config/paths';
import { formatDate } from '../../../../shared/format/date';
import { formatPercent } from '../../../../shared/format/percent';
import { formatRupees } from '../../../../shared/format/rupees';
import {
  MONEY_MAP_GOAL_LABELS,
  type MoneyMapGoal,
} from '../../../../shared/planners/money-map-goals';
import { MONEY_MAP_ROUTES } from '../../../../shared/planners/money-map';
import type { TSavedMoneyMap } from '../../../../shared/schemas/save-money-map';
import { shareFragmentOf } from '../../../components/planner/money-map-share';
import { withSaved } from '../../../components/planner/saved-link';
import { useNotify } from '../../../lib/notify';
import { queryClient, useAppQuery } from '../../../lib/query-client';
import { useAppMutation } from '../../../lib/app-mutation';
import type { SessionUser } from '../../../lib/session';
import { deleteMoneyMap, getMoneyMaps, moneyMapsKey } from '../api/money-maps';
import { LoadingNote } from './loading-note';
import { PanelHeading } from './panel-heading';

const routeLabel = Object.fromEntries(MONEY_MAP_ROUTES.map((r) => [r.id, r.label]));
const goalLabel = (goal: string) => MONEY_MAP_GOAL_LABELS[goal as MoneyMapGoal] ?? goal;

/**
 * Every money map the user calculated while signed in (a row per calculation, decision 14),
 * latest first: each opens again in Money Maps with its inputs, rates and step-up, or is deleted
 * after 'Are you sure?'.
 */
export function MoneyMapsPanel({ user }: { user: SessionUser }) {
  const query = useAppQuery({
    queryKey: moneyMapsKey(user.id),
    queryFn: getMoneyMaps,
    staleTime: 0,
  });
  const [deleting, setDeleting] = useState<TSavedMoneyMap | null>(null);

  return (
    <>
      <PanelHeading
        title={`Saved ${paths.moneyMap.title}`}
        intro={`Each goal you calculate in ${paths.moneyMap.title} while signed in is kept here, latest first. Open one to see it again, or delete the ones you no longer need.`}
      />
      {query.isPending && <LoadingNote>Loading your saved goals…</LoadingNote>}
      {query.isError && <Alert severity="error">{GENERIC_ERROR_MESSAGE}</Alert>}
      {query.data?.length === 0 && (
        <Typography>
          Nothing is saved from {paths.moneyMap.title} yet.{' '}
          <Link component={RouterLink} to={paths.moneyMap.path} sx={{ fontWeight: 700 }}>
            Price your first goal in {paths.moneyMap.title}
          </Link>
          : it is kept here as soon as you calculate it.
        </Typography>
      )}
      {query.data && query.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {query.data.map((map) => (
            <SavedMap key={map.id} map={map} onDelete={() => setDeleting(map)} />
          ))}
        </Box>
      )}
      <ConfirmDelete user={user} map={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function SavedMap({ map, onDelete }: { map: TSavedMoneyMap; onDelete: () => void }) {
  const headingId = `money-map-${map.id}`;
  const route = map.suggestedRoute as keyof TSavedMoneyMap['monthly'];
  const flat = map.monthly[route];
  const link =
    paths.moneyMap.path +
    withSaved(
      shareFragmentOf({
        input: { presentValue: map.presentValue, goal: map.goal as MoneyMapGoal, years: map.years },
        rates: map.rates,
        stepUp: map.stepUp,
      }),
      map.alreadySaved,
    );
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ p: 2.25, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {goalLabel(map.goal)}: {formatRupees(map.presentValue)} in {map.years}{' '}
        {map.years === 1 ? 'year' : 'years'}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
        Saved on <time dateTime={map.createdAt}>{formatDate(map.createdAt)}</time>
      </Typography>
      <Typography sx={{ mt: 1 }}>
        Costs {formatRupees(map.futureValue)} then. {routeLabel[route] ?? route}, the suggested
        route: {formatRupees(flat)} a month
        {map.stepUp > 0 &&
          `, or ${formatRupees(map.stepUpMonthly)} a month rising ${formatPercent(map.stepUp)} a year`}
        .
      </Typography>
      <Box sx={{ mt: 1.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          component={RouterLink}
          to={link}
          variant="contained"
          disableElevation
          aria-describedby={headingId}
        >
          Open in {paths.moneyMap.title}
        </Button>
        <Button variant="outlined" color="error" onClick={onDelete} aria-describedby={headingId}>
          Delete
        </Button>
      </Box>
    </Box>
  );
}

function ConfirmDelete({
  user,
  map,
  onClose,
}: {
  user: SessionUser;
  map: TSavedMoneyMap | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const mutation = useAppMutation({
    mutationFn: (id: string) => deleteMoneyMap(id),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: moneyMapsKey(user.id) });
      notify(answer.msg, 'success');
      onClose();
    },
    onError: () => notify(GENERIC_ERROR_MESSAGE, 'error'),
  });
  return (
    <Dialog open={map !== null} onClose={onClose} aria-labelledby="delete-money-map-title">
      <DialogTitle id="delete-money-map-title">Are you sure?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {map &&
            `The money map for ${goalLabel(map.goal)} (${formatRupees(map.presentValue)} in ${map.years} ${map.years === 1 ? 'year' : 'years'}), saved on ${formatDate(map.createdAt)}, will be deleted for good.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disableElevation
          disabled={mutation.isPending}
          onClick={() => map && mutation.mutate(map.id)}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
