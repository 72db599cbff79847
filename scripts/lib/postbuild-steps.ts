/**
 * The parts of scripts/postbuild.ts that work on any export folder: copying
 * the content's static files in, and the link check's verdict.
 */
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { findBrokenLinks, loadFiles, loadSite } from './check-links.mjs';

/** Copy the staged static files into the export; the site's own files win over the content's. */
export function copyStatic(from: string, to: string): { copied: number; kept: string[] } {
  const kept: string[] = [];
  let copied = 0;
  if (!existsSync(from)) return { copied, kept };
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(from, path.join(entry.parentPath, entry.name));
    if (existsSync(path.join(to, rel))) kept.push(rel.split(path.sep).join('/'));
    else {
      mkdirSync(path.dirname(path.join(to, rel)), { recursive: true });
      cpSync(path.join(from, rel), path.join(to, rel));
      copied++;
    }
  }
  return { copied, kept };
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
