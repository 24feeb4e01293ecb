import Box from '@mui/material/Box';

/**
 * The events page's hero picture (decision 22: drawn by us): a speaker at a flip chart of rising
 * bars before an audience seen from behind, in the theme's teal and amber. Inline, so it costs no
 * request and is drawn with the page.
 */
export function EventsHero() {
  const audience = [
    { x: 70, c: '#ef6c00', h: '#2e1f16', s: '#c68642' },
    { x: 170, c: '#5e35b1', h: '#111111', s: '#8d5524' },
    { x: 270, c: '#00695c', h: '#3b2a20', s: '#e0ac69' },
    { x: 370, c: '#c2185b', h: '#1b1b1b', s: '#a1665e' },
    { x: 470, c: '#1565c0', h: '#4a3426', s: '#6f4e37' },
    { x: 120, c: '#2e7d32', h: '#1b1b1b', s: '#d9a066', row: 1 },
    { x: 230, c: '#f9a825', h: '#2e1f16', s: '#b07850', row: 1 },
    { x: 340, c: '#ad1457', h: '#111111', s: '#c68642', row: 1 },
    { x: 450, c: '#00838f', h: '#3b2a20', s: '#8d5524', row: 1 },
  ];
  return (
    <Box
      component="svg"
      viewBox="0 0 640 360"
      role="img"
      aria-labelledby="events-hero-title"
      sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 2 }}
    >
      <title id="events-hero-title">
        A speaker beside a chart of rising bars talks to an audience at one of our workshops
      </title>
      <rect width="640" height="360" fill="#e0f2f1" />
      <rect y="230" width="640" height="130" fill="#80cbc4" />
      <rect
        x="360"
        y="40"
        width="190"
        height="150"
        rx="6"
        fill="#ffffff"
        stroke="#004d40"
        strokeWidth="6"
      />
      <rect x="385" y="130" width="25" height="40" rx="3" fill="#00695c" />
      <rect x="420" y="110" width="25" height="60" rx="3" fill="#ffc107" />
      <rect x="455" y="85" width="25" height="85" rx="3" fill="#00695c" />
      <rect x="490" y="60" width="25" height="110" rx="3" fill="#ffc107" />
      <path
        d="M380 150 L520 58"
        stroke="#d84315"
        strokeWidth="4"
        strokeDasharray="10 7"
        fill="none"
      />
      <line x1="455" y1="190" x2="430" y2="240" stroke="#37474f" strokeWidth="6" />
      <line x1="455" y1="190" x2="480" y2="240" stroke="#37474f" strokeWidth="6" />
      <path d="M560 250 q0 -70 40 -70 q40 0 40 70 z" fill="#004d40" />
      <path d="M575 200 l-28 -60" stroke="#004d40" strokeWidth="12" strokeLinecap="round" />
      <circle cx="546" cy="137" r="9" fill="#a86b45" />
      <circle cx="600" cy="160" r="24" fill="#a86b45" />
      <path d="M576 156 a24 24 0 0 1 48 0 q-24 -12 -48 0z" fill="#1f1a17" />
      <circle cx="592" cy="160" r="2.5" fill="#1a1a1a" />
      <circle cx="608" cy="160" r="2.5" fill="#1a1a1a" />
      <path d="M592 171 q8 6 16 0" stroke="#1a1a1a" strokeWidth="2.5" fill="none" />
      {audience.map(({ x, c, h, s, row }) => {
        const y = row ? 330 : 285;
        const k = row ? 1.25 : 1;
        return (
          <g key={`${x}-${row ?? 0}`}>
            <path
              d={`M${x - 40 * k} ${y + 50 * k} q0 -62 ${40 * k} -62 q${40 * k} 0 ${40 * k} 62 z`}
              fill={c}
            />
            <circle cx={x} cy={y - 22 * k} r={22 * k} fill={s} />
            <circle cx={x} cy={y - 24 * k} r={22 * k} fill={h} />
          </g>
        );
      })}
    </Box>
  );
}
