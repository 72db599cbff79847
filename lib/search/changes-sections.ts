/**
 * The API changes pages as search sections: a reader who types "changes",
 * "removed in 4.0" or a removed name finds the step that changed it. Pure: the
 * build step hands in the pairs computed from the packages.
 */
import { CHANGE_GROUPS, CHANGE_KINDS, CHANGE_TITLES, changesRoute } from '../api-model/change-groups';
import type { ChangeRow, ChangesPair } from '../api-model/version-intelligence';
import { trimText, type IndexedSection } from './sections';

const stepName = (pair: ChangesPair) =>
  `${pair.from.label} to ${pair.to.label}${pair.to.unreleased ? ' (unreleased)' : ''}`;

function counts(rows: readonly ChangeRow[]): string {
  return CHANGE_KINDS.map((change) => `${rows.filter((r) => r.change === change).length} ${change}`).join(', ');
}

/** One step's page: its opening, then one section per group and kind of change, listing the names. */
export function changesPageSections(pair: ChangesPair, maxText = 600): IndexedSection[] {
  const page = `API changes from ${pair.from.label} to ${pair.to.label}`;
  const route = changesRoute(pair.slug);
  const sections: IndexedSection[] = [
    {
      page,
      heading: '',
      url: route,
      text: pair.changes.length
        ? `What the package of ${stepName(pair)} changed in the API: ${counts(pair.changes)}.`
        : `The packages of ${pair.from.label} and ${pair.to.label} declare the same API.`,
    },
  ];
  for (const group of CHANGE_GROUPS) {
    for (const change of CHANGE_KINDS) {
      const rows = pair.changes.filter((r) => group.kinds.includes(r.kind) && r.change === change);
      if (!rows.length) continue;
      sections.push({
        page,
        heading: `${group.title}: ${CHANGE_TITLES[change].toLowerCase()} (${rows.length})`,
        url: `${route}#${group.id}-${change}`,
        text: trimText(
          rows.map((r) => (r.details?.length ? `${r.name} (${r.details.join('; ')})` : r.name)).join(', '),
          maxText,
        ),
      });
    }
  }
  return sections;
}

/** The index of the changes pages: one section naming every step and its counts. */
export function changesIndexSections(pairs: readonly ChangesPair[], maxText = 600): IndexedSection[] {
  return [
    {
      page: 'API changes between versions',
      heading: '',
      url: changesRoute(),
      text: trimText(
        [...pairs]
          .reverse()
          .map((pair) => `${stepName(pair)}: ${counts(pair.changes)}`)
          .join('. '),
        maxText,
      ),
    },
  ];
}

/** The changes sections a version's search data holds: the steps into and out of it, and the index. */
export function changesSectionsFor(version: string, pairs: readonly ChangesPair[], maxText = 600): IndexedSection[] {
  if (!pairs.length) return [];
  return [
    ...changesIndexSections(pairs, maxText),
    ...pairs
      .filter((pair) => pair.from.name === version || pair.to.name === version)
      .flatMap((pair) => changesPageSections(pair, maxText)),
  ];
}
