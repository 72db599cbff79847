import { describe, expect, it } from 'vitest';
import { changesIndexSections, changesPageSections, changesSectionsFor } from './changes-sections';
import type { ChangesPair } from '../api-model/version-intelligence';

const v = (name: string, unreleased = false) => ({
  name,
  label: name === 'next' ? 'Next' : name,
  unreleased,
  path: `/docs/${name}`,
  slug: name,
});

/** 1.0 → 2.0 drops `stop` and adds `pause` and an event; 2.0 → Next changes nothing. */
const oneToTwo: ChangesPair = {
  slug: '1.0-to-2.0',
  from: v('1.0'),
  to: v('2.0'),
  changes: [
    { change: 'removed', kind: 'function', name: 'stop' },
    { change: 'added', kind: 'function', name: 'pause' },
    { change: 'added', kind: 'event', name: 'PlaybackEnded' },
    { change: 'changed', kind: 'function', name: 'seekTo', details: ['parameter seconds made optional'] },
  ],
};
const twoToNext: ChangesPair = { slug: '2.0-to-next', from: v('2.0'), to: v('next', true), changes: [] };

describe('changesPageSections', () => {
  it('gives the opening and one section per group and kind, each linking to the heading the page renders', () => {
    const sections = changesPageSections(oneToTwo);
    expect(sections.map((s) => [s.heading, s.url])).toEqual([
      ['', '/docs/changes/1.0-to-2.0'],
      ['Functions: added (1)', '/docs/changes/1.0-to-2.0#functions-added'],
      ['Functions: removed (1)', '/docs/changes/1.0-to-2.0#functions-removed'],
      ['Functions: changed (1)', '/docs/changes/1.0-to-2.0#functions-changed'],
      ['Events: added (1)', '/docs/changes/1.0-to-2.0#events-added'],
    ]);
    expect(sections.every((s) => s.page === 'API changes from 1.0 to 2.0')).toBe(true);
    expect(sections[0]!.text).toBe(
      'What the package of 1.0 to 2.0 changed in the API: 2 added, 1 removed, 0 deprecated, 1 changed.',
    );
  });

  it('names the entries of each section, with what changed in a signature', () => {
    const sections = changesPageSections(oneToTwo);
    expect(sections.find((s) => s.url.endsWith('#functions-removed'))!.text).toBe('stop');
    expect(sections.find((s) => s.url.endsWith('#functions-changed'))!.text).toBe(
      'seekTo (parameter seconds made optional)',
    );
  });

  it('says so when two packages declare the same API, and marks an unreleased step', () => {
    const [opening, ...rest] = changesPageSections(twoToNext);
    expect(rest).toEqual([]);
    expect(opening!.text).toBe('The packages of 2.0 and Next declare the same API.');
    expect(changesIndexSections([oneToTwo, twoToNext])[0]!.text).toBe(
      '2.0 to Next (unreleased): 0 added, 0 removed, 0 deprecated, 0 changed. 1.0 to 2.0: 2 added, 1 removed, 0 deprecated, 1 changed',
    );
  });
});

describe('changesSectionsFor', () => {
  it('holds the index and the steps into and out of the version, not the others', () => {
    const pages = (version: string) => [
      ...new Set(changesSectionsFor(version, [oneToTwo, twoToNext]).map((s) => s.page)),
    ];
    expect(pages('1.0')).toEqual(['API changes between versions', 'API changes from 1.0 to 2.0']);
    expect(pages('2.0')).toEqual([
      'API changes between versions',
      'API changes from 1.0 to 2.0',
      'API changes from 2.0 to Next',
    ]);
    expect(pages('next')).toEqual(['API changes between versions', 'API changes from 2.0 to Next']);
  });

  it('is empty for a site with one version', () => {
    expect(changesSectionsFor('1.0', [])).toEqual([]);
  });
});
