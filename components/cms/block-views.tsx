import type { ReactNode } from 'react';
import { ADMONITION_TITLES, isAdmonitionType } from '@/lib/content/admonitions';

/**
 * How the editor draws the content blocks, close to the site: an admonition
 * with its kind's colour and title, a tab with its label. The body stays
 * editable inside.
 */
const ADMONITION_COLOURS: Record<string, string> = {
  note: '#6b7280',
  tip: '#059669',
  info: '#0284c7',
  warning: '#d97706',
  danger: '#dc2626',
  caution: '#d97706',
};

export function AdmonitionView({ value, children }: { value: { type: string; title: string }; children: ReactNode }) {
  const kind = isAdmonitionType(value.type) ? value.type : 'note';
  return (
    <div style={{ borderLeft: `4px solid ${ADMONITION_COLOURS[kind]}`, paddingLeft: 12 }}>
      <div
        contentEditable={false}
        style={{ fontWeight: 700, fontSize: '0.8em', textTransform: 'uppercase', color: ADMONITION_COLOURS[kind] }}
      >
        {value.title || ADMONITION_TITLES[kind]}
      </div>
      {children}
    </div>
  );
}

export function TabItemView({
  value,
  children,
}: {
  value: { value: string; label: string; default: boolean };
  children: ReactNode;
}) {
  return (
    <div>
      <div contentEditable={false} style={{ fontWeight: 600, fontSize: '0.85em' }}>
        {value.label || value.value}
        {value.default ? ' · selected first' : ''}
      </div>
      {children}
    </div>
  );
}
