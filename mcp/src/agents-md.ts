/**
 * `agents-md --project <folder> [--remove]`: writes the AGENTS.md block of the
 * version the project has installed into the project's AGENTS.md (CLAUDE.md
 * when the project has that and no AGENTS.md; a new AGENTS.md when it has
 * neither), or takes it out. The text around the block is the reader's and
 * is never changed (lib/assistants/project-block.ts). Everything is checked
 * before anything is written: a refusal writes nothing.
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { versionInUse, type DocumentedVersion } from '../../lib/assistants/project-version';
import {
  PROJECT_FILES,
  chooseProjectFile,
  findBlock,
  projectBlock,
  withBlock,
  withoutBlock,
  type ProjectFile,
} from '../../lib/assistants/project-block';
import { readProject, type DocsData } from './docs-data';

/** A refusal: its message is for the reader, and nothing was written. */
export class AgentsMdError extends Error {}

export interface AgentsMdOptions {
  /** The project folder. */
  project: string;
  data: DocsData;
  /** The command that manages the block (the server's package name). */
  tool: string;
  /** Take the block out instead of writing it. */
  remove?: boolean;
}

export interface AgentsMdResult {
  /** The file written, removed or looked at, relative to the project (`AGENTS.md`). */
  file: ProjectFile;
  action: 'created' | 'written' | 'unchanged' | 'removed' | 'deleted' | 'absent';
  /** What happened, in a sentence. */
  message: string;
}

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/** Write (or with `remove`, take out) the block; returns what it did. @throws AgentsMdError */
export function agentsMd({ project, data, tool, remove = false }: AgentsMdOptions): AgentsMdResult {
  const folder = path.resolve(project);
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw new AgentsMdError(`The project folder ${folder} does not exist.`);
  const library = data.manifest.library;
  const texts = new Map(PROJECT_FILES.map((f) => [f, read(path.join(folder, f))] as const));
  const withOurs = PROJECT_FILES.filter((f) => {
    const text = texts.get(f);
    try {
      return text !== undefined && findBlock(text, library, tool, path.join(folder, f)) !== null;
    } catch (error) {
      throw new AgentsMdError(error instanceof Error ? error.message : String(error));
    }
  });

  if (remove) {
    const file = withOurs[0];
    if (!file)
      return {
        file: chooseProjectFile((f) => texts.get(f) !== undefined),
        action: 'absent',
        message: `No ${library} block in ${PROJECT_FILES.join(' or ')} of ${folder}: nothing to remove.`,
      };
    const full = path.join(folder, file);
    const rest = withoutBlock(texts.get(file)!, library, tool, full);
    if (rest === '') {
      rmSync(full);
      return { file, action: 'deleted', message: `${full}: the block was all it held; the file is removed.` };
    }
    writeFileSync(full, rest);
    return { file, action: 'removed', message: `${full}: the ${library} block is removed; the rest is as it was.` };
  }

  const documented: DocumentedVersion[] = data.manifest.versions.flatMap((v) =>
    v.package ? [{ name: v.name, label: v.label, status: v.status, packageVersion: v.package.version }] : [],
  );
  const found = readProject(folder, library);
  if (found.kind === 'range')
    throw new AgentsMdError(
      `${folder}: package.json asks for ${library} "${found.range}", but no lockfile or node_modules/${library} says which version is installed. Install the dependencies, then run agents-md again.`,
    );
  if (found.kind === 'none')
    throw new AgentsMdError(
      `No trace of ${library} in the project ${folder}: ${found.reason}. agents-md writes the notes of the version a project has installed.`,
    );
  if (found.kind !== 'installed') throw new AgentsMdError(`The project folder ${folder} does not exist.`);
  const inUse = versionInUse(found, documented, library);
  if (!inUse.version)
    throw new AgentsMdError(
      `The project ${folder} has ${library} ${found.version}, from ${found.source}, which these docs do not cover: they document ${documented.map((v) => v.label).join(', ')}. Nothing was written.`,
    );
  const version = data.version(inUse.version);

  let block: string;
  try {
    block = projectBlock({
      library,
      tool,
      agentsMd: data.agents(version.name),
      installed: found.version,
      source: found.source,
      label: version.label,
    });
  } catch (error) {
    throw new AgentsMdError(error instanceof Error ? error.message : String(error));
  }
  const file = withOurs[0] ?? chooseProjectFile((f) => texts.get(f) !== undefined);
  const full = path.join(folder, file);
  const before = texts.get(file);
  const after = withBlock(before ?? '', block, library, tool, full);
  const said = `the ${version.label} notes (${library} ${found.version}, from ${found.source}; ${Buffer.byteLength(block)} bytes)`;
  if (after === before) return { file, action: 'unchanged', message: `${full}: already has ${said}.` };
  writeFileSync(full, after);
  return before === undefined
    ? { file, action: 'created', message: `${full}: created with ${said}.` }
    : { file, action: 'written', message: `${full}: wrote ${said}; the rest of the file is as it was.` };
}
