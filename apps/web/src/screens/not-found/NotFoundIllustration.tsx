/** A magnifying glass over a blank sheet, in the theme's blues and greys. */
export function NotFoundIllustration({ label }: { label: string }) {
  return (
    <svg width="180" height="140" viewBox="0 0 180 140" role="img" aria-label={label}>
      <rect x="34" y="14" width="88" height="112" rx="8" fill="var(--mantine-color-gray-1)" />
      <rect
        x="34"
        y="14"
        width="88"
        height="112"
        rx="8"
        fill="none"
        stroke="var(--mantine-color-gray-4)"
        strokeWidth="2"
      />
      <rect x="50" y="34" width="56" height="6" rx="3" fill="var(--mantine-color-gray-3)" />
      <rect x="50" y="50" width="40" height="6" rx="3" fill="var(--mantine-color-gray-3)" />
      <rect x="50" y="66" width="48" height="6" rx="3" fill="var(--mantine-color-gray-3)" />
      <circle cx="118" cy="84" r="26" fill="var(--mantine-color-white)" fillOpacity="0.7" />
      <circle cx="118" cy="84" r="26" fill="none" stroke="var(--mantine-color-blue-7)" strokeWidth="6" />
      <line
        x1="137"
        y1="103"
        x2="160"
        y2="126"
        stroke="var(--mantine-color-blue-7)"
        strokeWidth="9"
        strokeLinecap="round"
      />
      <text
        x="118"
        y="92"
        textAnchor="middle"
        fontSize="22"
        fontWeight="700"
        fill="var(--mantine-color-blue-8)"
      >
        ?
      </text>
    </svg>
  );
}
