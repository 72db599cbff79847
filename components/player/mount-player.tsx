import { createRoot } from 'react-dom/client';
import { errorMessage } from '@/lib/player/event-log';
import type { ExampleStep } from '@/lib/player/example-steps';
import { playerSession } from './player-session';
import { PlayerPanel, type ExampleRuns } from './player-panel';

/** A mounted panel: its unmount, and how a page's Run button hands it an example. */
export interface MountedPlayer {
  unmount: () => void;
  /** Runs an example's steps in the panel (its calls and events go to the log); resolves when they are done. */
  runExample: (steps: ExampleStep[]) => Promise<void>;
}

/**
 * Loads `version`'s web player and renders its panel into `container`. The
 * only entry of the playground's chunk: components/mdx/article-behaviour.ts
 * imports it when a reader presses "Try it" or an example's Run, never before.
 */
export async function mountPlayer(container: HTMLElement, version: string, started: number): Promise<MountedPlayer> {
  const root = createRoot(container);
  const runs = exampleRuns();
  try {
    const session = await playerSession(version, started);
    root.render(<PlayerPanel session={session} examples={runs} />);
  } catch (error) {
    root.render(
      <p className="player-failed" role="alert">
        The web player of {version} could not be loaded: {errorMessage(error)}
      </p>,
    );
  }
  return { unmount: () => root.unmount(), runExample: runs.send };
}

/** Examples sent before the panel listens wait for it; each send resolves when its run is over. */
function exampleRuns(): ExampleRuns & { send: (steps: ExampleStep[]) => Promise<void> } {
  let listener: ((steps: ExampleStep[]) => Promise<void>) | undefined;
  const waiting: { steps: ExampleStep[]; done: () => void }[] = [];
  return {
    send: (steps) => (listener ? listener(steps) : new Promise<void>((done) => void waiting.push({ steps, done }))),
    listen(run) {
      listener = run;
      for (const { steps, done } of waiting.splice(0)) void run(steps).finally(done);
      return () => {
        listener = undefined;
      };
    },
  };
}
