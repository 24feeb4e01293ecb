import type { ReactNode } from 'react';

type DrawnBannerProps = {
  /** What the picture shows, for people who cannot see it. */
  label: string;
  /** The sky's colour; the ground is the site's light teal. */
  bg: string;
  /** The scene's shapes, drawn on a 960 × 320 canvas. */
  children: ReactNode;
};

/**
 * A service page's banner, drawn by us (decision 22) as an inline SVG: nothing to download before
 * the page shows, sharp at any width, and a few hundred bytes of shapes.
 */
export function DrawnBanner({ label, bg, children }: DrawnBannerProps) {
  return (
    <svg viewBox="0 0 960 320" role="img" aria-label={label} style={{ borderRadius: 16 }}>
      <rect width="960" height="320" fill={bg} />
      <circle cx="840" cy="70" r="38" fill="#ffd54f" />
      <path d="M0 250 Q240 215 480 245 T960 238 V320 H0 Z" fill="#b2dfdb" />
      <path d="M0 282 Q300 258 560 280 T960 272 V320 H0 Z" fill="#80cbc4" />
      {children}
    </svg>
  );
}

type PersonProps = {
  x: number;
  /** Where the feet stand. */
  y: number;
  skin: string;
  shirt: string;
  hair: string;
  /** Long hair (drawn behind the head) or short. */
  long?: boolean;
  scale?: number;
};

/** A standing figure in the site's flat style. */
export function Person({ x, y, skin, shirt, hair, long, scale = 1 }: PersonProps) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      {long && <path d="M-22 -128 Q-26 -88 -16 -78 H16 Q26 -88 22 -128 Z" fill={hair} />}
      <rect x="-26" y="-86" width="52" height="70" rx="22" fill={shirt} />
      <rect x="-18" y="-22" width="14" height="22" rx="5" fill="#37474f" />
      <rect x="4" y="-22" width="14" height="22" rx="5" fill="#37474f" />
      <circle cx="0" cy="-110" r="20" fill={skin} />
      <path d="M-21 -112 Q-20 -134 0 -134 Q20 -134 21 -112 Q10 -124 -21 -112 Z" fill={hair} />
    </g>
  );
}
