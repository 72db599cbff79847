/**
 * The parts of scripts/postbuild.ts that work on any export folder: moving
 * the files app/raw/ made to their address, and the link check's verdict.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findBrokenLinks, loadFiles, loadSite } from './check-links.mjs';

/**
 * Move every file of `from` (the export's `raw/`) to the same path under `to` (the export's root), then remove
 * `from`. The site's own files (from `public/`) win over the content's: those are left out and listed.
 */
export function moveInto(from: string, to: string): { moved: number; kept: string[] } {
  const kept: string[] = [];
  let moved = 0;
  if (!existsSync(from)) return { moved, kept };
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(from, path.join(entry.parentPath, entry.name));
    if (existsSync(path.join(to, rel))) kept.push(rel.split(path.sep).join('/'));
    else {
      mkdirSync(path.dirname(path.join(to, rel)), { recursive: true });
      renameSync(path.join(from, rel), path.join(to, rel));
      moved++;
    }
  }
  rmSync(from, { recursive: true, force: true });
  return { moved, kept };
}

/**
 * The link check over an export: the lines to print, and whether it passed
 * (no broken internal link, #anchor or image; `toleratedAnchors` pass).
 */
export function linkReport(out: string, options: { basePath: string; toleratedAnchors: readonly string[] }) {
  const started = Date.now();
  const site = loadSite(out);
  const broken = findBrokenLinks(site, {
    basePath: options.basePath,
    files: loadFiles(out),
    toleratedAnchors: [...options.toleratedAnchors],
  });
  if (broken.length) {
    return {
      ok: false,
      lines: [
        `postbuild: ${broken.length} broken link(s) or image(s):`,
        ...broken.map((b: { from: string; href: string; reason: string }) => `  ${b.from}: ${b.href} (${b.reason})`),
      ],
    };
  }
  return {
    ok: true,
    lines: [
      `postbuild: ${site.size} pages, no broken internal links, anchors or images (links in ${Date.now() - started} ms)`,
    ],
  };
}
