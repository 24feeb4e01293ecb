import FlagRounded from '@mui/icons-material/FlagRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import type { MoneyMapPlan } from '../../../../../shared/planners/money-map';
import { ROUTE_REASONS, routeHorizon, yearsText } from '../utils/route-words';

/**
 * The three routes as stops along one road, shortest horizon first, each with the monthly SIP that
 * reaches the goal; the route suggested for the goal's years is highlighted and labelled. It is an
 * ordered list, so a screen reader hears the same story the picture tells.
 */
export function RouteMap({ plan }: { plan: MoneyMapPlan }) {
  const { suggested } = plan;
  return (
    <Box>
      <Box
        component="ol"
        aria-label="Routes to your goal"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          // The road: a stretch from each stop to the next, across on wide screens, down on narrow.
          '& > li:not(:last-of-type)::after': {
            content: '""',
            position: 'absolute',
            bgcolor: 'divider',
            top: { xs: 25, md: 23 },
            left: { xs: 23, md: '50%' },
            width: { xs: 4, md: 'calc(100% + 16px)' },
            height: { xs: 'calc(100% + 12px)', md: 4 },
          },
        }}
      >
        {plan.routes.map((route, index) => {
          const isSuggested = route.id === suggested.id;
          return (
            <Box
              component="li"
              key={route.id}
              aria-current={isSuggested ? 'step' : undefined}
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: { xs: 'row', md: 'column' },
                alignItems: { xs: 'flex-start', md: 'center' },
                gap: { xs: 1.5, md: 1.5 },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  flex: 'none',
                  width: 50,
                  height: 50,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  border: 3,
                  zIndex: 1,
                  ...(isSuggested
                    ? { bgcolor: 'primary.main', borderColor: 'primary.main', color: '#fff' }
                    : {
                        bgcolor: 'background.paper',
                        borderColor: 'divider',
                        color: 'text.secondary',
                      }),
                }}
              >
                {isSuggested ? <FlagRounded /> : index + 1}
              </Box>
              <Box
                sx={{
                  flex: 1,
                  width: '100%',
                  p: 2,
                  borderRadius: 2,
                  border: 2,
                  textAlign: { xs: 'left', md: 'center' },
                  ...(isSuggested
                    ? { borderColor: 'primary.main', bgcolor: 'rgba(0, 105, 92, 0.06)' }
                    : { borderColor: 'divider', bgcolor: 'background.paper' }),
                }}
              >
                <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
                  {routeHorizon(route)}
                </Typography>
                <Typography component="h4" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                  {route.label}{' '}
                  <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                    {formatPercent(route.rate)}
                  </Box>
                </Typography>
                <Typography
                  sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.dark', mt: 0.5 }}
                >
                  {route.covered ? (
                    'Covered'
                  ) : (
                    <>
                      {formatRupees(route.monthly)}
                      <Box
                        component="span"
                        sx={{ fontSize: '0.9rem', fontWeight: 400, color: 'text.secondary' }}
                      >
                        {' '}
                        a month
                      </Box>
                    </>
                  )}
                </Typography>
                {isSuggested && (
                  <Box
                    component="span"
                    sx={{
                      display: 'inline-block',
                      mt: 1,
                      px: 1.25,
                      py: 0.25,
                      borderRadius: 4,
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      fontSize: '0.8125rem',
                      fontWeight: 700,
                    }}
                  >
                    Suggested
                  </Box>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Typography sx={{ mt: 2.5 }}>
        <strong>
          Why {suggested.label.toLowerCase()}: your goal is {yearsText(plan.input.years)} away (
          {routeHorizon(suggested).toLowerCase()}: {suggested.label.toLowerCase()}).
        </strong>{' '}
        {ROUTE_REASONS[suggested.id]}
      </Typography>
    </Box>
  );
}
