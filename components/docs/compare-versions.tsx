import { SiteLink as Link } from '@/components/chrome/site-link';
import { ReplacementList } from '@/components/mdx/replacement-list';
import type { ChangeRow, IntelligenceVersion, PageComparison } from '@/lib/api-model/version-intelligence';
import { InlineCode } from './inline-code';

const VERBS: Record<ChangeRow['change'], string> = {
  added: 'added',
  removed: 'removed',
  deprecated: 'deprecated',
  changed: 'changed',
};

/** What changed in this page's API between its version and one other (lib/api-model/version-intelligence.ts). */
export type VersionComparison = PageComparison;

/**
 * "Compare this page with another version": one disclosure per other version
 * listing what changed in this page's API between the two (static HTML, so it
 * works without JavaScript and with client navigation), each ending with a
 * link to the full changes page.
 */
export function CompareVersions({
  current,
  comparisons,
}: {
  current: IntelligenceVersion;
  comparisons: VersionComparison[];
}) {
  if (!comparisons.length) return null;
  return (
    <section className="compare-versions" aria-labelledby="compare-versions-title">
      <h2 id="compare-versions-title" className="compare-versions-title">
        Compare this page with another version
      </h2>
      {comparisons.map(({ other, from, to, rows, changesHref, changesLabel }) => (
        <details key={other.name} className="compare-version">
          <summary>
            {other.label}:{' '}
            {rows.length === 0
              ? 'no differences'
              : `${rows.length} ${rows.length === 1 ? 'difference' : 'differences'}`}
          </summary>
          <p>
            From {from.label} to {to.label}
            {to.unreleased ? ' (unreleased)' : ''}, in the entries of this page:
          </p>
          {rows.length > 0 && (
            <ul className="change-list">
              {rows.map((row) => (
                <li key={`${row.change}:${row.kind}:${row.name}`} className="change-row">
                  <InlineCode text={row.name} /> {VERBS[row.change]}
                  {row.details && (
                    <>
                      :{' '}
                      {row.details.map((d, i) => (
                        <InlineCode key={i} text={`${i ? '; ' : ''}${d}`} mixed />
                      ))}
                    </>
                  )}
                  {row.replacements?.length ? (
                    <>
                      {' ('}
                      <ReplacementList replacements={row.replacements} />)
                    </>
                  ) : null}
                  {row.release && <> in {row.release.label}</>}
                  {current.name === to.name && row.olderHref && (
                    <span className="change-links">
                      <Link href={row.olderHref}>in {from.label}</Link>
                    </span>
                  )}
                  {current.name === from.name && row.newerHref && (
                    <span className="change-links">
                      <Link href={row.newerHref}>in {to.label}</Link>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link href={changesHref}>{changesLabel}</Link>
          </p>
        </details>
      ))}
    </section>
  );
}
