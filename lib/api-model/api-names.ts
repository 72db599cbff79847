/**
 * API names per version from the package models, for the check that a page
 * mentions another version's API only where it says so, and for the check
 * that a code block carried to another version calls only what it has.
 */
import type { ApiModel } from './types';

/** Functions, events, hooks, enums with `Enum.Member`, and object types of a model. */
export function apiNames(model: ApiModel): Set<string> {
  const names = new Set<string>();
  for (const fn of model.functions) names.add(fn.name);
  for (const event of model.events) names.add(event.name);
  for (const hook of model.hooks) names.add(hook.name);
  for (const object of model.objects) names.add(object.name);
  for (const en of model.enums) {
    names.add(en.name);
    for (const member of en.members) names.add(`${en.name}.${member.name}`);
  }
  return names;
}

/** Every identifier anywhere in a model (names, field names, types, signatures). */
function ownTokens(model: ApiModel): Set<string> {
  const tokens = new Set(apiNames(model));
  const text = JSON.stringify([model.functions, model.events, model.hooks, model.enums, model.objects]);
  for (const match of text.matchAll(/[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?/g)) {
    tokens.add(match[0]);
    if (match[1]) tokens.add(match[0].split('.')[0]!);
  }
  return tokens;
}

/** Names some other version's package has that this version's package does not know at all. */
export function foreignNames(own: ApiModel, others: readonly ApiModel[]): Set<string> {
  const known = ownTokens(own);
  const foreign = new Set<string>();
  for (const other of others) for (const name of apiNames(other)) if (!known.has(name)) foreign.add(name);
  return foreign;
}

/** The name the docs give the library's default export (`import TrackPlayer from 'react-native-track-player'`). */
export const DEFAULT_IMPORT = 'TrackPlayer';

/**
 * Whether a model has a name as code spells it: `TrackPlayer.getActiveTrack`
 * (a function of the default export), `Event.PlaybackState` (an enum
 * member), or an export (`useActiveTrack`, `State`, `Track`).
 */
export function modelHasName(model: ApiModel, name: string): boolean {
  const dot = name.indexOf('.');
  if (dot < 0) return name === DEFAULT_IMPORT || model.exports.includes(name);
  if (name.slice(0, dot) === DEFAULT_IMPORT) return model.functions.some((f) => f.name === name.slice(dot + 1));
  return apiNames(model).has(name);
}
