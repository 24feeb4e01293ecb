import type { HealthBand, HealthBandId } from '../../../../../shared/planners/financial-health';

const SEGMENTS: readonly { id: HealthBandId; d: string; colour: string }[] = [
  { id: 'conservative', d: 'M30 120A90 90 0 0 1 75 42.06', colour: '#e65100' },
  { id: 'moderate', d: 'M75 42.06A90 90 0 0 1 165 42.06', colour: '#f9a825' },
  { id: 'aggressive', d: 'M165 42.06A90 90 0 0 1 210 120', colour: '#00897b' },
];

const NEEDLE_ANGLE: Record<HealthBandId, number> = {
  conservative: -60,
  moderate: 0,
  aggressive: 60,
};

/** The leaves of the plant under the gauge: one for each band reached. */
const LEAVES = [
  'M120 176c-14-2-22-12-22-22 12 0 22 8 22 22z',
  'M120 166c14-2 22-12 22-22-12 0-22 8-22 22z',
  'M120 156c-4-12 0-24 10-28 4 12 0 22-10 28z',
];

type BandPictureProps = {
  band: HealthBand;
  /** 'small' for screens 600px wide or narrower: the gauge alone. */
  variant?: 'large' | 'small';
  className?: string;
};

/**
 * The result picture: a gauge whose needle points at the band, highlighted; the large one adds a
 * plant with a leaf for each band reached. It is an image with a text alternative naming the band.
 */
export function BandPicture({ band, variant = 'large', className }: BandPictureProps) {
  const level = SEGMENTS.findIndex((s) => s.id === band.id);
  const large = variant === 'large';
  return (
    <svg
      viewBox={large ? '0 0 240 200' : '0 0 240 132'}
      width={large ? 240 : 160}
      height={large ? 200 : 88}
      role="img"
      aria-label={`Result picture: ${band.name}, ${band.friendly.toLowerCase()}`}
      className={className}
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      {SEGMENTS.map((segment, k) => (
        <path
          key={segment.id}
          d={segment.d}
          fill="none"
          stroke={segment.colour}
          strokeWidth={segment.id === band.id ? 26 : 18}
          strokeOpacity={segment.id === band.id ? 1 : 0.35}
          strokeLinecap={k === 0 || k === SEGMENTS.length - 1 ? 'round' : 'butt'}
        />
      ))}
      <g transform={`rotate(${NEEDLE_ANGLE[band.id]} 120 120)`}>
        <path d="M114 120 120 46 126 120z" fill="#263238" />
      </g>
      <circle cx="120" cy="120" r="11" fill="#263238" />
      <circle cx="120" cy="120" r="4" fill="#ffffff" />
      {large && (
        <g>
          <path d="M104 196h32l-4-18h-24z" fill="#8d6e63" />
          <path d="M120 178v-46" stroke="#2e7d32" strokeWidth="3" />
          {LEAVES.slice(0, level + 1).map((d) => (
            <path key={d} d={d} fill="#43a047" />
          ))}
        </g>
      )}
    </svg>
  );
}
