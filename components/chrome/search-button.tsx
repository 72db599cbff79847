import Link from 'next/link';

/** Opens search. The full search dialog arrives with the search issue; until then it links to the search page. */
export function SearchButton({ version }: { version: string | null }) {
  return (
    <Link className="search-button" href="/search" data-version={version ?? undefined}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path
          d="M14.4 13l4.3 4.3-1.4 1.4-4.3-4.3a7.5 7.5 0 1 1 1.4-1.4ZM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z"
          fill="currentColor"
        />
      </svg>
      <span className="search-button-label">Search</span>
    </Link>
  );
}
