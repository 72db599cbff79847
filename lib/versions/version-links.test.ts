import { describe, expect, it } from 'vitest';
import { versionsFromManifest } from './version-manifest';
import { summariseMissing, summariseVersionLinks, versionLinksFor, type VersionLink } from './version-links';

/** Twelve releases 1.0 … 12.0 (newest first) and an unreleased "Next". */
const manyReleases = versionsFromManifest({
  current: { label: 'Next', path: 'next' },
  versions: Array.from({ length: 12 }, (_, i) => `${12 - i}.0`),
});
/** The page "guides/queue" exists in Next and 12.0 … 5.0, not in 4.0 … 1.0. */
const queueFrom5 = (v: { name: string }) => v.name === 'next' || Number(v.name) >= 5;

const labels = (spans: ReturnType<typeof summariseVersionLinks>) =>
  spans.map((s) => (s.kind === 'more' ? `+${s.count}` : s.current ? `[${s.link.label}]` : s.link.label));

describe('versionLinksFor', () => {
  it('links the same page where it exists and the main doc where it does not', () => {
    const links = versionLinksFor(manyReleases, true, 'guides/queue', queueFrom5);
    expect(links[0]).toEqual({ name: 'next', label: 'Next', href: '/docs/next/guides/queue', exists: true });
    expect(links[1]).toEqual({ name: '12.0', label: '12.0', href: '/docs/guides/queue', exists: true });
    expect(links.at(-1)).toEqual({ name: '1.0', label: '1.0', href: '/docs/1.0/intro', exists: false });
  });

  it('links landing pages from a landing page and main docs from outside the docs', () => {
    expect(versionLinksFor(manyReleases, true, null, () => false)[2]).toMatchObject({
      href: '/docs/11.0',
      exists: true,
    });
    expect(versionLinksFor(manyReleases, false, null, () => false)[2]).toMatchObject({
      href: '/docs/11.0/intro',
      exists: true,
    });
  });
});

describe('summariseVersionLinks', () => {
  const link = (name: string, exists = true): VersionLink => ({ name, label: name, href: `/docs/${name}`, exists });

  it('shows every version when there are few', () => {
    const few = ['next', '4.1', '4.0', '3.2', '3.1', '2.1'].map((n) => link(n));
    expect(labels(summariseVersionLinks(few, '4.0'))).toEqual(['next', '4.1', '[4.0]', '3.2', '3.1', '2.1']);
  });

  it('shortens a long run to its ends and the neighbours of the version being read', () => {
    const links = versionLinksFor(manyReleases, true, 'guides/queue', queueFrom5);
    expect(labels(summariseVersionLinks(links, '8.0'))).toEqual(['Next', '+3', '9.0', '[8.0]', '7.0', '+1', '5.0']);
    expect(labels(summariseVersionLinks(links, 'next'))).toEqual(['[Next]', '12.0', '+6', '5.0']);
  });

  it('keeps the runs on either side of a gap apart', () => {
    const gappy = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => link(n, n !== 'd'));
    expect(labels(summariseVersionLinks(gappy, 'a', 2))).toEqual(['[a]', 'b', 'c', 'e', '+1', 'g']);
  });
});

describe('summariseMissing', () => {
  it('writes long runs of missing versions as a range and short ones in full', () => {
    const links = versionLinksFor(manyReleases, true, 'guides/queue', queueFrom5);
    expect(summariseMissing(links)).toEqual(['4.0 to 1.0 (4 versions)']);
    const two = versionLinksFor(manyReleases, true, 'x', (v) => v.name !== '3.0' && v.name !== '2.0');
    expect(summariseMissing(two)).toEqual(['3.0', '2.0']);
  });
});
