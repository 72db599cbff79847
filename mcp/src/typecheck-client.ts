/**
 * The main thread's side of the type-check worker (typecheck-worker.ts): one
 * worker, started on demand (or ahead, to warm its cache), requests answered
 * in order. A worker that dies fails the pending checks with its error and is
 * started again on the next one; the server itself goes on.
 */
import { Worker } from 'node:worker_threads';
import type { BlockProblem } from '../../lib/node/typecheck-blocks';

export interface WorkerOptions {
  /** A folder laid out like node_modules with the types of react, react-native and each version's package. */
  typesDir: string;
  /** Where the virtual snippet files sit (nothing is written there). */
  projectRoot: string;
  /** The module name snippets import the library by. */
  moduleName: string;
}

export interface CheckRequest {
  id: number;
  version: string;
  typesEntry: string;
  lang: 'ts' | 'tsx';
  code: string;
}

export type CheckResponse = { id: number; problems: BlockProblem[] } | { id: number; error: string };

export class TypecheckClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (p: BlockProblem[]) => void; reject: (e: Error) => void }>();

  constructor(
    private readonly workerUrl: URL,
    private readonly options: WorkerOptions,
  ) {}

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerUrl, { workerData: this.options });
    worker.on('message', (response: CheckResponse) => {
      const waiting = this.pending.get(response.id);
      if (!waiting) return;
      this.pending.delete(response.id);
      if ('error' in response) waiting.reject(new Error(`The type-check failed: ${response.error}`));
      else waiting.resolve(response.problems);
    });
    const fail = (error: Error) => {
      this.worker = null;
      for (const [id, waiting] of this.pending) {
        this.pending.delete(id);
        waiting.reject(new Error(`The type-check worker stopped: ${error.message}`));
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
    // The server ends when its client closes stdin, whatever the worker is doing (listeners added above ref it again).
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Type-check a snippet against a version's declaration files. */
  check(request: Omit<CheckRequest, 'id'>): Promise<BlockProblem[]> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
