import { describe, expect, it } from 'vitest';
import { androidMethods, functionPlatforms, iosMethods, nativeCalls, webMethods } from './native-platforms';

const kotlinModule = `
class MusicModule(reactContext: ReactApplicationContext) : ReactContextBaseJavaModule(reactContext) {
    @ReactMethod
    fun play(callback: Promise) = scope.launch { player.play() }

    @ReactMethod
    @Deprecated("Kept for old apps (use \\"play\\").")
    fun isServiceRunning(callback: Promise) { callback.resolve(true) }

    @ReactMethod(isBlockingSynchronousMethod = true)
    fun acquireWakeLock(): Boolean = true

    fun notExposed(callback: Promise) {}
}`;

const javaModule = `
public class MusicModule extends ReactContextBaseJavaModule {
    @ReactMethod
    public void destroy() { }

    public void helper() { }
}`;

const turboKotlin = `
class MusicModule(reactContext: ReactApplicationContext) : NativeTrackPlayerSpec(reactContext) {
    override fun getName(): String = "TrackPlayer"
    override fun getActiveTrack(callback: Promise) = launchInScope { }
}`;

const bridge = `
@interface RCT_EXTERN_REMAP_MODULE(TrackPlayerModule, RNTrackPlayer, NSObject)
RCT_EXTERN_METHOD(play:(RCTPromiseResolveBlock)resolve
                  rejecter:(RCTPromiseRejectBlock)reject);
RCT_EXTERN_METHOD(destroy)
RCT_REMAP_METHOD(getQueueNow, getQueue:(RCTPromiseResolveBlock)resolve rejecter:(RCTPromiseRejectBlock)reject)
@end`;

const turboMm = `
@implementation TrackPlayer
- (std::shared_ptr<facebook::react::TurboModule>)getTurboModule:(const facebook::react::ObjCTurboModule::InitParams &)params { }
- (void)getActiveTrack:(nonnull RCTPromiseResolveBlock)resolve reject:(nonnull RCTPromiseRejectBlock)reject {
  [impl getActiveTrackWithResolve:resolve reject:reject];
}
@end`;

const web = `
export class Player {
  public async play() {}
  protected async onEnded() {}
  private load() {}
  public reset = async () => {};
  get state() { return 1; }
}
export class Module extends Player {
  async getActiveTrack() {}
}`;

describe('native modules', () => {
  it('finds Android methods marked @ReactMethod, past other annotations, in Kotlin and Java', () => {
    expect(
      [
        ...androidMethods([
          { file: 'MusicModule.kt', text: kotlinModule },
          { file: 'MusicModule.java', text: javaModule },
        ]),
      ].sort(),
    ).toEqual(['acquireWakeLock', 'destroy', 'isServiceRunning', 'play']);
  });

  it("takes a TurboModule spec's overrides as its methods", () => {
    expect(androidMethods([{ file: 'MusicModule.kt', text: turboKotlin }])).toEqual(
      new Set(['getName', 'getActiveTrack']),
    );
  });

  it('finds iOS methods of the bridge macros (a remap by its JavaScript name) and of a TurboModule .mm', () => {
    expect([...iosMethods([{ file: 'Bridge.m', text: bridge }])].sort()).toEqual(['destroy', 'getQueueNow', 'play']);
    expect(iosMethods([{ file: 'TrackPlayer.mm', text: turboMm }]).has('getActiveTrack')).toBe(true);
    // The same method list in a plain .m is no TurboModule: its methods are not exposed.
    expect(iosMethods([{ file: 'Other.m', text: turboMm }]).size).toBe(0);
  });

  it("takes the web classes' public methods, not protected, private or accessors", () => {
    expect([...webMethods([{ file: 'web/Player.ts', text: web }])].sort()).toEqual(['getActiveTrack', 'play', 'reset']);
  });
});

describe('nativeCalls', () => {
  it('follows an ES module: named exports, through local helpers, to the default-imported native module', () => {
    const text = `
import { Platform } from 'react-native';
import TrackPlayer from './NativeTrackPlayer';
function ensure() { return TrackPlayer.isServiceRunning(); }
export async function play() { await ensure(); return TrackPlayer.play(); }
export function registerPlaybackService(factory) { Platform.OS; factory(); }
export const getActiveTrack = async () => (await TrackPlayer.getActiveTrack()) ?? undefined;`;
    expect(Object.fromEntries(nativeCalls({ file: 'trackPlayer.ts', text }))).toEqual({
      play: ['isServiceRunning', 'play'],
      registerPlaybackService: [],
      getActiveTrack: ['getActiveTrack'],
    });
  });

  it('follows CommonJS output: NativeModules by destructuring or property, exports.default object', () => {
    const text = `
var react_native_1 = require("react-native");
var TrackPlayer = react_native_1.NativeModules.TrackPlayerModule;
function destroy() { return TrackPlayer.destroy(); }
function skipTo(id) { return __awaiter(this, void 0, void 0, function () { return [2, TrackPlayer.skip(id)]; }); }
exports.default = { destroy: destroy, skip: skipTo };`;
    expect(Object.fromEntries(nativeCalls({ file: 'trackPlayer.js', text }))).toEqual({
      destroy: ['destroy'],
      skip: ['skip'],
    });
    const destructured = `const { TrackPlayerModule: Native } = NativeModules;
async function stop() { return Native.stop(); }
export default { stop };`;
    expect(nativeCalls({ file: 'trackPlayer.js', text: destructured }).get('stop')).toEqual(['stop']);
  });
});

describe('functionPlatforms', () => {
  it('lists the platforms whose module has every method a function calls; none called means all', () => {
    const calls = new Map([
      ['play', ['play']],
      ['acquireWakeLock', ['acquireWakeLock']],
      ['registerPlaybackService', []],
    ]);
    const modules = { android: new Set(['play', 'acquireWakeLock']), ios: new Set(['play']) };
    expect(functionPlatforms(calls, modules)).toEqual({
      play: ['android', 'ios'],
      acquireWakeLock: ['android'],
      registerPlaybackService: ['android', 'ios'],
    });
    expect(functionPlatforms(calls, { ...modules, web: new Set(['play']) }).registerPlaybackService).toEqual([
      'android',
      'ios',
      'web',
    ]);
  });
});
