/**
 * Step 0's picture: a check-up clipboard with ticks, a rupee coin and a small plant. Decorative:
 * the step's heading and text say what it shows.
 */
export function StartPicture() {
  return (
    <svg
      viewBox="0 0 240 180"
      width="240"
      height="180"
      aria-hidden="true"
      focusable="false"
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <ellipse cx="120" cy="166" rx="96" ry="9" fill="#e0f2f1" />
      <rect x="62" y="22" width="104" height="138" rx="10" fill="#00695c" />
      <rect x="72" y="34" width="84" height="118" rx="6" fill="#ffffff" />
      <rect x="94" y="14" width="40" height="18" rx="6" fill="#ffc107" />
      <circle cx="114" cy="23" r="4" fill="#00695c" />
      {[56, 84, 112].map((y, k) => (
        <g key={y}>
          <rect x="82" y={y - 8} width="16" height="16" rx="3" fill="#e0f2f1" />
          <path
            d={`M85 ${y} l4 4 l7 -8`}
            fill="none"
            stroke="#00695c"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="104" y={y - 4} width={k === 1 ? 34 : 44} height="8" rx="4" fill="#b2dfdb" />
        </g>
      ))}
      <rect x="82" y="132" width="16" height="16" rx="3" fill="#e0f2f1" />
      <rect x="104" y="136" width="28" height="8" rx="4" fill="#b2dfdb" />
      <circle cx="184" cy="124" r="26" fill="#ffc107" />
      <circle cx="184" cy="124" r="20" fill="none" stroke="#ff8f00" strokeWidth="3" />
      <path
        d="M175 113h18M175 120h18M179 113c10 0 10 14 0 14h-4l13 12"
        fill="none"
        stroke="#6d4c00"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M34 160h26l-4-26H38z" fill="#8d6e63" />
      <path d="M47 134c0-14 0-22 0-30" stroke="#2e7d32" strokeWidth="3" />
      <path d="M47 116c-12-2-18-10-18-18 10 0 18 6 18 18z" fill="#43a047" />
      <path d="M47 106c10-2 16-10 16-18-10 0-16 6-16 18z" fill="#66bb6a" />
    </svg>
  );
}
