/** Guildforge mark: an anvil with a spark above it. Decorative; the wordmark carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="gf-mark-ember" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd2ad" />
          <stop offset="1" stopColor="#f26b1d" />
        </linearGradient>
      </defs>
      <path d="M16 2.5l1.6 3.4 3.4 1.6-3.4 1.6L16 12.5l-1.6-3.4-3.4-1.6 3.4-1.6z" fill="url(#gf-mark-ember)" />
      <path
        d="M3 14h20.5c2.8 0 5 1.2 5.5 3.2-2.3 0-4.1.8-5.2 2.3-.9 1.1-2.3 1.8-3.8 1.8H18v2.7h3.5V28H8.5v-4h3.5v-2.7h-.7C7.8 21.3 4.6 18.4 3 14z"
        fill="#c9bcae"
      />
      <path d="M3 14h20.5c1.4 0 2.6.3 3.5.9H4.1z" fill="#f5efe8" opacity=".5" />
    </svg>
  );
}
