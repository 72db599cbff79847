import type { LinkedReplacement } from '@/lib/api-model/version-intelligence';
import { SiteLink as Link } from '@/components/chrome/site-link';

/** `use Event.A, Event.B`: each replacement as code, linked to its section where a page documents it. */
export function ReplacementList({ replacements }: { replacements: readonly LinkedReplacement[] }) {
  return (
    <>
      {'use '}
      {replacements.map((r, i) => (
        <span key={r.key}>
          {i > 0 && (i === replacements.length - 1 ? ' or ' : ', ')}
          {r.href ? (
            <Link href={r.href}>
              <code>{r.name}</code>
            </Link>
          ) : (
            <code>{r.name}</code>
          )}
        </span>
      ))}
    </>
  );
}
