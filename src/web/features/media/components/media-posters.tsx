import type { MediaVideo } from '../media-content';

const amber = '#ffc107';
const amberDark = '#ff8f00';
const tealLight = '#4db6ac';
const tealPale = '#b2dfdb';

/** Coins stacked from (x, base) upwards. */
function stack(x: number, base: number, count: number) {
  return Array.from({ length: count }, (_, k) => (
    <rect
      key={k}
      x={x}
      y={base - (k + 1) * 9}
      width={34}
      height={8}
      rx={4}
      fill={amber}
      stroke={amberDark}
      strokeWidth={1.5}
    />
  ));
}

const drawings: Record<MediaVideo['poster'], React.JSX.Element> = {
  // Monthly coins falling into a jar.
  sip: (
    <g>
      <path
        d="M214 60h56v90a10 10 0 0 1-10 10h-36a10 10 0 0 1-10-10z"
        fill="none"
        stroke={tealPale}
        strokeWidth={3}
      />
      {stack(225, 158, 6)}
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={242} cy={20 + i * 16} r={6} fill={amber} opacity={1 - i * 0.25} />
      ))}
    </g>
  ),
  // An umbrella over a family of three.
  insurance: (
    <g>
      <path d="M180 80a60 50 0 0 1 120 0z" fill={tealLight} />
      <path d="M240 80v62a8 8 0 0 1-16 0" fill="none" stroke={tealPale} strokeWidth={3} />
      {[200, 226, 272].map((x, i) => (
        <g key={x} fill={amber}>
          <circle cx={x} cy={i === 1 ? 122 : 108} r={i === 1 ? 6 : 8} />
          <rect
            x={x - (i === 1 ? 6 : 8)}
            y={i === 1 ? 130 : 118}
            width={i === 1 ? 12 : 16}
            height={i === 1 ? 26 : 38}
            rx={5}
          />
        </g>
      ))}
    </g>
  ),
  // Two bars of coins: the earlier start grows taller.
  compounding: (
    <g>
      {stack(200, 160, 13)}
      {stack(254, 160, 8)}
      <text
        x={217}
        y={32}
        fill={tealPale}
        fontSize={14}
        textAnchor="middle"
        fontFamily="sans-serif"
      >
        25
      </text>
      <text
        x={271}
        y={77}
        fill={tealPale}
        fontSize={14}
        textAnchor="middle"
        fontFamily="sans-serif"
      >
        35
      </text>
    </g>
  ),
  // A price line that dips, with more coins bought at the bottom.
  averaging: (
    <g>
      <polyline
        points="180,60 210,80 240,120 270,90 300,70"
        fill="none"
        stroke={tealPale}
        strokeWidth={3}
      />
      {[
        [180, 60, 2],
        [210, 80, 3],
        [240, 120, 5],
        [270, 90, 3],
        [300, 70, 2],
      ].map(([x, y, n]) => (
        <g key={x}>
          {Array.from({ length: n ?? 0 }, (_, k) => (
            <circle key={k} cx={x} cy={(y ?? 0) + 14 + k * 7} r={4} fill={amber} />
          ))}
        </g>
      ))}
    </g>
  ),
};

/** A video's poster, drawn by us: a motif on the facade's dark teal, hidden from screen readers. */
export function MediaPoster({ kind }: { kind: MediaVideo['poster'] }) {
  return (
    <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" focusable="false">
      {drawings[kind]}
    </svg>
  );
}
