/**
 * The `_headers` file of static hosts (Netlify, Cloudflare Pages): a path
 * pattern on its own line, then indented `Name: value` lines. A pattern's `*`
 * matches anything (slashes included) and `:name` one path segment; every rule
 * whose pattern matches a path adds its headers, later rules winning.
 */

/**
 * @param {string} text the file
 * @returns {{ pattern: string, test: RegExp, headers: Record<string, string> }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (/^\s*(#|$)/.test(line)) continue;
    const header = /^\s+([A-Za-z0-9-]+):\s*(.+)$/.exec(line);
    if (header) {
      const rule = rules.at(-1);
      if (!rule) throw new Error(`_headers: "${line.trim()}" comes before any path`);
      const [, name = '', value = ''] = header;
      rule.headers[name] = value.trim();
      continue;
    }
    const pattern = line.trim();
    const source = pattern
      .split(/(\*|:[A-Za-z]\w*)/)
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    rules.push({ pattern, test: new RegExp(`^${source}$`), headers: {} });
  }
  return rules;
}

/**
 * The headers for a request path (without the base URL).
 * @param {ReturnType<typeof parseHeadersFile>} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  return Object.assign({}, ...rules.filter((rule) => rule.test.test(pathname)).map((rule) => rule.headers));
}
