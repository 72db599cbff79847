/**
 * Where each API entry is documented in a version: the heading of its section
 * or the row of its table, with the anchor readers can link to. Follows the
 * reference-page conventions the drift check enforces.
 */
import { sectionsOf, type DocPage } from './doc-sections';
import { findSymbolSection } from './drift';
import type { ApiModel } from './types';

export interface EntryLocation {
  /** `function:add`, `member:State.Ended`… (see apiEntries). */
  key: string;
  docId: string;
  /** 1-based line of the heading or table row in the file; 0 for a whole page (an enum page's title). */
  line: number;
  /** `heading`: the entry's section; `row`: a row of a members or fields table; `page`: the page itself. */
  at: 'heading' | 'row' | 'page';
  /** The id of the section's heading on the rendered page (`''` for the top of the page). */
  anchor: string;
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
      const { code, line, id: anchor } = section.heading;
      const call = CALL.exec(code ?? '')?.[1];
      if (page.docId.startsWith('api/functions/') && call && functions.has(call))
        push({ key: `function:${call}`, docId: page.docId, line, at: 'heading', anchor });
      if (page.docId === 'api/events' && code && events.has(code))
        push({ key: `event:${code}`, docId: page.docId, line, at: 'heading', anchor });
      const hook = /^(use[A-Z]\w*)/.exec(code ?? '')?.[1];
      if (page.docId === 'api/hooks' && hook && hooks.has(hook))
        push({ key: `hook:${hook}`, docId: page.docId, line, at: 'heading', anchor });
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
        ? {
            key: `${symbol.kind}:${symbol.name}`,
            docId: found.page.docId,
            line: found.section.heading.line,
            at: 'heading',
            anchor,
          }
        : { key: `${symbol.kind}:${symbol.name}`, docId: found.page.docId, line: 0, at: 'page', anchor: '' },
    );
    const tables = found.section ? found.section.tables : found.page.tables;
    for (const table of tables) {
      if (!symbol.header.test((table.headers[0] ?? '').replace(/`/g, '').trim())) continue;
      for (const row of table.rows) {
        if (!row.name) continue;
        const name = row.name.replace(/\?$/, '').replace(new RegExp(`^${symbol.name}\\.`), '');
        // The nearest heading above the row is where a link to it lands.
        const above = found.page.headings.filter((h) => h.line < row.line && h.level > 1).pop();
        push({
          key: `${symbol.rowKind}:${symbol.name}.${name}`,
          docId: found.page.docId,
          line: row.line,
          at: 'row',
          anchor: above?.id ?? '',
        });
      }
    }
  }
  return out;
}
