/**
 * The contact page's picture, drawn by us (decision 22) as an inline SVG: an open envelope with a
 * letter, a phone and a map pin over three cities joined by a dotted line.
 */
export function ContactHero() {
  return (
    <svg
      viewBox="0 0 960 300"
      role="img"
      aria-label="Drawing: an open envelope with a letter, a mobile phone, and map pins for Bengaluru, Mumbai and Ahmedabad joined by a dotted line."
      style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 16 }}
    >
      <rect width="960" height="300" fill="#e0f2f1" />
      <path d="M0 240 Q240 205 480 235 T960 228 V300 H0 Z" fill="#b2dfdb" />
      <path
        d="M640 70 Q700 150 610 200 Q700 230 800 170"
        fill="none"
        stroke="#004d40"
        strokeWidth="4"
        strokeDasharray="4 12"
        strokeLinecap="round"
      />
      {[
        [640, 70],
        [610, 200],
        [800, 170],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <path d="M0 0 C-22 -26 -22 -52 0 -56 C22 -52 22 -26 0 0 Z" fill="#ff8f00" />
          <circle cx="0" cy="-36" r="8" fill="#fff" />
        </g>
      ))}
      <rect x="140" y="60" width="220" height="150" rx="8" fill="#fff" />
      <path
        d="M160 80 H340 M160 104 H320 M160 128 H300"
        stroke="#80cbc4"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <path d="M110 130 L250 215 L390 130 V260 H110 Z" fill="#00695c" />
      <path d="M110 260 L220 190 M390 260 L280 190" stroke="#004d40" strokeWidth="5" />
      <rect x="450" y="110" width="90" height="160" rx="14" fill="#37474f" />
      <rect x="460" y="126" width="70" height="118" rx="4" fill="#ffd54f" />
      <circle cx="495" cy="256" r="6" fill="#90a4ae" />
      <path
        d="M478 170 Q495 150 512 170"
        fill="none"
        stroke="#004d40"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}
