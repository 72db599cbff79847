/**
 * `npm run docs:propagate -- <file>`: carries the uncommitted edit of one page
 * (the file against git HEAD) to the same page of every other version where
 * the edited passage is the same, and lists where it is only similar
 * (lib/propagate/propagate.ts decides; this reads and writes the files).
 * Code the edit adds is held against each version's package first. Prints
 * what it changed; builds, adds and commits nothing.
 * `<file>` is relative to the current folder or to the repository root.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../lib/site-config';
import { resolveContentSource } from '../lib/content-source/source-config';
import type { ApiModel } from '../lib/api-model/types';
import type { PassageOutcome } from '../lib/propagate/propagate';
import { contentVersions, LIBRARY, ROOT } from './lib/content-versions';

/** git's output, or undefined when it fails. */
function git(cwd: string, args: string[]): string | undefined {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout : undefined;
}

const outcomeLine = (o: PassageOutcome): string => {
  switch (o.status) {
    case 'applied':
      return `applied at line ${o.line}: ${o.diff}`;
    case 'already':
      return `already edited (line ${o.line})`;
    case 'skipped':
      return `skipped (line ${o.line}): ${o.reason}`;
    case 'similar':
      return `similar (${Math.round(o.similarity * 100)} %) at line ${o.line}, left alone; it differs from the passage you edited by: ${o.diff}`;
    case 'absent':
      return 'nothing like it';
  }
};

try {
  const arg = process.argv[2];
  if (!arg) throw new Error('Usage: npm run docs:propagate -- <file>, e.g. content/docs/4.1/v3-migration.md');
  // npm runs scripts from the package's folder; INIT_CWD is where the writer typed the command.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const found = [path.resolve(cwd, arg), path.resolve(ROOT, arg)].find((f) => existsSync(f));
  if (!found) throw new Error(`${arg} does not exist.`);
  const file = realpathSync(found);
  const top = git(path.dirname(file), ['rev-parse', '--show-toplevel'])?.trim();
  if (!top) throw new Error(`${arg} is not in a git checkout: the edit is read against git HEAD.`);
  const shown = path.relative(top, file).split(path.sep).join('/');

  const source = resolveContentSource(siteConfig.contentSource, process.env);
  if (source.type !== 'local') throw new Error('the content source is a git repository; this edits the local folder.');
  const contentDir = realpathSync(path.resolve(ROOT, source.dir));
  const versions = contentVersions(contentDir);
  const [version, ...rest] = path.relative(path.join(contentDir, 'docs'), file).split(path.sep);
  if (!version || !versions.includes(version) || !rest.length)
    throw new Error(
      `${shown} is not inside a version folder (${path.relative(top, contentDir)}/docs/<version>/…, versions: ${versions.join(', ')}).`,
    );
  const page = rest.join('/');

  const before = git(top, ['show', `HEAD:${shown}`]);
  if (before === undefined) throw new Error(`${shown} is not in git HEAD: a new page has no edit to carry over.`);
  const after = readFileSync(file, 'utf8');
  if (before === after) throw new Error(`${shown} has no uncommitted change.`);

  // Loaded once the file is known to be an edited page: the propagation and the content check bring the TypeScript
  // compiler and the Markdown parsers, about 2 s before any of the mistakes above could be named.
  const [{ planPropagation }, { apiModelFor, installedPackage, packageFor }, { modelHasName }] = await Promise.all([
    import('../lib/propagate/propagate'),
    import('./lib/content-check'),
    import('../lib/api-model/api-names'),
  ]);
  const others = versions.filter((v) => v !== version);
  const fileOf = (v: string) => path.join(contentDir, 'docs', v, ...rest);
  const models = new Map<string, ApiModel | undefined>();
  const modelOf = (v: string) => {
    if (!models.has(v)) {
      const alias = packageFor(v, contentDir);
      models.set(v, alias ? apiModelFor(installedPackage(alias)) : undefined);
    }
    return models.get(v);
  };
  let plan;
  try {
    plan = planPropagation({
      version,
      before,
      after,
      others: others.map((v) => ({
        version: v,
        text: existsSync(fileOf(v)) ? readFileSync(fileOf(v), 'utf8') : undefined,
      })),
      moduleName: LIBRARY,
      hasSymbol: (v, name) => {
        const model = modelOf(v);
        return model !== undefined && modelHasName(model, name);
      },
    });
  } catch (error) {
    throw new Error(`${shown}: ${(error as Error).message}`);
  }

  const lines = [`docs:propagate: ${shown}, ${plan.passages.length} edited passage(s):`];
  plan.passages.forEach((p, i) => lines.push(`  ${i + 1}. line ${p.line}: ${p.diff}`));
  const written: string[] = [];
  for (const v of plan.versions) {
    const target = path.relative(top, fileOf(v.version)).split(path.sep).join('/');
    if (v.missing) {
      lines.push(`${v.version}: no ${page}`);
      continue;
    }
    if (v.outcomes.every((o) => o.status === 'absent')) {
      lines.push(`${v.version}: ${target} has nothing like the edited passage`);
      continue;
    }
    lines.push(`${v.version}: ${target}`);
    v.outcomes.forEach((o, i) => lines.push(`  ${i + 1}. ${outcomeLine(o)}`));
    if (v.text !== undefined) {
      writeFileSync(fileOf(v.version), v.text);
      written.push(target);
    }
  }
  lines.push(written.length ? `Changed ${written.length} file(s): ${written.join(', ')}` : 'Changed no file.');
  console.log(lines.join('\n'));
} catch (error) {
  console.error(`docs:propagate: ${(error as Error).message}`);
  process.exit(1);
}
