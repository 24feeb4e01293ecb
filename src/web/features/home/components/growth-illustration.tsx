/**
 * The hero's picture, drawn here rather than fetched: a plan card whose monthly investments climb
 * towards a goal flag. Decorative, so hidden from assistive technology.
 */
export function GrowthIllustration() {
  const bars = [
    { x: 64, h: 44 },
    { x: 112, h: 70 },
    { x: 160, h: 98 },
    { x: 208, h: 132 },
    { x: 256, h: 170 },
  ];
  return (
    <svg
      viewBox="0 0 400 340"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
    >
      <defs>
        <linearGradient id="hero-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#26a69a" />
          <stop offset="1" stopColor="#00695c" />
        </linearGradient>
      </defs>
      {/* the plan card */}
      <rect x="24" y="24" width="352" height="292" rx="22" fill="#ffffff" />
      <rect x="24" y="24" width="352" height="292" rx="22" fill="none" stroke="#b2dfdb" />
      <rect x="52" y="50" width="120" height="12" rx="6" fill="#004d40" opacity="0.85" />
      <rect x="52" y="70" width="76" height="9" rx="4.5" fill="#80cbc4" />
      {/* the baseline and the growing bars */}
      <line x1="52" y1="284" x2="348" y2="284" stroke="#e0f2f1" strokeWidth="3" />
      {bars.map((bar) => (
        <rect
          key={bar.x}
          x={bar.x}
          y={282 - bar.h}
          width="30"
          height={bar.h}
          rx="6"
          fill="url(#hero-bar)"
        />
      ))}
      {/* the path of the plan and the goal it reaches */}
      <path
        d="M79 226 C 120 214, 150 190, 175 172 S 240 120, 271 100 L 312 76"
        fill="none"
        stroke="#ffc107"
        strokeWidth="5"
        strokeLinecap="round"
        strokeDasharray="2 12"
      />
      <line
        x1="318"
        y1="48"
        x2="318"
        y2="112"
        stroke="#004d40"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M320 50 L352 60 L320 72 Z" fill="#ffc107" />
      <circle cx="318" cy="112" r="7" fill="#004d40" />
      {/* coins */}
      <g>
        <ellipse cx="330" cy="262" rx="24" ry="8" fill="#ff8f00" />
        <rect x="306" y="246" width="48" height="16" fill="#ffb300" />
        <ellipse cx="330" cy="246" rx="24" ry="8" fill="#ffd54f" />
        <rect x="306" y="232" width="48" height="14" fill="#ffb300" />
        <ellipse cx="330" cy="232" rx="24" ry="8" fill="#ffe082" />
        <text x="330" y="237" textAnchor="middle" fontSize="12" fontWeight="700" fill="#8d6e00">
          ₹
        </text>
      </g>
      {/* a small floating note: the monthly SIP */}
      <rect x="0" y="128" width="118" height="52" rx="12" fill="#004d40" />
      <rect x="14" y="142" width="58" height="8" rx="4" fill="#80cbc4" />
      <rect x="14" y="157" width="86" height="10" rx="5" fill="#ffd54f" />
    </svg>
  );
}
