/**
 * The carousel's pictures, drawn here (decision 22) so that they come with the page's HTML and
 * cost no request: the first slide's is on screen at once. Decorative: each slide says in words
 * what its picture shows.
 */

const svgProps = {
  viewBox: '0 0 400 340',
  width: '100%',
  height: '100%',
  'aria-hidden': true,
  focusable: 'false',
  style: { display: 'block' },
} as const;

/** Our story: an open workbook whose pages turn into a plan, with a rupee coin and a sprout. */
export function SchoolPicture() {
  return (
    <svg {...svgProps}>
      <ellipse cx="200" cy="300" rx="170" ry="18" fill="#b2dfdb" opacity="0.6" />
      {/* the open book */}
      <path d="M200 86 C 160 62, 96 58, 44 70 L 44 270 C 96 258, 160 262, 200 286 Z" fill="#fff" />
      <path
        d="M200 86 C 240 62, 304 58, 356 70 L 356 270 C 304 258, 240 262, 200 286 Z"
        fill="#fff"
      />
      <path
        d="M200 86 C 160 62, 96 58, 44 70 L 44 270 C 96 258, 160 262, 200 286 C 240 262, 304 258, 356 270 L 356 70 C 304 58, 240 62, 200 86 Z"
        fill="none"
        stroke="#004d40"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <line x1="200" y1="86" x2="200" y2="286" stroke="#004d40" strokeWidth="3" />
      {/* lines of the lesson on the left page */}
      <rect x="70" y="100" width="96" height="10" rx="5" fill="#004d40" opacity="0.85" />
      <rect x="70" y="124" width="104" height="7" rx="3.5" fill="#80cbc4" />
      <rect x="70" y="142" width="88" height="7" rx="3.5" fill="#80cbc4" />
      <rect x="70" y="160" width="100" height="7" rx="3.5" fill="#80cbc4" />
      <rect x="70" y="196" width="40" height="40" rx="8" fill="#ffc107" />
      <rect x="120" y="210" width="50" height="7" rx="3.5" fill="#b2dfdb" />
      <rect x="120" y="226" width="36" height="7" rx="3.5" fill="#b2dfdb" />
      {/* the plan on the right page: steps up to a goal */}
      <path
        d="M236 236 h26 v-30 h26 v-30 h26 v-36"
        fill="none"
        stroke="#00695c"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="314" cy="132" r="9" fill="#ffc107" stroke="#004d40" strokeWidth="3" />
      {/* a rupee coin and a sprout */}
      <circle cx="340" cy="58" r="30" fill="#ffb300" />
      <circle cx="340" cy="58" r="22" fill="#ffd54f" />
      <text x="340" y="68" textAnchor="middle" fontSize="28" fontWeight="700" fill="#8d6e00">
        ₹
      </text>
      <path d="M60 64 C 60 44, 60 36, 60 30" stroke="#00695c" strokeWidth="4" fill="none" />
      <path d="M60 44 C 44 40, 38 28, 40 20 C 54 22, 60 32, 60 44 Z" fill="#26a69a" />
      <path d="M60 38 C 74 30, 84 30, 88 22 C 78 16, 64 22, 60 38 Z" fill="#4db6ac" />
    </svg>
  );
}

/** Women and investment: three women around a shared plan that grows from coins. */
export function CirclePicture() {
  const people = [
    { cx: 92, skin: '#8d5524', sari: '#00897b' },
    { cx: 200, skin: '#c68642', sari: '#ff8f00' },
    { cx: 308, skin: '#a0522d', sari: '#5e35b1' },
  ];
  return (
    <svg {...svgProps}>
      <circle cx="200" cy="170" r="150" fill="#e0f2f1" />
      {people.map(({ cx, skin, sari }, i) => (
        <g key={cx} transform={i === 1 ? 'translate(0 -22)' : undefined}>
          <circle cx={cx} cy="120" r="26" fill={skin} />
          <path
            d={`M${cx - 27} 118 C ${cx - 30} 88, ${cx + 30} 84, ${cx + 27} 118 C ${cx + 18} 100, ${cx - 18} 100, ${cx - 27} 118 Z`}
            fill="#212121"
          />
          <path
            d={`M${cx - 44} 250 C ${cx - 44} 180, ${cx - 30} 156, ${cx} 156 C ${cx + 30} 156, ${cx + 44} 180, ${cx + 44} 250 Z`}
            fill={sari}
          />
          <path
            d={`M${cx - 30} 166 L ${cx + 36} 240`}
            stroke="#fff"
            strokeWidth="6"
            opacity="0.5"
          />
        </g>
      ))}
      {/* the shared plan: a card with a rising line, held between them */}
      <rect
        x="136"
        y="214"
        width="128"
        height="86"
        rx="12"
        fill="#fff"
        stroke="#004d40"
        strokeWidth="3"
      />
      <path
        d="M152 282 L 184 262 L 208 270 L 246 234"
        fill="none"
        stroke="#00695c"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="246" cy="234" r="7" fill="#ffc107" />
      <ellipse cx="60" cy="292" rx="26" ry="9" fill="#ff8f00" />
      <rect x="34" y="274" width="52" height="18" fill="#ffb300" />
      <ellipse cx="60" cy="274" rx="26" ry="9" fill="#ffd54f" />
      <ellipse cx="340" cy="292" rx="26" ry="9" fill="#ff8f00" />
      <rect x="314" y="278" width="52" height="14" fill="#ffb300" />
      <ellipse cx="340" cy="278" rx="26" ry="9" fill="#ffe082" />
    </svg>
  );
}
