#!/usr/bin/env node
/**
 * Static server for the exported site in out/.
 * - `/docs/4.0` is answered with `docs/4.0.html` before the `docs/4.0/` folder
 *   (trailingSlash is off, so a page and a folder can share a name);
 * - unknown paths get `404.html` with status 404;
 * - text responses are gzipped when the client accepts it;
 * - BASE_URL (e.g. `/preview/`) serves the site under that prefix;
 * - the headers of <dir>/_headers (security headers, CSP; Markdown and llms.txt types)
 *   go on the responses whose paths their rules match.
 * Usage: node scripts/serve.mjs [--port 3000] [--dir out] [--host 127.0.0.1] [--headers file]
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolveStaticPath } from './lib/resolve-static-path.mjs';
import { headersFor, parseHeadersFile } from './lib/headers-file.mjs';
import { basePathOf } from '../lib/config/env.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index !== -1 && args[index + 1] ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? '3000'));
const host = option('host', process.env.HOST ?? '0.0.0.0');
const root = path.resolve(option('dir', 'out'));
const basePath = basePathOf(process.env.BASE_URL);
// The static host's headers file of the export (public/_headers), unless another is named.
const headersFile = option('headers', existsSync(path.join(root, '_headers')) ? path.join(root, '_headers') : '');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.pdf': 'application/pdf',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg)/;

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The rules of the headers file (e.g. the CSP of public/_headers), each for the paths it names. */
const headerRules = headersFile ? parseHeadersFile(await readFile(headersFile, 'utf8')) : [];

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    /** @type {string | null} */
    let pathname = decodeURIComponent(url.pathname);
    if (basePath) {
      if (pathname === basePath) pathname = '/';
      else if (pathname.startsWith(`${basePath}/`)) pathname = pathname.slice(basePath.length);
      else pathname = null;
    }
    let file = pathname === null ? null : await resolveStaticPath(root, pathname, isFile);
    let status = 200;
    if (!file) {
      status = 404;
      file = path.join(root, '404.html');
    }
    const body = await readFile(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    /** @type {Record<string, string | number>} */
    const headers = {
      'Content-Type': type,
      'Cache-Control': file.includes(`${path.sep}_next${path.sep}static${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
      // A missing page gets the not-found page's headers, whatever its path looks like.
      ...headersFor(headerRules, status === 404 || pathname === null ? '/404.html' : pathname),
    };
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    let payload = body;
    if (acceptsGzip && COMPRESSIBLE.test(type) && body.length > 512) {
      payload = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    // Media is served in byte ranges, as static hosts do: without them Chromium cannot seek in a track.
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (status === 200 && type.startsWith('audio/')) {
      headers['Accept-Ranges'] = 'bytes';
      if (range && (range[1] || range[2])) {
        const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
        const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
        if (start > end || start >= body.length) {
          res.writeHead(416, { 'Content-Range': `bytes */${body.length}` });
          res.end();
          return;
        }
        payload = body.subarray(start, end + 1);
        headers['Content-Range'] = `bytes ${start}-${end}/${body.length}`;
        status = 206;
      }
    }
    headers['Content-Length'] = payload.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Server error: ${error instanceof Error ? error.message : String(error)}`);
  }
});

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${port}${basePath || ''}/`);
});
