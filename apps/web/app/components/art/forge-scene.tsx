/** The hero illustration: an anvil under a hammer, glowing bar stock and rising embers (pure SVG). */
export function ForgeScene({ className }: { className?: string }) {
  const embers = [
    { cx: 182, cy: 150, r: 3, delay: "0s" },
    { cx: 205, cy: 140, r: 2, delay: "1.1s" },
    { cx: 230, cy: 152, r: 2.5, delay: "2.2s" },
    { cx: 250, cy: 145, r: 1.8, delay: "0.6s" },
    { cx: 218, cy: 160, r: 2.2, delay: "2.9s" },
    { cx: 195, cy: 158, r: 1.6, delay: "1.7s" },
  ];
  return (
    <svg viewBox="0 0 400 320" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="fs-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ff8c42" stopOpacity=".55" />
          <stop offset=".6" stopColor="#9a3b07" stopOpacity=".18" />
          <stop offset="1" stopColor="#110e0c" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="fs-iron" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7a6c60" />
          <stop offset=".25" stopColor="#574a40" />
          <stop offset="1" stopColor="#2a231e" />
        </linearGradient>
        <linearGradient id="fs-bar" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#574a40" />
          <stop offset=".45" stopColor="#d4570f" />
          <stop offset=".75" stopColor="#ffb37a" />
          <stop offset="1" stopColor="#fff1e0" />
        </linearGradient>
        <linearGradient id="fs-handle" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5a35" />
          <stop offset="1" stopColor="#4a2e18" />
        </linearGradient>
      </defs>
      <ellipse cx="215" cy="185" rx="170" ry="120" fill="url(#fs-glow)" className="ember-flicker" />
      {/* anvil */}
      <path
        d="M60 190h210c30 0 54 12 66 32-28-2-48 6-60 20-10 12-26 18-42 18h-12v22h26v22H106v-22h26v-22h-6c-34 0-60-24-66-70z"
        fill="url(#fs-iron)"
      />
      <path d="M60 190h210c12 0 23 2 33 6H63z" fill="#c9bcae" opacity=".35" />
      <rect x="86" y="304" width="190" height="8" rx="3" fill="#1a1613" />
      {/* glowing bar */}
      <rect x="120" y="176" width="150" height="12" rx="3" fill="url(#fs-bar)" />
      <rect x="240" y="176" width="30" height="12" rx="3" fill="#fff1e0" opacity=".6" className="ember-flicker" />
      {/* hammer */}
      <g transform="rotate(-28 250 110)">
        <rect x="235" y="40" width="16" height="140" rx="6" fill="url(#fs-handle)" transform="rotate(90 243 110)" />
        <rect x="296" y="78" width="42" height="62" rx="6" fill="url(#fs-iron)" />
        <rect x="296" y="78" width="42" height="10" rx="4" fill="#c9bcae" opacity=".4" />
      </g>
      {/* embers */}
      {embers.map((e) => (
        <circle
          key={`${e.cx}-${e.cy}`}
          cx={e.cx}
          cy={e.cy}
          r={e.r}
          fill="#ffb37a"
          className="ember-rise"
          style={{ animationDelay: e.delay }}
        />
      ))}
    </svg>
  );
}
