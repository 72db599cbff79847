/**
 * Everyday words readers type for the library's own terms. The search adds
 * the library's term to a query word listed here (the reader's own word still
 * counts, and counts more), so "song speed" finds the sections about a
 * track's rate. Reviewed by hand: add a word only when readers use it for that
 * concept in general, never to make one query of a benchmark pass. Words are
 * written as the index keeps them: lower case, without a plural `s`.
 */

/** One everyday word and the library term(s) it stands for. */
export interface Synonym {
  /** What a reader types. */
  word: string;
  /** The words the docs use for the same thing. */
  terms: readonly string[];
}

export const SYNONYMS: readonly Synonym[] = [
  // Readers say song or tune; the API and the docs say track.
  { word: 'song', terms: ['track'] },
  { word: 'tune', terms: ['track'] },
  // A playlist is what the library calls the queue.
  { word: 'playlist', terms: ['queue'] },
  // Playback speed is set and read as the rate (setRate, getRate).
  { word: 'speed', terms: ['rate'] },
  // A track or queue that finished or came to its end is in the Ended state / fires PlaybackQueueEnded.
  { word: 'finished', terms: ['ended'] },
  { word: 'finish', terms: ['ended'] },
  { word: 'end', terms: ['ended'] },
  // A phone call is the everyday case of an audio interruption (ducking, RemoteDuck).
  { word: 'call', terms: ['interruption', 'duck'] },
  { word: 'interrupt', terms: ['interruption'] },
  { word: 'interrupted', terms: ['interruption'] },
  { word: 'interrupting', terms: ['interruption'] },
  // Looping a track or the queue is the repeat mode.
  { word: 'loop', terms: ['repeat'] },
  { word: 'looping', terms: ['repeat'] },
  // Chromecast and AirPlay are what readers call casting.
  { word: 'chromecast', terms: ['casting'] },
  { word: 'airplay', terms: ['casting'] },
  // Reordering the queue is done by moving a track (move).
  { word: 'reorder', terms: ['move'] },
  // A notification that can be dismissed is one the listener can swipe away (the docs say "swiped away").
  { word: 'dismiss', terms: ['swiped', 'dismissed'] },
  { word: 'dismissed', terms: ['swiped'] },
  { word: 'dismissable', terms: ['swiped', 'dismissed'] },
  { word: 'dismissible', terms: ['swiped', 'dismissed'] },
  { word: 'dismissing', terms: ['swiped', 'dismissed'] },
  // The buttons and controls of the notification and lock screen are the capabilities an app enables.
  { word: 'control', terms: ['capability'] },
  { word: 'button', terms: ['capability'] },
  // Changing the order of the queue is done by moving a track (move).
  { word: 'order', terms: ['move'] },
  // Internet radio is a live stream; ICY is the title metadata such streams carry.
  { word: 'radio', terms: ['stream'] },
  { word: 'icy', terms: ['metadata'] },
  // Lock screen and live stream written as one word.
  { word: 'lockscreen', terms: ['lock', 'screen'] },
  { word: 'livestream', terms: ['live', 'stream'] },
  // Android's "audio becoming noisy" is the headphones being unplugged.
  { word: 'noisy', terms: ['unplugged'] },
  // Icecast and Shoutcast servers send live streams.
  { word: 'icecast', terms: ['stream'] },
  { word: 'shoutcast', terms: ['stream'] },
  // Readers call an object's fields its properties.
  { word: 'property', terms: ['field'] },
  // Recovering from a playback error is what retry() does; "errored" is the error state.
  { word: 'recover', terms: ['retry'] },
  { word: 'errored', terms: ['error'] },
];

/** The synonym list as a lookup: word → the library's terms. */
export function synonymMap(list: readonly Synonym[] = SYNONYMS): ReadonlyMap<string, readonly string[]> {
  return new Map(list.map((s) => [s.word, s.terms]));
}
