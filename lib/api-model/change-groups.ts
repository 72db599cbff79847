/**
 * How the API changes pages group their rows: by kind of entry, then by what
 * happened to it. Shared by the pages and the search data, so that the search
 * links land on the headings the pages render.
 */
import type { ChangeRow } from './version-intelligence';

export interface ChangeGroup {
  title: string;
  /** The group's heading id is `group-<id>`; its subheadings are `<id>-<change>`. */
  id: string;
  kinds: ChangeRow['kind'][];
}

export const CHANGE_GROUPS: readonly ChangeGroup[] = [
  { title: 'Functions', id: 'functions', kinds: ['function'] },
  { title: 'Events', id: 'events', kinds: ['event'] },
  { title: 'Hooks', id: 'hooks', kinds: ['hook'] },
  { title: 'Constants', id: 'constants', kinds: ['constant', 'member'] },
  { title: 'Objects and options', id: 'objects', kinds: ['object', 'field'] },
];

export const CHANGE_KINDS = [
  'added',
  'removed',
  'deprecated',
  'changed',
] as const satisfies readonly ChangeRow['change'][];

export const CHANGE_TITLES: Record<ChangeRow['change'], string> = {
  added: 'Added',
  removed: 'Removed',
  deprecated: 'Deprecated',
  changed: 'Changed',
};

/** Route of a changes page (`/docs/changes/3.2-to-4.0`), or of their index without a slug. */
export function changesRoute(slug?: string): string {
  return slug ? `/docs/changes/${slug}` : '/docs/changes';
}
