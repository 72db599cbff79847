/**
 * The function table of a version's platform-support page against the
 * platform marks computed from its package (native-platforms.ts): a ✅ in a
 * platform's column must match a mark, and a ❌ (or any cell without ✅) the
 * absence of one. Only the columns of platforms the package has a module for
 * are compared (older pages list Windows, which the packages hold no code for).
 */
import type { DriftProblem } from './drift';
import type { DocPage } from './doc-sections';
import { PLATFORMS, type Platform } from './native-platforms';

const COLUMN: Record<string, Platform> = { android: 'android', ios: 'ios', web: 'web' };

export function platformTableProblems(
  page: DocPage,
  marks: Readonly<Record<string, readonly Platform[]>>,
  withModule: readonly Platform[],
): DriftProblem[] {
  const table = page.tables.find((t) => /^function$/i.test(t.headers[0]?.trim() ?? ''));
  if (!table) return [{ file: page.file, message: 'has no table whose first column is "Function".' }];
  const columns = table.headers.flatMap((h, i) => {
    const platform = COLUMN[h.trim().toLowerCase()];
    return platform && withModule.includes(platform) ? [{ i, platform }] : [];
  });
  const problems: DriftProblem[] = [];
  for (const row of table.rows) {
    if (!row.name) continue;
    const marked = marks[row.name];
    if (!marked) {
      problems.push({
        file: page.file,
        line: row.line,
        message: `lists \`${row.name}\`, which the package does not export.`,
      });
      continue;
    }
    for (const { i, platform } of columns) {
      const yes = (row.cells[i] ?? '').includes('✅');
      if (yes !== marked.includes(platform))
        problems.push({
          file: page.file,
          line: row.line,
          message: `\`${row.name}\` is ${yes ? '✅' : 'not ✅'} for ${platform}, but the package ${yes ? 'does not implement it there' : 'implements it there'} (marked for ${PLATFORMS.filter((p) => marked.includes(p)).join(', ') || 'no platform'}).`,
        });
    }
  }
  return problems;
}
