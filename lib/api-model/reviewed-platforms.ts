/**
 * The reviewed platform facts: what reading a package's code cannot settle
 * (a web method that resolves a function where the types promise a number),
 * kept in `api-facts/platforms.json`, each with its evidence: the package
 * version, the file and line at that version, and one sentence why.
 *
 * The file is validated when read, and each entry is checked against the
 * package it names, so it cannot rot silently: a version, function or
 * platform that does not exist, a package version that is no longer the one
 * installed, a cited line that no longer shows the method, or an entry the
 * analysis has made unnecessary is an error naming the file and the entry.
 */
import { PLATFORMS, type FunctionVerdicts, type Platform } from './native-platforms';

/** A platform on which a function does not work although its code looks like it does. */
export interface ReviewedExclusion {
  version: string;
  function: string;
  platform: Platform;
  /** `name@version` of the package the evidence was read in. */
  package: string;
  /** Path in that package. */
  file: string;
  line: number;
  /** The method the cited line defines, so the citation is checked against the package. */
  method: string;
  /** One sentence: why this does not work on the platform. */
  why: string;
}

export interface ReviewedPlatforms {
  notWorking: ReviewedExclusion[];
}

const FIELDS = ['version', 'function', 'platform', 'package', 'file', 'line', 'method', 'why'] as const;

/** The entry's label in messages: its index and, when readable, what it names. */
function label(index: number, entry: unknown): string {
  const e = (entry ?? {}) as Record<string, unknown>;
  const named = [e.version, e.function, e.platform].filter((v) => typeof v === 'string').join(' ');
  return `notWorking[${index}]${named ? ` (${named})` : ''}`;
}

/**
 * Read the reviewed file's text; throws an error naming `file` and the bad entry when the shape is wrong: a field
 * missing, of the wrong type, empty, unknown, a platform that is not one of PLATFORMS, or a duplicate entry.
 */
export function parseReviewedPlatforms(text: string, file: string): ReviewedPlatforms {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message}).`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new Error(`${file}: expected an object with a "notWorking" list.`);
  const unknownKeys = Object.keys(data).filter((k) => k !== 'notWorking' && k !== '$comment');
  if (unknownKeys.length) throw new Error(`${file}: unknown key ${unknownKeys.map((k) => `"${k}"`).join(', ')}.`);
  const list = (data as { notWorking?: unknown }).notWorking;
  if (!Array.isArray(list)) throw new Error(`${file}: "notWorking" must be a list.`);
  const seen = new Set<string>();
  const entries = list.map((entry: unknown, index): ReviewedExclusion => {
    const where = `${file}: ${label(index, entry)}`;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw new Error(`${where}: must be an object.`);
    const e = entry as Record<string, unknown>;
    const extra = Object.keys(e).filter((k) => !(FIELDS as readonly string[]).includes(k));
    if (extra.length) throw new Error(`${where}: unknown field ${extra.map((k) => `"${k}"`).join(', ')}.`);
    for (const field of FIELDS) {
      const value = e[field];
      if (field === 'line') {
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
          throw new Error(`${where}: "line" must be a line number (a positive integer).`);
      } else if (typeof value !== 'string' || !value.trim())
        throw new Error(`${where}: "${field}" must be a non-empty string.`);
    }
    if (!PLATFORMS.includes(e.platform as Platform))
      throw new Error(`${where}: "platform" must be one of ${PLATFORMS.join(', ')}.`);
    if (!/^[\w@/.-]+@\d+\.\d+\.\d+\S*$/.test(e.package as string))
      throw new Error(`${where}: "package" must be name@version, e.g. react-native-track-player@4.1.2.`);
    const key = `${e.version}/${e.function}/${e.platform}`;
    if (seen.has(key)) throw new Error(`${where}: a second entry for the same version, function and platform.`);
    seen.add(key);
    return e as unknown as ReviewedExclusion;
  });
  return { notWorking: entries };
}

/** What an entry is checked against: the version's installed package and the analysis of its code. */
export interface ReviewedContext {
  /** `name@version` of the installed package. */
  package: string;
  verdicts: FunctionVerdicts;
  /** The lines of a file of the package, or undefined when it has no such file. */
  lines(file: string): readonly string[] | undefined;
}

/**
 * Check each entry against its version and apply it: the verdicts with each reviewed platform set to "does not
 * work", and the evidence the entry gives. Throws an error naming the file and the entry when an entry names a
 * version without a package, a function or platform the version does not have, a package version other than the
 * installed one, a line that does not show its method, or a platform the analysis already finds not working.
 */
export function applyReviewedPlatforms(
  reviewed: ReviewedPlatforms,
  file: string,
  contexts: ReadonlyMap<string, ReviewedContext>,
): Map<string, FunctionVerdicts> {
  const out = new Map([...contexts].map(([v, c]) => [v, structuredClone(c.verdicts)]));
  reviewed.notWorking.forEach((entry, index) => {
    const where = `${file}: ${label(index, entry)}`;
    const context = contexts.get(entry.version);
    if (!context)
      throw new Error(
        `${where}: version ${entry.version} is not a documented version with a package (${[...contexts.keys()].join(', ')}).`,
      );
    if (entry.package !== context.package)
      throw new Error(
        `${where}: the entry was reviewed in ${entry.package}, but ${entry.version} now documents ${context.package}; review it again against that package.`,
      );
    const verdicts = out.get(entry.version)!;
    const list = verdicts[entry.function];
    if (!list) throw new Error(`${where}: ${entry.version} has no function ${entry.function}().`);
    const verdict = list.find((v) => v.platform === entry.platform);
    if (!verdict) throw new Error(`${where}: ${context.package} has no ${entry.platform} module.`);
    if (!verdict.works)
      throw new Error(
        `${where}: not needed, the analysis of the code already finds ${entry.function}() not working on ${entry.platform} (${verdict.evidence}); remove the entry.`,
      );
    const lines = context.lines(entry.file);
    if (!lines) throw new Error(`${where}: ${context.package} has no file ${entry.file}.`);
    const cited = lines[entry.line - 1];
    if (cited === undefined || !new RegExp(`\\b${entry.method}\\b`).test(cited))
      throw new Error(
        `${where}: line ${entry.line} of ${entry.file} in ${context.package} does not show ${entry.method}; correct the citation.`,
      );
    verdict.works = false;
    verdict.evidence = `reviewed in ${file}: ${entry.why} (${entry.file}:${entry.line} in ${entry.package})`;
  });
  return out;
}

/** The reviewed exclusions of one version, as `function/platform` → evidence, for platformMarkProblems. */
export function reviewedExclusions(reviewed: ReviewedPlatforms, version: string, file: string): Map<string, string> {
  return new Map(
    reviewed.notWorking
      .filter((e) => e.version === version)
      .map((e) => [`${e.function}/${e.platform}`, `${e.why} (${file}, ${e.file}:${e.line} in ${e.package})`]),
  );
}
