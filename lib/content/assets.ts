/**
 * Images and files a page refers to, resolved as Docusaurus resolves them: a
 * root path (`/img/x.png`) is a file of the content's `static/` folder, served
 * at the site root; a relative path is resolved from the page's folder and
 * must land in `static/` or beside the pages of a version (then it is
 * published under that version's URL, `/docs/3.2/api/diagram.png`).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { DocsVersion } from '../versions/versions';

/** What an image or file reference of a page resolves to. */
export type ResolvedAsset =
  /** Serve it at `url`; `stage` names the file to publish there when it is not in `static/`. */
  | { url: string; stage?: { from: string; to: string } }
  | { error: string }
  /** Not a local file reference, or one that needs no change: leave the URL as it is. */
  | null;

export interface AssetLookup {
  /** Whether a file exists, by its path relative to the content folder. */
  exists(relativePath: string): boolean;
  /** The version and path inside it of a file in a version's folder, or null outside those. */
  versionFolder(relativePath: string): { version: string; rest: string } | null;
  /** URL base of a version's pages: `/docs/next`, `/docs`, `/docs/3.2`. */
  versionBase(version: string): string;
}

function splitUrl(url: string): { pathPart: string; suffix: string } {
  const cut = url.search(/[?#]/);
  return cut === -1 ? { pathPart: url, suffix: '' } : { pathPart: url.slice(0, cut), suffix: url.slice(cut) };
}

function decodePath(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/** Whether a URL names something on another host or a data URL (nothing to resolve). */
export function isRemoteUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * @param fromFile the page, relative to the content folder
 * @param url as written in the page
 * @param requireFile images must be files (a miss is an error); a link that is
 *   no file is left alone (it may be a route)
 */
export function resolveAsset(fromFile: string, url: string, lookup: AssetLookup, requireFile = true): ResolvedAsset {
  if (!url || isRemoteUrl(url) || url.startsWith('#')) return null;
  const { pathPart, suffix } = splitUrl(url);
  if (!pathPart || /\.mdx?\/?$/.test(pathPart)) return null;
  if (pathPart.startsWith('/')) {
    if (!requireFile || lookup.exists(`static${decodePath(pathPart)}`)) return null;
    return { error: `image "${url}" not found: a root path names a file of static/ (static${decodePath(pathPart)}).` };
  }
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), decodePath(pathPart)));
  if (!lookup.exists(target)) {
    return requireFile ? { error: `image "${url}" not found (no file ${target}).` } : null;
  }
  if (target.startsWith('static/')) return { url: `${encodeURI(target.slice('static'.length))}${suffix}` };
  const folder = lookup.versionFolder(target);
  if (folder) {
    const to = `${lookup.versionBase(folder.version)}/${folder.rest}`;
    return { url: `${encodeURI(to)}${suffix}`, stage: { from: target, to: to.slice(1) } };
  }
  return { error: `"${url}" points at ${target}, outside static/ and the docs folders: only those are published.` };
}

/** `docs/<version>/<rest>` of the content folder's layout, for a version the site has. */
export function nativeVersionFolder(
  relativePath: string,
  versions: readonly string[],
): { version: string; rest: string } | null {
  const match = /^docs\/([^/]+)\/(.+)$/.exec(relativePath);
  return match && versions.includes(match[1]!) ? { version: match[1]!, rest: match[2]! } : null;
}

/**
 * The lookup of a prepared content folder (`docs/<version>/…`, `static/…`)
 * on disk. A root path is also found in the site's own `public/` folder.
 * @param versions the version records: a file in a version's folder is published under its `path`
 */
export function contentAssetLookup(
  contentDir: string,
  versions: readonly Pick<DocsVersion, 'name' | 'path'>[],
  publicDir?: string,
): AssetLookup {
  const isFile = (file: string) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  return {
    exists: (relativePath) => {
      if (relativePath.startsWith('..') || path.isAbsolute(relativePath)) return false;
      if (isFile(path.join(contentDir, relativePath))) return true;
      return (
        publicDir !== undefined &&
        relativePath.startsWith('static/') &&
        isFile(path.join(publicDir, relativePath.slice('static/'.length)))
      );
    },
    versionFolder: (relativePath) =>
      nativeVersionFolder(
        relativePath,
        versions.map((v) => v.name),
      ),
    versionBase: (version) => versions.find((v) => v.name === version)?.path ?? '',
  };
}
