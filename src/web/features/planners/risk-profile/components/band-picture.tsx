import type { JSX } from 'react';
import type { RiskBand } from '../../../../../shared/planners/risk-profile';

const TEAL = '#00695c';
const TEAL_LIGHT = '#b2dfdb';
const AMBER = '#ffb300';
const AMBER_DARK = '#a15c00';
const INK = '#37474f';
const SKY = '#e0f2f1';

/** What each picture shows, for those who cannot see it; it names the band. */
const BAND_PICTURE_TEXT: Readonly<Record<RiskBand, string>> = {
  conservative: 'Conservative investor: an umbrella keeping a stack of coins dry in the rain',
  moderate: 'Moderate investor: a balance with debt and equity level on its two pans',
  aggressive: 'Aggressive investor: a flag on a rugged peak, reached by a path with steep falls',
};

function Coins({ x, y }: { x: number; y: number }) {
  return (
    <g>
      {[0, 1, 2, 3].map((k) => (
        <g key={k}>
          <ellipse cx={x} cy={y - k * 9 + 4} rx={22} ry={7} fill={AMBER_DARK} />
          <ellipse cx={x} cy={y - k * 9} rx={22} ry={7} fill={AMBER} />
        </g>
      ))}
    </g>
  );
}

function Conservative() {
  return (
    <>
      {[
        [30, 30],
        [52, 58],
        [170, 34],
        [150, 62],
        [186, 78],
        [18, 86],
      ].map(([cx = 0, cy = 0]) => (
        <path
          key={`${cx}-${cy}`}
          d={`M${cx} ${cy}q4 7 0 10q-4-3 0-10z`}
          fill={TEAL_LIGHT}
          stroke={TEAL}
          strokeWidth={1}
        />
      ))}
      <path
        d="M40 70q60-64 120 0q-10-8-20 0q-10-8-20 0q-10-8-20 0q-10-8-20 0q-10-8-20 0q-10-8-20 0z"
        fill={TEAL}
      />
      <line x1={100} y1={38} x2={100} y2={110} stroke={INK} strokeWidth={4} strokeLinecap="round" />
      <path
        d="M100 110q0 10 -9 10q-8 0 -8-7"
        fill="none"
        stroke={INK}
        strokeWidth={4}
        strokeLinecap="round"
      />
      <Coins x={128} y={126} />
      <line x1={20} y1={136} x2={180} y2={136} stroke={INK} strokeWidth={2} strokeLinecap="round" />
    </>
  );
}

function Moderate() {
  return (
    <>
      <path d="M88 132h24l-4-10h-16z" fill={INK} />
      <line x1={100} y1={30} x2={100} y2={124} stroke={INK} strokeWidth={5} strokeLinecap="round" />
      <circle cx={100} cy={28} r={6} fill={AMBER} stroke={INK} strokeWidth={2} />
      <line x1={36} y1={44} x2={164} y2={44} stroke={INK} strokeWidth={5} strokeLinecap="round" />
      <line x1={44} y1={44} x2={28} y2={88} stroke={INK} strokeWidth={2} />
      <line x1={44} y1={44} x2={60} y2={88} stroke={INK} strokeWidth={2} />
      <line x1={156} y1={44} x2={140} y2={88} stroke={INK} strokeWidth={2} />
      <line x1={156} y1={44} x2={172} y2={88} stroke={INK} strokeWidth={2} />
      <path d="M22 88h44q-4 16-22 16t-22-16z" fill={TEAL} />
      <path d="M134 88h44q-4 16-22 16t-22-16z" fill={AMBER} />
      <rect
        x={32}
        y={72}
        width={24}
        height={16}
        rx={2}
        fill={TEAL_LIGHT}
        stroke={TEAL}
        strokeWidth={2}
      />
      <path d="M146 88l6-18l6 10l6-14l4 22z" fill={AMBER_DARK} />
      <line x1={20} y1={136} x2={180} y2={136} stroke={INK} strokeWidth={2} strokeLinecap="round" />
    </>
  );
}

function Aggressive() {
  return (
    <>
      <path d="M10 136l46-70l20 26l34-66l34 58l16-18l30 70z" fill={TEAL} />
      <path d="M110 26l-12 24l10-4l8 10l6-12z" fill="#ffffff" opacity={0.85} />
      <path
        d="M14 126l22-14l10 10l20-30l12 12l18-36l10 8l14-34"
        fill="none"
        stroke={AMBER}
        strokeWidth={4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <line x1={110} y1={26} x2={110} y2={4} stroke={INK} strokeWidth={3} strokeLinecap="round" />
      <path d="M110 4l20 6l-20 6z" fill={AMBER} />
      <line x1={6} y1={136} x2={194} y2={136} stroke={INK} strokeWidth={2} strokeLinecap="round" />
    </>
  );
}

const pictures: Readonly<Record<RiskBand, () => JSX.Element>> = {
  conservative: Conservative,
  moderate: Moderate,
  aggressive: Aggressive,
};

/** The band's picture, drawn here (no image request), with a text alternative naming the band. */
export function BandPicture({ band, width = 200 }: { band: RiskBand; width?: number }) {
  const Picture = pictures[band];
  return (
    <svg
      role="img"
      aria-label={BAND_PICTURE_TEXT[band]}
      viewBox="0 0 200 150"
      width={width}
      height={(width * 150) / 200}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      <rect width={200} height={150} rx={16} fill={SKY} />
      <Picture />
    </svg>
  );
}
