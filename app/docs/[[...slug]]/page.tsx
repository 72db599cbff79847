import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { docsRouteData, docsRoutes } from '@/lib/docs/doc-routes';
import { pathSlug } from '@/lib/docs-model/route-data';
import { DocPage } from '@/components/docs/doc-page';
import { VersionLanding } from '@/components/docs/version-landing';
import { ChangesIndex, ChangesPage } from '@/components/docs/changes-page';
import { exportParams } from '@/app/export-params';

/** `npm run dev` serves the writers' editor: "Edit this page" opens the page there instead of on GitHub. */
const EDITOR = process.env.NODE_ENV === 'development';

// No `dynamicParams = false`: under `npm run dev` Next would answer from the params it listed before the last
// change, so a page just created would be "not found" once. An unknown path is not found by its route data.
interface Params {
  slug?: string[];
}

export const generateStaticParams = exportParams<Params>(() =>
  docsRoutes().map((route) => ({ slug: pathSlug(route) })),
);

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const data = docsRouteData((await params).slug);
  return data.kind === 'not-found' ? {} : data.metadata;
}

export default async function DocsRoute({ params }: { params: Promise<Params> }) {
  const data = docsRouteData((await params).slug, { editor: EDITOR });
  switch (data.kind) {
    case 'not-found':
      return notFound();
    case 'changes-pair':
      return <ChangesPage pair={data.pair} frame={data.frame} />;
    case 'changes-index':
      return <ChangesIndex pairs={data.pairs} frame={data.frame} />;
    case 'landing':
      return (
        <VersionLanding
          version={data.version}
          frame={data.frame}
          sidebar={data.sidebar}
          banner={data.banner}
          changes={data.changes}
        />
      );
    case 'doc':
      return (
        <DocPage
          doc={data.doc}
          version={data.version}
          frame={data.frame}
          sidebar={data.sidebar}
          banner={data.banner}
          breadcrumbs={data.breadcrumbs}
          pager={data.pager}
          editHref={data.editHref}
          editInEditor={data.editInEditor}
          comparisons={data.comparisons}
          intelligenceVersion={data.intelligenceVersion}
          badges={data.badges}
        />
      );
  }
}
