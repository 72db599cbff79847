#!/usr/bin/env node
/**
 * Prints one closing line over the test results: "N passed, N failed".
 * Arguments: Vitest JSON reports (*.json) and node:test TAP files (any other name).
 */
import { readFileSync, existsSync } from 'node:fs';

const files = process.argv.slice(2).filter((f) => existsSync(f));
const vitestJsons = files.filter((f) => f.endsWith('.json'));
const taps = files.filter((f) => !f.endsWith('.json'));
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of vitestJsons) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
for (const file of taps) {
  const tap = readFileSync(file, 'utf8');
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  skipped += count('skipped') + count('todo');
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
