/**
 * Where each API entry is documented in a version: the heading of its section
 * or the row of its table, with the anchor readers can link to. Follows the
 * reference-page conventions the drift check enforces. Each location is one of
 * the places the content build marked on the page (lib/content/places.ts):
 * the page, its Markdown twin and the docs server read it, none works it out again.
 */
import { sectionsOf, type DocPage } from './doc-sections';
import { findSymbolSection } from './drift';
import type { ApiModel } from './types';

export interface EntryLocation {
  /** `function:add`, `member:State.Ended`… (see apiEntries). */
  key: string;
  docId: string;
  /** `heading`: the entry's section; `row`: a row of a members or fields table; `page`: the page itself. */
  at: 'heading' | 'row' | 'page';
  /**
   * The id of the entry's heading on the rendered page; for a row, of the nearest heading above it; `''` for the
   * top of the page. Links land here, and with `row` it names where the entry's badges go, whatever line it is on.
   */
  anchor: string;
  /** A row's entry as its first cell names it (its first code span, `minBuffer`). */
  row?: string;
}

const CALL = /^([A-Za-z_$][\w$]*)\s*\(/;

export function locateEntries(model: ApiModel, pages: readonly DocPage[]): EntryLocation[] {
  const out: EntryLocation[] = [];
  const seen = new Set<string>();
  const apiPages = pages.filter((p) => p.docId.startsWith('api/'));
  const push = (location: EntryLocation) => {
    if (seen.has(location.key)) return;
    seen.add(location.key);
    out.push(location);
  };
  const functions = new Set(model.functions.map((f) => f.name));
  const events = new Set(model.events.map((e) => e.name));
  const hooks = new Set(model.hooks.map((h) => h.name));

  for (const page of apiPages) {
    for (const section of sectionsOf(page)) {
      const { code, id: anchor } = section.heading;
      const call = CALL.exec(code ?? '')?.[1];
      if (page.docId.startsWith('api/functions/') && call && functions.has(call))
        push({ key: `function:${call}`, docId: page.docId, at: 'heading', anchor });
      if (page.docId === 'api/events' && code && events.has(code))
        push({ key: `event:${code}`, docId: page.docId, at: 'heading', anchor });
      const hook = /^(use[A-Z]\w*)/.exec(code ?? '')?.[1];
      if (page.docId === 'api/hooks' && hook && hooks.has(hook))
        push({ key: `hook:${hook}`, docId: page.docId, at: 'heading', anchor });
    }
  }

  const symbols = [
    ...model.enums
      .filter((e) => e.name !== 'Event')
      .map((e) => ({ name: e.name, kind: 'constant' as const, rowKind: 'member', header: /^member/i })),
    ...model.objects.map((o) => ({
      name: o.name,
      kind: 'object' as const,
      rowKind: 'field',
      header: /^(field|property)/i,
    })),
  ];
  for (const symbol of symbols) {
    const found = findSymbolSection(apiPages, symbol.name);
    if (!found) continue;
    const anchor = found.section?.heading.id ?? '';
    push(
      found.section
        ? { key: `${symbol.kind}:${symbol.name}`, docId: found.page.docId, at: 'heading', anchor }
        : { key: `${symbol.kind}:${symbol.name}`, docId: found.page.docId, at: 'page', anchor: '' },
    );
    const tables = found.section ? found.section.tables : found.page.tables;
    for (const table of tables) {
      if (!symbol.header.test((table.headers[0] ?? '').replace(/`/g, '').trim())) continue;
      for (const row of table.rows) {
        if (!row.name) continue;
        const name = row.name.replace(/\?$/, '').replace(new RegExp(`^${symbol.name}\\.`), '');
        // The row's place (lib/content/places.ts): links to it land at its heading.
        push({
          key: `${symbol.rowKind}:${symbol.name}.${name}`,
          docId: found.page.docId,
          at: 'row',
          anchor: row.anchor ?? '',
          row: row.name,
        });
      }
    }
  }
  return out;
}

/** The line of the page where a located entry is now (0 for the whole page, or when it is not there). */
export function lineOf(page: DocPage, location: Pick<EntryLocation, 'at' | 'anchor' | 'row'>): number {
  if (location.at === 'heading') return page.headings.find((h) => h.id === location.anchor)?.line ?? 0;
  if (location.at === 'page') return 0;
  const row = page.tables.flatMap((t) => t.rows).find((r) => r.name === location.row && r.anchor === location.anchor);
  return row?.line ?? 0;
}
