import { describe, expect, it } from 'vitest';
import type { Heading, Nodes, Root, TableRow } from 'mdast';
import { visit } from 'unist-util-visit';
import { trackPage } from '../api-model/fixtures/track-page';
import { keepTree } from './doc-tree';
import { parseDocFile, parseDocSource } from './parse-markdown';
import { placementOf, placeOf, type Place } from './places';

/** Every place a kept tree carries, in document order, as `placementOf` names it. */
const placesIn = (tree: Root) => {
  const out: string[] = [];
  visit(tree, (node: Nodes) => {
    const place = placeOf(node);
    if (place) out.push(placementOf(place));
  });
  return out;
};
const placesOf = (source: string) => placesIn(parseDocFile(source).tree);

describe('markPlaces (through keepTree)', () => {
  it('row-and-heading-both-could-match: a row named `id` and a heading `id` are two places', () => {
    expect(placesOf(trackPage('Fields'))).toEqual(['heading:fields', 'fields id', 'heading:id']);
  });

  it('renamed-heading: a row’s place follows the id of the heading above it, wherever the row is', () => {
    const table = ['| Field | Type |', '| --- | --- |', '| `url` | `string` |'];
    expect(placesOf(['## Fields', '', ...table].join('\n'))).toEqual(['heading:fields', 'fields url']);
    expect(placesOf(['## Properties', '', 'Some text first.', '', ...table].join('\n'))).toEqual([
      'heading:properties',
      'properties url',
    ]);
  });

  it('only the page’s rendered places: not the title H1, a header row or a row without a code span', () => {
    const source = [
      '# `Track`',
      '',
      '| `Field` | Type |',
      '| --- | --- |',
      '| `id` | `string` |',
      '| plain | `number` |',
      '',
      '### Deeper `x`',
      '',
      '| Field | Type |',
      '| --- | --- |',
      '| `title?` | `string` |',
    ].join('\n');
    // A row above every heading (the title is not on the page) has no heading: its anchor is ''.
    expect(placesOf(source)).toEqual([' id', 'heading:deeper-x', 'deeper-x title?']);
  });

  it('headings inside other elements are places, with the ids the page gives them', () => {
    const source = ['## Setup', '', '<Tabs>', '<TabItem value="a">', '', '### Setup', '', '</TabItem>', '</Tabs>'];
    expect(placesOf(source.join('\n'))).toEqual(['heading:setup', 'heading:setup-1']);
  });

  it('hands each place’s node of the parsed tree to the caller, and leaves that tree’s data alone', () => {
    const parsed = parseDocSource('## Fields\n\n| Field | Type |\n| --- | --- |\n| `id` | `string` |\n');
    const seen: [string, Place][] = [];
    const kept = keepTree(parsed, (node, place) => seen.push([node.type, place]));
    expect(seen).toEqual([
      ['heading', { at: 'heading', anchor: 'fields' }],
      ['tableRow', { at: 'row', anchor: 'fields', row: 'id' }],
    ]);
    const heading = parsed.children[0] as Heading;
    expect(heading.data?.place).toBeUndefined();
    expect((kept.children[0] as Heading).data?.place).toEqual({ at: 'heading', anchor: 'fields' });
    const row = (kept.children[1] as { children: TableRow[] }).children[1]!;
    expect(placeOf(row)).toEqual({ at: 'row', anchor: 'fields', row: 'id' });
  });

  it('keeps the places through the JSON text the content build stores the tree as', () => {
    const tree = parseDocFile('## `add()`\n\n| Parameter | Type |\n| --- | --- |\n| `tracks` | `Track[]` |').tree;
    expect(placesIn(JSON.parse(JSON.stringify(tree)) as Root)).toEqual(['heading:add', 'add tracks']);
  });
});

describe('placementOf', () => {
  it('names a heading, a row and the top of the page apart', () => {
    expect(placementOf({ at: 'heading', anchor: 'id' })).toBe('heading:id');
    expect(placementOf({ at: 'row', anchor: 'fields', row: 'id' })).toBe('fields id');
    expect(placementOf({ at: 'page', anchor: '' })).toBe('page:');
  });
});
