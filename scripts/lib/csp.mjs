/**
 * Per-page Content-Security-Policy: the SHA-256 hashes of a page's inline
 * scripts go into a <meta> policy, so no other inline script can run.
 */
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The meta policy of a page: its script hashes, plus what the site needs besides. */
export function metaPolicy(html) {
  return [
    `script-src 'self' 'wasm-unsafe-eval' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Pages show images from other hosts (avatars, screenshots): any https image, nothing else.
    "img-src 'self' data: https:",
    "connect-src 'self' https://*.algolia.net https://*.algolianet.com",
    "worker-src 'self' blob:",
    // The docs' web player (components/player/) plays the site's own tracks; Shaka Player feeds Media Source
    // streams through blob: URLs. No other media, from anywhere.
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** Insert (or replace) the policy <meta> right after <meta charSet>, before any script. */
export function withCspMeta(html) {
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(withoutOld)}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i;
  if (charset.test(withoutOld)) return withoutOld.replace(charset, (m) => `${m}${meta}`);
  return withoutOld.replace(/<head>/i, `<head>${meta}`);
}
