#!/usr/bin/env node
/** Prints one closing line over the unit and e2e results: "N passed, N failed". */
import { readFileSync, existsSync } from 'node:fs';

const [vitestJson, ...taps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
if (vitestJson && existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
for (const file of taps.filter((f) => existsSync(f))) {
  const tap = readFileSync(file, 'utf8');
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  skipped += count('skipped') + count('todo');
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
