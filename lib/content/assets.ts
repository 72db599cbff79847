/**
 * Images and files a page refers to, resolved as Docusaurus resolves them: a
 * root path (`/img/x.png`) is a file of the content's `static/` folder, served
 * at the site root; a relative path is resolved from the page's folder and
 * must land in `static/` or beside the pages of a version (then it is
 * published under that version's URL, `/docs/3.2/api/diagram.png`).
 */

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
  /** A file's size in bytes, by its path relative to the content folder (undefined when unknown). */
  size?(relativePath: string): number | undefined;
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

/**
 * The path of `relative` seen from the folder of `fromFile`, both relative to the content folder, with `.` and `..`
 * worked out (as `path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), relative))`): the same on
 * every machine, with no file system involved.
 */
export function besideFile(fromFile: string, relative: string): string {
  const parts: string[] = [];
  for (const part of [...fromFile.split('/').slice(0, -1), ...relative.split('/')]) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/') || '.';
}

/** Whether a URL names something on another host or a data URL (nothing to resolve). */
export function isRemoteUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** Extensions of the files a version folder may hold beside its pages, which pages show or link to. */
export const PUBLISHED_FILES = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'pdf', 'mp3', 'mp4', 'zip'];

/** The largest picture a page may show: a bigger one is slow to load on a phone. */
export const MAX_PICTURE_BYTES = 500 * 1024;

/**
 * The file a local picture reference names, relative to the content folder (`static/img/x.png`,
 * `docs/4.1/img/guides/x.png`), or null for a remote or data URL.
 */
export function pictureFile(fromFile: string, url: string): string | null {
  if (!url || isRemoteUrl(url)) return null;
  const { pathPart } = splitUrl(url);
  if (pathPart.startsWith('/')) return `static${decodePath(pathPart)}`;
  return besideFile(fromFile, decodePath(pathPart));
}

/** Where a picture is written, for advice that fits it. */
export interface PictureContext {
  /** Written as an HTML/JSX `<img>` (else as Markdown `![…](…)`). */
  html?: boolean;
  /** The address of the link the picture sits in, when it does: its alt text is then the link's name. */
  linkTo?: string;
}

/** Hosts and paths that serve a person's or an organization's profile picture. */
function looksLikeAvatar(url: string): boolean {
  return (
    /^(https?:)?\/\/([^/]+\.)?(avatars\.githubusercontent\.com|gravatar\.com)\//i.test(url) ||
    /^(https?:)?\/\/github\.com\/[^/]+\.png(\?|$)/i.test(url) ||
    /avatar/i.test(url)
  );
}

/** A link to a profile page on GitHub (`https://github.com/<name>`), not to a repository or the sponsors page. */
function isProfileLink(url: string | undefined): boolean {
  return !!url && /^https?:\/\/github\.com\/(?!sponsors\b)[^/?#]+\/?$/i.test(url);
}

/**
 * What to tell a writer about a picture without alt text, fitted to what the
 * page shows of it: an avatar asks for the name of whom it shows, a picture
 * that is all of a link asks for where the link leads, any other for what it
 * shows. It never proposes the words: only the writer knows them.
 */
export function missingAltAdvice(url: string, context: PictureContext = {}): string {
  const where = context.html ? 'in its alt attribute (alt="…")' : `between the brackets (![…](${url}))`;
  let what: string;
  if (looksLikeAvatar(url) || isProfileLink(context.linkTo)) {
    what =
      'it looks like a profile picture: give the name of the person or organization it shows' +
      (context.linkTo ? ` (its link goes to ${context.linkTo})` : '');
  } else if (context.linkTo) {
    what = `it is what readers follow to ${context.linkTo}: say where that link leads, or what the picture shows`;
  } else {
    what = 'describe what the picture shows for readers who cannot see it';
  }
  return `picture "${url}" has no alt text: ${what}, ${where}.`;
}

/**
 * What is wrong with a picture a page shows, beyond whether its file exists (`resolveAsset`), with what to do
 * about it; null when nothing is. `soft` marks the problem a source may let through (`SoftProblemsSetting`):
 * no alt text. A file over MAX_PICTURE_BYTES always fails.
 */
export function pictureProblem(
  fromFile: string,
  url: string,
  alt: string | null | undefined,
  lookup: AssetLookup,
  context: PictureContext = {},
): { message: string; soft: boolean } | null {
  if (!alt?.trim()) return { message: missingAltAdvice(url, context), soft: true };
  const file = pictureFile(fromFile, url);
  const bytes = file === null ? undefined : lookup.size?.(file);
  if (bytes === undefined || bytes <= MAX_PICTURE_BYTES) return null;
  const webp = file!.replace(/\.[^./]+$/, '') + '.webp';
  return {
    soft: false,
    message:
      `picture "${url}" is ${Math.round(bytes / 1024)} KB, over the ${MAX_PICTURE_BYTES / 1024} KB a page may show: ` +
      `make it at most 1600 px wide and save it as WebP (in the content folder: node -e "require('sharp')('${file}')` +
      `.resize({ width: 1600, withoutEnlargement: true }).webp({ quality: 80 }).toFile('${webp}')"), then point the page at the new file.`,
  };
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
  const target = besideFile(fromFile, decodePath(pathPart));
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
