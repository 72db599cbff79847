/**
 * An npm package tarball made in memory: a gzipped POSIX ustar archive whose
 * files sit under `package/`, as `npm pack` writes them. Deterministic: the
 * same files give the same bytes (fixed times, owners and modes), so every
 * build of the same sources publishes the same tarball and `npx` keeps its
 * cached copy.
 */
import { gzipSync } from 'node:zlib';

/** A file of the package, by its path inside the package (`dist/cli.mjs`). */
export interface PackageFile {
  path: string;
  body: string | Uint8Array;
  /** Executable (a bin). @defaultValue false */
  executable?: boolean;
}

/** The time `npm pack` gives every entry (1985-10-26T08:15:00Z), so that a tarball does not change with the clock. */
const NPM_PACK_TIME = 499162500;
const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** `name` and `prefix` of a ustar header: a path over 100 bytes is split at a `/` into a prefix of at most 155. */
export function ustarName(path: string): { name: string; prefix: string } {
  const bytes = Buffer.byteLength(path);
  if (bytes <= 100) return { name: path, prefix: '' };
  for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) {
    const prefix = path.slice(0, at);
    const name = path.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { name, prefix };
  }
  throw new Error(`tarball: the path ${path} is too long for a ustar header (at most 155 + 100 bytes split at a "/").`);
}

function header(path: string, size: number, mode: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { name, prefix } = ustarName(path);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(mode, 8), 100, 8, 'ascii');
  block.write(octal(0, 8), 108, 8, 'ascii');
  block.write(octal(0, 8), 116, 8, 'ascii');
  block.write(octal(size, 12), 124, 12, 'ascii');
  block.write(octal(NPM_PACK_TIME, 12), 136, 12, 'ascii');
  block.write('        ', 148, 8, 'ascii');
  block.write('0', 156, 1, 'ascii');
  block.write('ustar\0', 257, 6, 'ascii');
  block.write('00', 263, 2, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

/**
 * The package's files as an npm tarball (`.tgz`), each under `package/`.
 * @throws when two files share a path, or a path is absolute, climbs out (`..`) or is too long for ustar
 */
export function packageTarball(files: readonly PackageFile[]): Buffer {
  const seen = new Set<string>();
  const parts: Buffer[] = [];
  for (const file of files) {
    if (file.path.startsWith('/') || file.path.split('/').some((s) => s === '..' || s === '' || s === '.'))
      throw new Error(`tarball: "${file.path}" is not a relative path inside the package.`);
    if (seen.has(file.path)) throw new Error(`tarball: ${file.path} is listed twice.`);
    seen.add(file.path);
    const body = typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : Buffer.from(file.body);
    parts.push(header(`package/${file.path}`, body.length, file.executable ? 0o755 : 0o644), body);
    const pad = (BLOCK - (body.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(parts), { level: 9 });
}
