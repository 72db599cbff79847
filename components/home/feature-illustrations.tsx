/** The home page's three illustrations: simple line drawings in the site's colours. */

export function AudioPlayerIllustration() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <rect
        x="55"
        y="20"
        width="90"
        height="160"
        rx="14"
        fill="var(--color-surface)"
        stroke="var(--color-text)"
        strokeWidth="3"
      />
      <rect x="67" y="36" width="66" height="66" rx="8" fill="var(--color-primary-soft)" />
      <circle cx="100" cy="69" r="18" fill="none" stroke="var(--color-primary)" strokeWidth="3" />
      <circle cx="100" cy="69" r="4" fill="var(--color-primary)" />
      <rect x="67" y="112" width="66" height="4" rx="2" fill="var(--color-border)" />
      <rect x="67" y="112" width="38" height="4" rx="2" fill="var(--color-primary)" />
      <path d="M93 130v20l16-10z" fill="var(--color-primary)" />
      <path
        d="M78 132v16M74 132l-8 8 8 8M122 132v16M126 132l8 8-8 8"
        stroke="var(--color-text)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M20 90q8-12 0-24M30 98q14-20 0-40M170 66q-8 12 0 24M180 58q-14 20 0 40"
        stroke="var(--color-primary)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function BuildingBlocksIllustration() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <rect
        x="30"
        y="120"
        width="60"
        height="50"
        rx="6"
        fill="var(--color-primary-soft)"
        stroke="var(--color-text)"
        strokeWidth="3"
      />
      <rect
        x="110"
        y="120"
        width="60"
        height="50"
        rx="6"
        fill="var(--color-surface)"
        stroke="var(--color-text)"
        strokeWidth="3"
      />
      <rect
        x="70"
        y="62"
        width="60"
        height="50"
        rx="6"
        fill="var(--color-primary)"
        stroke="var(--color-text)"
        strokeWidth="3"
      />
      <path d="M92 80v14l12-7z" fill="var(--color-on-primary)" />
      <path d="M45 145h30M45 155h20" stroke="var(--color-primary)" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M125 134v22M133 140v10M141 130v30M149 138v14M157 142v6"
        stroke="var(--color-primary)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M100 22v24M88 34h24" stroke="var(--color-primary)" strokeWidth="3" strokeLinecap="round" />
      <circle cx="40" cy="60" r="8" fill="none" stroke="var(--color-text)" strokeWidth="3" />
      <path d="M160 48l10 10M170 48l-10 10" stroke="var(--color-text)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function DevicesIllustration() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <rect
        x="14"
        y="40"
        width="120"
        height="84"
        rx="8"
        fill="var(--color-surface)"
        stroke="var(--color-text)"
        strokeWidth="3"
      />
      <path d="M14 54h120" stroke="var(--color-text)" strokeWidth="3" />
      <circle cx="24" cy="47" r="2.5" fill="var(--color-text)" />
      <circle cx="32" cy="47" r="2.5" fill="var(--color-text)" />
      <path
        d="M40 100q10-24 20 0t20 0 20 0"
        stroke="var(--color-primary)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <rect
        x="120"
        y="70"
        width="66"
        height="110"
        rx="10"
        fill="var(--color-primary-soft)"
        stroke="var(--color-text)"
        strokeWidth="3"
      />
      <rect x="132" y="84" width="42" height="42" rx="6" fill="var(--color-primary)" />
      <path d="M148 96v18l14-9z" fill="var(--color-on-primary)" />
      <rect x="132" y="138" width="42" height="4" rx="2" fill="var(--color-primary)" />
      <rect
        x="38"
        y="134"
        width="60"
        height="46"
        rx="8"
        fill="var(--color-surface)"
        stroke="var(--color-text)"
        strokeWidth="3"
      />
      <path d="M58 150v14l11-7z" fill="var(--color-primary)" />
    </svg>
  );
}
