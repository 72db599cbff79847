/**
 * The type-checker of `check_snippet`, in a worker thread: TypeScript parses
 * the declaration files of React Native and the library once (about two
 * seconds) and keeps them for the next checks (a few hundred milliseconds),
 * while the other tools keep answering on the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createTypecheckCache, typecheckBlocks } from '../../lib/node/typecheck-blocks';
import type { CheckRequest, CheckResponse, WorkerOptions } from './typecheck-client';

const { typesDir, projectRoot, moduleName } = workerData as WorkerOptions;
const cache = createTypecheckCache();

parentPort!.on('message', (request: CheckRequest) => {
  let response: CheckResponse;
  try {
    const { problems } = typecheckBlocks(
      [{ file: 'snippet', line: 0, lang: request.lang, meta: '', code: request.code }],
      { moduleName, typesEntry: request.typesEntry, projectRoot, typesDir, label: request.version, cache },
    );
    response = { id: request.id, problems };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(response);
});
