// Each version with a web module, and how to load it: one chunk per version, fetched only when a reader opens
// the playground (components/player/mount-player.tsx). lib/player/player-versions.ts lists the same versions
// with their packages; test/content/player-versions.test.ts holds the two lists and the packages together.
export const PLAYER_KITS = {
  4.1: () => import('./kit-4.1.js'),
  next: () => import('./kit-next.js'),
};
