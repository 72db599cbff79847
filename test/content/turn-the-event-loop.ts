/**
 * Setup of the content checks: the event loop turns after each test.
 *
 * Vitest's worker reports each test's result to the main process and fails
 * the run ("Timeout calling onTaskUpdate") when no answer was read within
 * 60 s. It reads the answer only when the event loop turns, and between
 * tests Vitest awaits promises alone. These tests are long synchronous work
 * back to back (a TypeScript program per version, every page through the
 * editor's parser), so on a loaded machine a whole file ran past 60 s without
 * a turn: every test passed and the stage still failed. One turn after each
 * test lets the answers in.
 */
import { afterEach } from 'vitest';

afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
