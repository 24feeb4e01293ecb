import Box from '@mui/material/Box';
import { useRef, type KeyboardEvent } from 'react';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import type { ReturnProfile } from '../../../../../shared/planners/assumptions';
import type { ProfilePlan } from '../../../../../shared/planners/retirement';

// The dial's three zones, calm to bold: dark enough to stand out on white (3:1 or more).
const ZONES = ['#2e7d32', '#b26a00', '#c62828'] as const;
// Where each profile's needle points, in degrees from straight up.
const NEEDLE: Readonly<Record<ReturnProfile, number>> = {
  conservative: -60,
  moderate: 0,
  aggressive: 60,
};
// At rest (not selected), every needle lies at the far left of its dial.
const REST = -90;

function arc(fromDeg: number, toDeg: number, r: number): string {
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${(60 + r * Math.cos(rad)).toFixed(2)} ${(60 + r * Math.sin(rad)).toFixed(2)}`;
  };
  return `M ${point(fromDeg)} A ${r} ${r} 0 0 1 ${point(toDeg)}`;
}

/** One dial: three zones and a needle that swings to this profile's zone when it is chosen. */
function GaugeDial({ profile, selected }: { profile: ReturnProfile; selected: boolean }) {
  const angle = selected ? NEEDLE[profile] : REST;
  return (
    <Box component="svg" viewBox="0 0 120 70" aria-hidden sx={{ width: '100%', maxWidth: 160 }}>
      {ZONES.map((colour, k) => (
        <path
          key={colour}
          d={arc(-90 + k * 60 + 1, -90 + (k + 1) * 60 - 1, 48)}
          stroke={colour}
          strokeWidth={12}
          fill="none"
          opacity={selected ? 1 : 0.45}
        />
      ))}
      <Box
        component="g"
        sx={{
          transform: `rotate(${angle}deg)`,
          transformOrigin: '60px 60px',
          transition: 'transform 450ms ease-out',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <polygon points="57,60 63,60 60,18" fill="#263238" />
      </Box>
      <circle cx={60} cy={60} r={6} fill="#263238" />
    </Box>
  );
}

type RiskGaugesProps = {
  profiles: readonly ProfilePlan[];
  selected: ReturnProfile;
  onSelect: (profile: ReturnProfile) => void;
};

/**
 * The three risk profiles as a group of radio buttons drawn as gauges: click or tap one, or move
 * between them with the arrow keys (one Tab stop for the group). Each says its name, rate and
 * monthly amount in words, so the picture is never the only way to read it.
 */
export function RiskGauges({ profiles, selected, onSelect }: RiskGaugesProps) {
  const buttons = useRef(new Map<ReturnProfile, HTMLButtonElement | null>());
  const move = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? profiles.length - 1 : undefined;
    if (step === undefined && jump === undefined) return;
    event.preventDefault();
    const next = profiles[jump ?? (index + (step ?? 0) + profiles.length) % profiles.length];
    if (!next) return;
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <Box
      role="radiogroup"
      aria-label="Portfolio"
      // Side by side from 600 px; on a phone one under another, each a row, so that
      // 'Conservative' and '₹69,500/month' never push the page sideways.
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      {profiles.map((profile, index) => {
        const checked = profile.id === selected;
        return (
          <Box
            component="button"
            type="button"
            role="radio"
            key={profile.id}
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current.set(profile.id, element);
            }}
            onClick={() => onSelect(profile.id)}
            onKeyDown={(event: KeyboardEvent) => move(event, index)}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'row', sm: 'column' },
              alignItems: 'center',
              gap: { xs: 1.5, sm: 0.5 },
              minWidth: 0,
              p: { xs: 1, sm: 1.5 },
              textAlign: { xs: 'left', sm: 'center' },
              font: 'inherit',
              color: 'text.primary',
              bgcolor: checked ? 'rgba(0, 105, 92, 0.08)' : 'background.paper',
              border: 2,
              borderColor: checked ? 'primary.main' : 'divider',
              borderRadius: 2,
              cursor: 'pointer',
              '&:focus-visible': {
                outline: '3px solid',
                outlineColor: 'primary.dark',
                outlineOffset: 2,
              },
            }}
          >
            <Box
              component="span"
              sx={{
                flex: 'none',
                display: 'flex',
                justifyContent: 'center',
                width: { xs: 88, sm: '100%' },
              }}
            >
              <GaugeDial profile={profile.id} selected={checked} />
            </Box>
            <Box
              component="span"
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: { xs: 'flex-start', sm: 'center' },
                gap: 0.5,
                minWidth: 0,
              }}
            >
              <Box component="span" sx={{ fontWeight: 700 }}>
                {profile.label}
              </Box>
              <Box component="span" sx={{ typography: 'body2' }} color="text.secondary">
                {formatPercent(profile.rate)} a year
              </Box>
              {profile.monthly > 0 && (
                <Box component="span" sx={{ typography: 'body2', fontWeight: 700 }}>
                  {formatRupees(profile.monthly)}/month
                </Box>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
