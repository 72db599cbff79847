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

let nativeTarget: object | undefined;

/**
 * The native module as the library's JavaScript finds it (`NativeModules.TrackPlayerModule` in 4.1,
 * `TurboModuleRegistry.getEnforcing('TrackPlayer')` in next): an app's web bundler hands it the web module through the
 * package's `.web` files, which this site's bundler does not pick. Until `bindNativeModule` names the loaded web
 * player it is empty, so the package's constants load while the web module is still being built (their values stay
 * undefined; the playground reads the web module's own), and next's `getConstants()` gives nothing.
 */
const nativeModule: Record<string, unknown> = new Proxy(
  {},
  {
    get(_, key) {
      if (!nativeTarget) return key === 'getConstants' ? () => ({}) : undefined;
      const value: unknown = Reflect.get(nativeTarget, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(nativeTarget) : value;
    },
  },
);

/** Makes the library's functions (`kit.library`) reach `player`, the web module the panel drives. */
export function bindNativeModule(player: object): void {
  nativeTarget = player;
}

export const NativeModules: Record<string, unknown> = { TrackPlayerModule: nativeModule };

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

export const TurboModuleRegistry = {
  get: (name: string) => (name === 'TrackPlayer' ? nativeModule : null),
  getEnforcing: (name: string) => (name === 'TrackPlayer' ? nativeModule : null),
};
