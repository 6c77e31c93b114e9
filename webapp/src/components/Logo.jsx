/** The Cerebro mark and word. */
export default function Logo({ light = false }) {
  return (
    <span className={`logo ${light ? 'logo-light' : ''}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={light ? '#ffffff' : '#17497a'} />
        <path
          d="M21.5 10.6A7.5 7.5 0 1 0 21.5 21.4"
          fill="none"
          stroke={light ? '#17497a' : '#ffffff'}
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <circle cx="22.4" cy="16" r="2.2" fill="#2bb3a3" />
      </svg>
      <span className="logo-word">Cerebro</span>
    </span>
  );
}
