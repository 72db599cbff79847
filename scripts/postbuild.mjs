#!/usr/bin/env node
/** Steps after `next build`: checks on the exported site in out/. */
import { existsSync } from 'node:fs';

if (!existsSync('out/404.html')) {
  console.error('postbuild: out/404.html is missing: the not-found page did not export.');
  process.exit(1);
}
console.log('postbuild: ok');
