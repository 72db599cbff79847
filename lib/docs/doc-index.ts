/**
 * The one module that reads generated data: contentlayer's docs and
 * categories, the version manifest written by scripts/prepare-content.ts, the
 * API changes written by scripts/prepare-api.ts, and the site configuration. It builds the docs model once; pages and components
 * receive the model (or its fields) and compute nothing about versions or routes.
 */
import { allDocs, allCategories } from 'contentlayer/generated';
import manifest from '../../.generated/versions.json';
import intelligenceData from '../../.generated/api-changes.json';
import problemsData from '../../.generated/problems.json';
import type { ContentProblem } from '../content/content-problems';
import type { VersionIntelligence } from '../api-model/version-intelligence';
import { siteConfig } from '../site-config';
import { createDocsModel, type DocRecord } from '../docs-model/create-docs-model';
import type { VersionManifest } from '../versions/version-manifest';
import type { DocsVersion } from '../versions/versions';
import { frameData, type FrameData } from '../docs-model/frame';
import type { TocEntry } from '../toc/build-toc';

/** A doc as pages use it. */
export interface Doc extends DocRecord {
  route: string;
  description: string | undefined;
  /** The first sentence of the body's first paragraph, if it has one. */
  summary: string | undefined;
  toc: TocEntry[];
  /** Compiled MDX. */
  code: string;
  /** The body's MDX source (front matter left out), for summaries. */
  raw: string;
  /** Path inside the version folder, e.g. `basics/installation.mdx`. */
  pathInVersion: string;
}

const docs: Doc[] = allDocs.map((raw) => ({
  version: raw.version,
  docId: raw.docId,
  route: raw.route,
  // contentlayer types the computed title with the optional front matter field's type
  title: raw.title as string,
  description: raw.description,
  summary: raw.summary || undefined,
  sidebarPosition: raw.sidebar_position,
  sidebarLabel: raw.sidebar_label,
  fileName: raw.fileName,
  dir: raw.dir,
  toc: raw.toc as TocEntry[],
  code: raw.body.code,
  raw: raw.body.raw,
  pathInVersion: raw._raw.sourceFilePath.split('/').slice(2).join('/'),
}));

/** The site's docs: versions, docs, sidebars, routes and links between versions. */
export const docsModel = createDocsModel<Doc>({
  manifest: manifest as VersionManifest,
  manifestSource: '.generated/versions.json',
  docs,
  categories: allCategories.map((c) => ({
    version: c.version,
    dir: c.dir,
    label: c.label,
    position: c.position,
    collapsed: c.collapsed,
  })),
  config: {
    title: siteConfig.title,
    sidebarId: siteConfig.docs.sidebarId,
    navbarItems: siteConfig.navbar.items,
    footerColumns: siteConfig.footer.columns,
  },
});

const navbarDocIds = siteConfig.navbar.items.flatMap((item) => (item.type === 'doc' ? [item.docId] : []));

/** The site frame's data for a page: the version and doc being read (null outside the docs). */
export function pageFrame(version: DocsVersion | null, docId: string | null): FrameData {
  return frameData(docsModel, version, docId, navbarDocIds);
}

/** What changed between versions, badges and page comparisons (scripts/prepare-api.ts; empty without package models). */
export const versionIntelligence = intelligenceData as unknown as VersionIntelligence;

/** What changed in a page's API entries between its version and every other version, nearest first. */
export function pageComparisons(version: DocsVersion, docId: string) {
  const { versions, pairs, compare } = versionIntelligence;
  const index = versions.findIndex((v) => v.name === version.name);
  const perOther = compare[version.name]?.[docId];
  if (index === -1 || !perOther) return [];
  return versions
    .map((other, i) => ({ other, i }))
    .filter(({ other }) => other.name !== version.name && perOther[other.name])
    .sort((a, b) => Math.abs(a.i - index) - Math.abs(b.i - index) || b.i - a.i)
    .map(({ other, i }) => {
      const [from, to] = i < index ? [other, versions[index]!] : [versions[index]!, other];
      const pair = pairs.find((p) => p.from.name === from.name && p.to.name === to.name);
      return {
        other,
        from,
        to,
        rows: perOther[other.name]!,
        changesHref: pair ? `/docs/changes/${pair.slug}` : '/docs/changes',
        changesLabel: pair
          ? `All API changes from ${from.label} to ${to.label}`
          : 'API changes between every two adjacent versions',
      };
    });
}

/** Content problems to show on every page: none in a build, the current ones while `npm run dev` sees broken content. */
export const contentProblems = problemsData as ContentProblem[];
