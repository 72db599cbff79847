/**
 * Text whose `backticked` parts are code: change details are written that way
 * (`parameter \`index\` added`). Rendered as text and <code>, never as HTML.
 */
export function InlineCode({ text, mixed = false }: { text: string; mixed?: boolean }) {
  if (!mixed) return <code>{text}</code>;
  return (
    <span className="change-detail">
      {text
        .split(/(`[^`]+`)/)
        .map((part, i) => (part.startsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part))}
    </span>
  );
}
