import { useId } from 'react';

type LogoProps = { className?: string; size?: number };

/** The venue mark: a neon cabinet frame with a pinball between two flippers. Decorative. */
export function Logo({ className, size = 40 }: LogoProps) {
  const id = useId();
  const frame = `${id}-frame`;
  const ball = `${id}-ball`;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={frame} x1="4" y1="4" x2="44" y2="44" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#a855f7" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
        <radialGradient id={ball} cx="0.35" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#ecfccb" />
          <stop offset="0.45" stopColor="#a3e635" />
          <stop offset="1" stopColor="#4d7c0f" />
        </radialGradient>
      </defs>
      <rect x="4" y="4" width="40" height="40" rx="11" fill="#0e0b1a" />
      <rect x="4" y="4" width="40" height="40" rx="11" stroke={`url(#${frame})`} strokeWidth="3" />
      <path
        d="M11 13.5c4-3 8-4.5 13-4.5s9 1.5 13 4.5"
        stroke="#22d3ee"
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.7"
      />
      <circle cx="24" cy="21" r="6" fill={`url(#${ball})`} />
      <path
        d="M12 33.5l8.5 4.5M36 33.5l-8.5 4.5"
        stroke="#c084fc"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <circle cx="12" cy="33.5" r="2.2" fill="#c084fc" />
      <circle cx="36" cy="33.5" r="2.2" fill="#c084fc" />
    </svg>
  );
}
