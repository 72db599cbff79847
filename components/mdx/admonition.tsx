import type { ReactNode } from 'react';

const DEFAULT_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/** A call-out box from `:::note` … `:::`. */
export function Admonition({ type, title, children }: { type: string; title?: string; children: ReactNode }) {
  const kind = type in DEFAULT_TITLES ? type : 'note';
  return (
    <div className={`admonition admonition-${kind}`} role="note">
      <p className="admonition-title">{title ?? DEFAULT_TITLES[kind]}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
