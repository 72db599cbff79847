import { SiteLink as Link } from '@/components/chrome/site-link';
import { ReplacementList } from '@/components/mdx/replacement-list';
import type { ChangeRow, ChangesPair } from '@/lib/api-model/version-intelligence';
import { anchorOf } from '@/lib/api-model/version-intelligence';
import type { FrameData } from '@/lib/docs-model/frame';
import { SiteFrame } from '@/components/chrome/site-frame';
import { InlineCode } from './inline-code';
import { CHANGE_GROUPS as GROUPS, CHANGE_KINDS, CHANGE_TITLES, changesRoute } from '@/lib/api-model/change-groups';

function Row({ row, pair }: { row: ChangeRow; pair: ChangesPair }) {
  return (
    <li id={anchorOf(row.change, `${row.kind}:${row.name}`)} className="change-row">
      <InlineCode text={row.name} />
      {row.details && (
        <span className="change-details">
          :{' '}
          {row.details.map((d, i) => (
            <InlineCode key={i} text={d} mixed />
          ))}
        </span>
      )}
      {row.replacements?.length ? (
        <span className="change-details">
          {' ('}
          <ReplacementList replacements={row.replacements} />)
        </span>
      ) : null}
      {row.release && (
        <span className="change-details">
          {' '}
          in {row.release.label}
          {row.release.documented ? '' : ' (a release without docs of its own)'}
        </span>
      )}
      <span className="change-links">
        {row.olderHref && <Link href={row.olderHref}>in {pair.from.label}</Link>}
        {row.newerHref && <Link href={row.newerHref}>in {pair.to.label}</Link>}
      </span>
    </li>
  );
}

/** `/docs/changes/3.2-to-4.0`: the API differences of two adjacent versions, grouped by kind, then by change. */
export function ChangesPage({ pair, frame }: { pair: ChangesPair; frame: FrameData }) {
  const groups = GROUPS.map((group) => ({ ...group, rows: pair.changes.filter((c) => group.kinds.includes(c.kind)) }));
  return (
    <SiteFrame frame={frame}>
      <main id="main-content" className="changes-page" tabIndex={-1}>
        <article className="markdown" data-pagefind-body data-pagefind-filter={`version:${pair.to.name}`}>
          <nav className="breadcrumbs" aria-label="Breadcrumbs">
            <ol>
              <li>
                <Link href="/docs/changes">API changes</Link>
              </li>
              <li>
                <span aria-current="page">
                  {pair.from.label} to {pair.to.label}
                </span>
              </li>
            </ol>
          </nav>
          <h1 data-pagefind-meta="title">
            API changes from {pair.from.label} to {pair.to.label}
          </h1>
          <p>
            Everything the published package of {pair.to.label}
            {pair.to.unreleased ? ' (unreleased)' : ''} adds, removes, deprecates or changes compared with{' '}
            {pair.from.label}, read from the type declarations of the two packages. Each entry links to its section in
            the docs of either version.
          </p>
          {pair.guide ? (
            <p>
              For how to move your app across, read the <Link href={pair.guide.href}>migration guide</Link>.
            </p>
          ) : null}
          {pair.changes.length === 0 && <p>The two packages declare the same API.</p>}
          {groups
            .filter((g) => g.rows.length)
            .map((group) => (
              <section key={group.id} aria-labelledby={`group-${group.id}`}>
                <h2 id={`group-${group.id}`}>
                  {group.title} ({group.rows.length})
                </h2>
                {CHANGE_KINDS.map((change) => {
                  const rows = group.rows.filter((r) => r.change === change);
                  if (!rows.length) return null;
                  return (
                    <div key={change}>
                      <h3 id={`${group.id}-${change}`}>
                        {CHANGE_TITLES[change]} ({rows.length})
                      </h3>
                      <ul className="change-list">
                        {rows.map((row) => (
                          <Row key={`${row.kind}:${row.name}`} row={row} pair={pair} />
                        ))}
                      </ul>
                    </div>
                  );
                })}
              </section>
            ))}
        </article>
      </main>
    </SiteFrame>
  );
}

/** `/docs/changes`: every step between adjacent versions. */
export function ChangesIndex({ pairs, frame }: { pairs: readonly ChangesPair[]; frame: FrameData }) {
  return (
    <SiteFrame frame={frame}>
      <main id="main-content" className="changes-page" tabIndex={-1}>
        <article className="markdown" data-pagefind-body>
          <h1 data-pagefind-meta="title">API changes between versions</h1>
          <p>
            What each release added, removed, deprecated or changed in the API of the library, computed from the type
            declarations of the published packages.
          </p>
          <ul className="change-list">
            {[...pairs].reverse().map((pair) => {
              const count = (change: ChangeRow['change']) => pair.changes.filter((c) => c.change === change).length;
              return (
                <li key={pair.slug}>
                  <Link href={changesRoute(pair.slug)}>
                    {pair.from.label} to {pair.to.label}
                    {pair.to.unreleased ? ' (unreleased)' : ''}
                  </Link>
                  : {count('added')} added, {count('removed')} removed, {count('deprecated')} deprecated,{' '}
                  {count('changed')} changed
                  {pair.guide && (
                    <>
                      {' '}
                      · <Link href={pair.guide.href}>migration guide</Link>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </article>
      </main>
    </SiteFrame>
  );
}
