import { ExternalLink } from '@/components/ui/external-link';

/**
 * "Edit this page": the doc's file in the repository (a new tab), or under
 * `npm run dev` the page in the writers' editor (`inEditor`), opened in the
 * same tab.
 */
export function EditLink({ href, inEditor = false }: { href: string; inEditor?: boolean }) {
  const label = (
    <>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M3 17.2V21h3.8l11-11-3.8-3.8-11 11Zm17.7-10.2a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.8 3.8 1.7-1.9Z"
        />
      </svg>
      Edit this page
    </>
  );
  if (!inEditor) {
    return (
      <ExternalLink className="edit-link" href={href}>
        {label}
      </ExternalLink>
    );
  }
  return (
    <a className="edit-link" href={href} data-full-load="">
      {label}
      <span className="sr-only"> in the editor</span>
    </a>
  );
}
