/**
 * `npm run mcp:pack [-- --destination <folder>]`: the docs server's package,
 * as the build published it (out/mcp/<package>.tgz, made by
 * lib/docs/server-package.ts and served by app/mcp/), copied to a folder with
 * its size and what each part weighs: the server bundle (dist/), the docs
 * data (data/) and the declaration files for check_snippet (types/). Needs
 * `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');

/**
 * Copy the export's tarball to `destination`.
 * @param {{ out?: string, destination: string }} options the export to read (default out/) and where to copy the tarball
 * @returns {Promise<{ tarball: string, size: number, unpackedSize: number, entryCount: number, parts: Record<string, number> }>}
 */
export async function packServer({ out = path.join(ROOT, 'out'), destination }) {
  const { name, version } = JSON.parse(readFileSync(path.join(HERE, 'package.json'), 'utf8'));
  const published = path.join(out, 'mcp', `${name}-${version}.tgz`);
  if (!existsSync(published))
    throw new Error(`mcp:pack: ${path.relative(ROOT, published)} is missing: run \`npm run build\` first.`);
  mkdirSync(destination, { recursive: true });
  const tarball = path.join(path.resolve(destination), path.basename(published));
  copyFileSync(published, tarball);
  // `tar -tvz` lists each entry with its size in the third column: `-rw-r--r-- 0/0  1234 1985-10-26 08:15 package/…`.
  const entries = execFileSync('tar', ['-tvzf', tarball], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .trim()
    .split('\n')
    .map((line) => {
      const fields = line.trim().split(/\s+/);
      return { size: Number(fields[2]), file: fields.slice(5).join(' ') };
    });
  const parts = { dist: 0, data: 0, types: 0 };
  for (const { size, file } of entries) {
    const part = file.split('/')[1];
    if (part && part in parts) parts[/** @type {keyof typeof parts} */ (part)] += size;
  }
  return {
    tarball,
    size: statSync(tarball).size,
    unpackedSize: entries.reduce((sum, e) => sum + e.size, 0),
    entryCount: entries.length,
    parts,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--destination');
  const destination = at === -1 ? HERE : process.argv[at + 1];
  if (!destination) throw new Error('mcp:pack: --destination needs a folder.');
  const result = await packServer({ destination });
  const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  console.log(
    `mcp:pack: ${path.relative(process.cwd(), result.tarball)}: ${mb(result.size)} packed, ${mb(result.unpackedSize)} unpacked, ${result.entryCount} files (server ${mb(result.parts.dist)}, docs data ${mb(result.parts.data)}, declaration files ${mb(result.parts.types)})`,
  );
}
