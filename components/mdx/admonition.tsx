import type { ReactNode } from 'react';
import { ADMONITION_TITLES, isAdmonitionType } from '@/lib/content/admonitions';

/** A call-out box: `<Admonition type="note">` (as the editor writes it) or `:::note` … `:::`; an empty title is the kind's own. */
export function Admonition({ type, title, children }: { type: string; title?: string; children: ReactNode }) {
  const kind = isAdmonitionType(type) ? type : 'note';
  return (
    <div className={`admonition admonition-${kind}`} role="note">
      <p className="admonition-title">{title || ADMONITION_TITLES[kind]}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
