import { createRoot } from 'react-dom/client';
import { errorMessage } from '@/lib/player/event-log';
import { playerSession } from './player-session';
import { PlayerPanel } from './player-panel';

/**
 * Loads `version`'s web player and renders its panel into `container`. The
 * only entry of the playground's chunk: components/mdx/article-behaviour.ts
 * imports it when a reader presses "Try it", never before. Returns the
 * unmount, for the article's cleanup on navigation.
 */
export async function mountPlayer(container: HTMLElement, version: string, started: number): Promise<() => void> {
  const root = createRoot(container);
  try {
    const session = await playerSession(version, started);
    root.render(<PlayerPanel session={session} />);
  } catch (error) {
    root.render(
      <p className="player-failed" role="alert">
        The web player of {version} could not be loaded: {errorMessage(error)}
      </p>,
    );
  }
  return () => root.unmount();
}
