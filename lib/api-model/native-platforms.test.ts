import { describe, expect, it } from 'vitest';
import {
  androidImplementations,
  androidMethods,
  functionVerdicts,
  iosImplementations,
  iosMethods,
  nativeCalls,
  nativeStub,
  platformMarkProblems,
  platformMarks,
  webImplementations,
  webMethods,
  type Modules,
} from './native-platforms';

const kotlinModule = `
class MusicModule(reactContext: ReactApplicationContext) : ReactContextBaseJavaModule(reactContext) {
    @ReactMethod
    fun play(callback: Promise) = scope.launch {
        if (verifyServiceBoundOrReject(callback)) return@launch
        player.play()
        callback.resolve(null)
    }

    @ReactMethod
    @Deprecated("Kept for old apps (use \\"play\\").")
    fun isServiceRunning(callback: Promise) { callback.resolve(isBound) }

    @ReactMethod(isBlockingSynchronousMethod = true)
    fun acquireWakeLock(): Boolean = true

    @ReactMethod
    fun setSpeakerMode(on: Boolean, callback: Promise) {
        // nothing to do yet
    }

    @ReactMethod
    fun fadeOut(callback: Promise) {
        Log.w(TAG, "fadeOut is not available")
    }

    @ReactMethod
    fun crossfade(callback: Promise) = scope.launch {
        callback.reject("unsupported", "Crossfade is not implemented on Android")
    }

    fun notExposed(callback: Promise) {}
}`;

const javaModule = `
public class MusicModule extends ReactContextBaseJavaModule {
    @ReactMethod
    public void destroy() {
        service.destroy();
    }

    @ReactMethod
    public void ping(Promise promise) { }

    public void helper() { }
}`;

const turboKotlin = `
class MusicModule(reactContext: ReactApplicationContext) : NativeTrackPlayerSpec(reactContext) {
    override fun getName(): String = "TrackPlayer"
    override fun getActiveTrack(callback: Promise) = launchInScope {
        callback.resolve(musicService.currentTrack)
    }
}`;

const bridge = `
@interface RCT_EXTERN_REMAP_MODULE(TrackPlayerModule, RNTrackPlayer, NSObject)
RCT_EXTERN_METHOD(play:(RCTPromiseResolveBlock)resolve
                  rejecter:(RCTPromiseRejectBlock)reject);
RCT_EXTERN_METHOD(setSpeakerMode:(BOOL)on resolver:(RCTPromiseResolveBlock)resolve rejecter:(RCTPromiseRejectBlock)reject);
RCT_EXTERN_METHOD(crossfade:(RCTPromiseResolveBlock)resolve rejecter:(RCTPromiseRejectBlock)reject);
RCT_EXTERN_METHOD(orphan:(RCTPromiseResolveBlock)resolve rejecter:(RCTPromiseRejectBlock)reject);
RCT_REMAP_METHOD(getQueueNow, getQueue:(RCTPromiseResolveBlock)resolve rejecter:(RCTPromiseRejectBlock)reject)
{
  resolve([self queueAsDictionaries]);
}
@end`;

const swiftModule = `
@objc(RNTrackPlayer)
public class RNTrackPlayer: RCTEventEmitter {
    @objc(play:rejecter:)
    public func play(resolve: RCTPromiseResolveBlock, reject: RCTPromiseRejectBlock) {
        if (rejectWhenNotInitialized(reject: reject)) { return }
        player.play()
        resolve(NSNull())
    }

    @objc(setSpeakerMode:resolver:rejecter:)
    public func speaker(on: Bool, resolve: RCTPromiseResolveBlock, reject: RCTPromiseRejectBlock) {
        print("speaker mode is unimplemented")
    }

    @objc(crossfade:rejecter:)
    public func crossfade(resolve: RCTPromiseResolveBlock, reject: RCTPromiseRejectBlock) {
        reject("unsupported", "Crossfade is not supported on iOS", nil)
    }
}`;

const turboMm = `
@implementation TrackPlayer {
  NativeTrackPlayerImpl *impl;
}
- (std::shared_ptr<facebook::react::TurboModule>)getTurboModule:(const facebook::react::ObjCTurboModule::InitParams &)params { }
- (void)getActiveTrack:(nonnull RCTPromiseResolveBlock)resolve reject:(nonnull RCTPromiseRejectBlock)reject {
  [impl getActiveTrackWithResolve:resolve reject:reject];
}
- (void)acquireWakeLock:(nonnull RCTPromiseResolveBlock)resolve reject:(nonnull RCTPromiseRejectBlock)reject {
  resolve(nil);
}
- (void)move:(double)fromIndex toIndex:(double)toIndex resolve:(nonnull RCTPromiseResolveBlock)resolve reject:(nonnull RCTPromiseRejectBlock)reject {
  [impl moveFromIndex:fromIndex toIndex:toIndex resolve:resolve reject:reject];
}
@end`;

const turboSwift = `
@objc(NativeTrackPlayerImpl)
public class NativeTrackPlayerImpl: NSObject {
    @objc
    public func getActiveTrack(resolve: RCTPromiseResolveBlock, reject: RCTPromiseRejectBlock) {
        resolve(player.currentItem?.toObject())
    }

    @objc
    public func move(fromIndex: Int, toIndex: Int, resolve: RCTPromiseResolveBlock, reject: RCTPromiseRejectBlock) {
        NSLog("move is not available yet")
    }
}`;

// A made-up web module in the shape of the package's: a player, a playlist player and the module class on top.
const webPlayer = `
export class Player {
  protected element?: HTMLMediaElement;
  public async play() {
    if (!this.element) throw new SetupNotCalledError();
    return this.element.play();
  }
  public getVolume() {
    if (!this.element) throw new SetupNotCalledError();
    return this.element.volume;
  }
  protected onEnded() {}
  private load() {}
  get state() { return 1; }
}`;
const webPlaylist = `
import { Player } from './Player';
export class PlaylistPlayer extends Player {
  public async setSpeakerMode(_on: boolean) {}
  public fadeOut() {
    console.warn('fadeOut is currently unimplemented');
  }
  public async crossfade() {
    throw new Error('crossfade is not implemented on the web');
  }
  public shuffle = () => this.randomize();
  protected randomize() {
    this.playlist.sort(() => Math.random() - 0.5);
  }
}`;
const webModule = `
import { PlaylistPlayer } from './PlaylistPlayer';
export class TrackPlayerModule extends PlaylistPlayer {
  public async getVolume() {
    return super.getVolume();
  }
  public async setSpeakerModeLater(on: boolean) {
    return this.setSpeakerMode(on);
  }
  public async acquireWakeLock() {}
}
export default new TrackPlayerModule();`;
const webSources = [
  { file: 'web/Player.ts', text: webPlayer },
  { file: 'web/PlaylistPlayer.ts', text: webPlaylist },
  { file: 'web/TrackPlayerModule.ts', text: webModule },
];

describe('Android module', () => {
  const methods = androidImplementations([
    { file: 'MusicModule.kt', text: kotlinModule },
    { file: 'MusicModule.java', text: javaModule },
  ]);

  it('finds the methods marked @ReactMethod, past other annotations, in Kotlin and Java', () => {
    expect([...androidMethods([{ file: 'MusicModule.kt', text: kotlinModule }])].sort()).toEqual([
      'acquireWakeLock',
      'crossfade',
      'fadeOut',
      'isServiceRunning',
      'play',
      'setSpeakerMode',
    ]);
    expect(methods.has('notExposed')).toBe(false);
    expect(methods.get('destroy')).toEqual({ where: 'destroy()', file: 'MusicModule.java', line: 4 });
  });

  it('takes a real body as an implementation, past its guard', () => {
    expect(methods.get('play')?.stub).toBeUndefined();
    expect(methods.get('isServiceRunning')?.stub).toBeUndefined();
  });

  it('says why a body does nothing: empty, only a log, only a "not implemented" rejection, a fixed value', () => {
    expect(methods.get('setSpeakerMode')?.stub).toBe('has an empty body');
    expect(methods.get('ping')?.stub).toBe('has an empty body');
    expect(methods.get('fadeOut')?.stub).toBe('only logs');
    expect(methods.get('crossfade')?.stub).toBe('only rejects as not implemented');
    expect(methods.get('acquireWakeLock')?.stub).toBe('only resolves a fixed value');
  });

  it("takes a TurboModule spec's overrides as its methods", () => {
    const turbo = androidImplementations([{ file: 'MusicModule.kt', text: turboKotlin }]);
    expect([...turbo.keys()]).toEqual(['getName', 'getActiveTrack']);
    expect(turbo.get('getActiveTrack')?.stub).toBeUndefined();
  });
});

describe('iOS module', () => {
  it('follows RCT_EXTERN_METHOD to the Swift function with its @objc selector, whatever its Swift name', () => {
    const methods = iosImplementations([
      { file: 'ios/Bridge.m', text: bridge },
      { file: 'ios/RNTrackPlayer.swift', text: swiftModule },
    ]);
    expect(methods.get('play')).toEqual({ where: 'play()', file: 'ios/RNTrackPlayer.swift', line: 5 });
    expect(methods.get('setSpeakerMode')).toMatchObject({ where: 'speaker()', stub: 'only logs' });
    expect(methods.get('crossfade')?.stub).toBe('only rejects as not implemented');
    expect(methods.get('orphan')?.stub).toBe('has no Swift function with its selector');
    // RCT_REMAP_METHOD: the JavaScript name, with the body after the macro.
    expect(methods.get('getQueueNow')).toEqual({ where: 'getQueueNow:', file: 'ios/Bridge.m', line: 8 });
  });

  it('follows a TurboModule .mm method into the Swift function it hands the call to', () => {
    const methods = iosImplementations([
      { file: 'ios/TrackPlayer.mm', text: turboMm },
      { file: 'ios/TrackPlayer.swift', text: turboSwift },
    ]);
    expect(methods.get('getActiveTrack')).toEqual({
      where: 'getActiveTrack()',
      file: 'ios/TrackPlayer.swift',
      line: 5,
    });
    // `moveFromIndex:` is how Objective-C sees Swift's `move(fromIndex:…)`: the stub is behind the .mm method.
    expect(methods.get('move')).toEqual({
      where: 'move()',
      file: 'ios/TrackPlayer.swift',
      line: 10,
      stub: 'only logs',
    });
    expect(methods.get('acquireWakeLock')).toMatchObject({
      file: 'ios/TrackPlayer.mm',
      stub: 'only resolves a fixed value',
    });
    // The same method list in a plain .m is no TurboModule: its methods are not exposed.
    expect(iosMethods([{ file: 'Other.m', text: turboMm }]).size).toBe(0);
  });
});

describe('web module', () => {
  const methods = webImplementations(webSources);

  it("takes the instantiated class's public methods through its superclasses, not protected, private or accessors", () => {
    expect([...webMethods(webSources)].sort()).toEqual([
      'acquireWakeLock',
      'crossfade',
      'fadeOut',
      'getVolume',
      'play',
      'setSpeakerMode',
      'setSpeakerModeLater',
      'shuffle',
    ]);
  });

  it('takes a real implementation, and a method that hands the call to super or a helper, as implemented there', () => {
    expect(methods.get('play')).toEqual({ where: 'Player.play', file: 'web/Player.ts', line: 4 });
    expect(methods.get('getVolume')).toEqual({
      where: 'TrackPlayerModule.getVolume → Player.getVolume',
      file: 'web/Player.ts',
      line: 8,
    });
    expect(methods.get('shuffle')).toEqual({
      where: 'PlaylistPlayer.shuffle → PlaylistPlayer.randomize',
      file: 'web/PlaylistPlayer.ts',
      line: 12,
    });
  });

  it('says why a method does nothing: empty, only logs, only throws "not implemented", or hands over to such a method', () => {
    expect(methods.get('acquireWakeLock')).toMatchObject({
      where: 'TrackPlayerModule.acquireWakeLock',
      stub: 'has an empty body',
    });
    expect(methods.get('fadeOut')).toMatchObject({ file: 'web/PlaylistPlayer.ts', line: 5, stub: 'only logs' });
    expect(methods.get('crossfade')?.stub).toBe('only rejects as not implemented');
    expect(methods.get('setSpeakerModeLater')).toMatchObject({
      where: 'PlaylistPlayer.setSpeakerMode',
      stub: 'has an empty body (reached from TrackPlayerModule.setSpeakerModeLater)',
    });
  });
});

describe('nativeStub', () => {
  it('does not take a guard followed by work for a stub, nor a resolve of a computed value', () => {
    expect(nativeStub('if (!ready) { return }\nplayer.pause()')).toBeUndefined();
    expect(nativeStub('resolve(player.rate)')).toBeUndefined();
    expect(nativeStub('if (!ready) { return }')).toBe('only returns early');
    expect(nativeStub('// TODO\n')).toBe('has an empty body');
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
    const calls = nativeCalls({ file: 'trackPlayer.ts', text });
    expect(calls.get('play')).toEqual({
      line: 5,
      calls: {
        android: ['isServiceRunning', 'play'],
        ios: ['isServiceRunning', 'play'],
        web: ['isServiceRunning', 'play'],
      },
    });
    expect(calls.get('registerPlaybackService')?.calls.web).toEqual([]);
    expect(calls.get('getActiveTrack')?.calls.ios).toEqual(['getActiveTrack']);
  });

  it('leaves out the native calls a platform guard skips: the constants of the file, Platform.OS, ?: and &&', () => {
    const text = `
import { Platform } from 'react-native';
import TrackPlayer from './NativeTrackPlayer';
const isAndroid = Platform.OS === 'android';
const isIOS = Platform.OS == 'ios';
export async function acquireWakeLock() {
  if (!isAndroid) return;
  TrackPlayer.acquireWakeLock();
}
function startAudioSession() {
  if (Platform.OS !== 'ios') return Promise.resolve();
  return TrackPlayer.startSession();
}
export async function setup() { await startAudioSession(); return TrackPlayer.setupPlayer(); }
export const pickRoute = () => (isIOS ? TrackPlayer.showRoutePicker() : undefined);
export function keepAwake() { isAndroid && TrackPlayer.keepAwake(); }
export function duck() { if (Platform.OS === 'web') { return; } else { TrackPlayer.duck(); } }`;
    const calls = nativeCalls({ file: 'trackPlayer.ts', text });
    const on = (name: string) => calls.get(name)!.calls;
    expect(on('acquireWakeLock')).toEqual({ android: ['acquireWakeLock'], ios: [], web: [] });
    // Reached through a helper: the guard in the helper counts.
    expect(on('setup')).toEqual({
      android: ['setupPlayer'],
      ios: ['setupPlayer', 'startSession'],
      web: ['setupPlayer'],
    });
    expect(on('pickRoute')).toEqual({ android: [], ios: ['showRoutePicker'], web: [] });
    expect(on('keepAwake')).toEqual({ android: ['keepAwake'], ios: [], web: [] });
    expect(on('duck')).toEqual({ android: ['duck'], ios: ['duck'], web: [] });
  });

  it('follows CommonJS output: NativeModules by destructuring or property, exports.default object, react_native_1.Platform', () => {
    const text = `
var react_native_1 = require("react-native");
var TrackPlayer = react_native_1.NativeModules.TrackPlayerModule;
function destroy() { return TrackPlayer.destroy(); }
function skipTo(id) { return __awaiter(this, void 0, void 0, function () { return [2, TrackPlayer.skip(id)]; }); }
function wake() { return __awaiter(this, void 0, void 0, function () { if (react_native_1.Platform.OS !== 'android') return [2]; return [2, TrackPlayer.wake()]; }); }
function sleep() { return __awaiter(this, void 0, void 0, function () { return __generator(this, function (_a) { switch (_a.label) { case 0: if (react_native_1.Platform.OS === 'web') return [2]; return [4, TrackPlayer.sleep()]; case 1: return [2]; } }); }); }
exports.default = { destroy: destroy, skip: skipTo, wake: wake, sleep: sleep };`;
    const calls = nativeCalls({ file: 'trackPlayer.js', text });
    expect(calls.get('destroy')?.calls.android).toEqual(['destroy']);
    expect(calls.get('skip')?.calls.web).toEqual(['skip']);
    expect(calls.get('wake')?.calls).toEqual({ android: ['wake'], ios: [], web: [] });
    expect(calls.get('sleep')?.calls).toEqual({ android: ['sleep'], ios: ['sleep'], web: [] });
    const destructured = `const { TrackPlayerModule: Native } = NativeModules;
async function stop() { return Native.stop(); }
export default { stop };`;
    expect(nativeCalls({ file: 'trackPlayer.js', text: destructured }).get('stop')?.calls.ios).toEqual(['stop']);
  });
});

// A made-up package: its JavaScript and its three modules.
const js = `
import { Platform } from 'react-native';
import TrackPlayer from './NativeTrackPlayer';
const isAndroid = Platform.OS === 'android';
export async function play() { return TrackPlayer.play(); }
export async function setSpeakerMode(on) { return TrackPlayer.setSpeakerMode(on); }
export async function acquireWakeLock() {
  if (!isAndroid) return;
  TrackPlayer.acquireWakeLock();
}
export function addEventListener(event, listener) { return emitter.addListener(event, listener); }`;
const modules: Modules = {
  android: new Map([
    ['play', { where: 'play()', file: 'MusicModule.kt', line: 3 }],
    ['setSpeakerMode', { where: 'setSpeakerMode()', file: 'MusicModule.kt', line: 9 }],
    ['acquireWakeLock', { where: 'acquireWakeLock()', file: 'MusicModule.kt', line: 14 }],
  ]),
  ios: new Map([['play', { where: 'play()', file: 'ios/RNTrackPlayer.swift', line: 5 }]]),
  web: webImplementations(webSources),
};
const calls = nativeCalls({ file: 'src/trackPlayer.ts', text: js });

describe('functionVerdicts', () => {
  const verdicts = functionVerdicts(calls, modules, 'src/trackPlayer.ts');

  it('marks a platform only where its module implements every method the function reaches there', () => {
    expect(platformMarks(verdicts)).toEqual({
      play: ['android', 'ios', 'web'],
      setSpeakerMode: ['android'],
      acquireWakeLock: ['android'],
      addEventListener: ['android', 'ios', 'web'],
    });
  });

  it('gives the evidence for each platform: what implements it, or why it does not work', () => {
    expect(verdicts.play).toContainEqual({ platform: 'web', works: true, evidence: 'Player.play (web/Player.ts:4)' });
    expect(verdicts.setSpeakerMode).toEqual([
      { platform: 'android', works: true, evidence: 'setSpeakerMode() (MusicModule.kt:9)' },
      { platform: 'ios', works: false, evidence: 'the ios module has no setSpeakerMode()' },
      {
        platform: 'web',
        works: false,
        evidence: 'PlaylistPlayer.setSpeakerMode (web/PlaylistPlayer.ts:4) has an empty body',
      },
    ]);
    expect(verdicts.acquireWakeLock).toContainEqual({
      platform: 'ios',
      works: false,
      evidence:
        'its JavaScript (src/trackPlayer.ts:7) returns before any native call on ios; it calls the native module only on android',
    });
    expect(verdicts.addEventListener).toContainEqual({
      platform: 'web',
      works: true,
      evidence: 'JavaScript only (src/trackPlayer.ts:11)',
    });
  });
});

describe('platformMarkProblems', () => {
  it('passes the marks the verdicts give', () => {
    expect(
      platformMarkProblems(
        '9.9',
        platformMarks(functionVerdicts(calls, modules, 'src/trackPlayer.ts')),
        calls,
        modules,
      ),
    ).toEqual([]);
  });

  it('fails a platform marked on an empty web method, naming the function, version, platform and evidence', () => {
    // The old rule: a platform whose module has the method works.
    const planted = { setSpeakerMode: ['android', 'web'] as const, acquireWakeLock: ['android', 'ios'] as const };
    expect(platformMarkProblems('9.9', planted, calls, modules)).toEqual([
      '9.9: setSpeakerMode() is marked for web, but PlaylistPlayer.setSpeakerMode (web/PlaylistPlayer.ts:4) has an empty body.',
      '9.9: acquireWakeLock() is marked for ios, but on ios its JavaScript returns before any native call.',
    ]);
  });

  it('fails a mark the reviewed file excludes, and a mark for a function the package does not define', () => {
    const excluded = new Map([['play/web', 'resolves a function (api-facts/platforms.json)']]);
    expect(platformMarkProblems('9.9', { play: ['web'], shuffleAll: ['ios'] }, calls, modules, excluded)).toEqual([
      '9.9: play() is marked for web, but the reviewed file says it does not work there: resolves a function (api-facts/platforms.json).',
      '9.9: shuffleAll() is marked for ios, but the package defines no such exported function.',
    ]);
  });
});
