import path from 'node:path';

/**
 * The file that answers a request path in a static export with
 * `trailingSlash: false`: `/docs/4.0` → `docs/4.0.html` (before the folder
 * `docs/4.0/`), then the exact file, then `index.html` inside a folder.
 * Returns null when nothing matches or the path escapes the root.
 * @param {string} root absolute folder of the export
 * @param {string} pathname decoded URL path, starting with `/`
 * @param {(file: string) => Promise<boolean>} isFile
 */
export async function resolveStaticPath(root, pathname, isFile) {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const target = path.resolve(root, `.${clean}`);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const candidates =
    clean === '/' ? [path.join(root, 'index.html')] : [`${target}.html`, target, path.join(target, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}
