/**
 * What the web modules of 4.1 and next take from `react-native` in a browser
 * without React Native: `next.config.js` points the `react-native` import here
 * (the site installs only React Native's types under that name). The web
 * module emits its events on `DeviceEventEmitter`; the playground listens to
 * every event through `onAnyEvent`. 4.1's module also loads the package's
 * `src/` index, whose top level builds a `NativeEventEmitter` and reads
 * `NativeModules` and `Platform`: those are inert here.
 */
type Listener = (payload: unknown) => void;
type AnyListener = (name: string, payload: unknown) => void;

class EventEmitter {
  private readonly listeners = new Map<string, Set<Listener>>();

  addListener(name: string, listener: Listener) {
    const set = this.listeners.get(name) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(name, set);
    return { remove: () => void set.delete(listener) };
  }

  emit(name: string, payload?: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener(payload);
    if (this === (DeviceEventEmitter as EventEmitter)) for (const listener of anyListeners) listener(name, payload);
  }

  removeAllListeners(name?: string) {
    if (name === undefined) this.listeners.clear();
    else this.listeners.delete(name);
  }

  listenerCount(name: string) {
    return this.listeners.get(name)?.size ?? 0;
  }
}

const anyListeners = new Set<AnyListener>();

/** Every event the web modules emit, with its name (the `Event` value) and payload. Returns the unsubscribe. */
export function onAnyEvent(listener: AnyListener): () => void {
  anyListeners.add(listener);
  return () => void anyListeners.delete(listener);
}

export const DeviceEventEmitter = new EventEmitter();

export class NativeEventEmitter extends EventEmitter {
  constructor(nativeModule?: unknown) {
    super();
    void nativeModule;
  }
}

/**
 * 4.1's `src/constants` read the native module's constants while they load (`TrackPlayer.CAPABILITY_PLAY`); an app's
 * web bundler would give them the web module through `TrackPlayerModule.web.ts`, which this site's bundler does not
 * pick. An empty object lets them load (their values stay undefined): the web module itself only uses the `Event`
 * and `State` enums, which hold plain strings, and the playground uses the web module's own `RepeatMode`.
 */
export const NativeModules: Record<string, unknown> = { TrackPlayerModule: {} };

export const Platform = {
  OS: 'web' as const,
  select: <T>(choices: { web?: T; default?: T }) => choices.web ?? choices.default,
};

export const AppRegistry = { registerHeadlessTask: () => undefined };

export const AppState = {
  currentState: 'active',
  addEventListener: () => ({ remove: () => undefined }),
};

export const Image = { resolveAssetSource: (source: unknown) => source };

export const TurboModuleRegistry = { get: () => null, getEnforcing: () => null };
