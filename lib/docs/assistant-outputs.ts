/**
 * The docs server's data (lib/assistants/assistant-data.ts) from the docs
 * model and the API data, computed once per process: served at its routes
 * by app/mcp/[...path]/route.ts, so that `next build` writes it into the
 * export and `npm run dev` serves it from the content as it is now.
 */
import { assistantData, assistantOutputs } from '../assistants/assistant-data';
import { inSidebarOrder } from '../markdown-export/version-text';
import { MCP_SERVER_PACKAGE } from '../assistants/types';
import { apiLifecycle, apiLocations, apiPackages, docsModel, versionIntelligence } from './doc-index';
import { site } from './site-files';

let outputs: Map<string, string> | undefined;

/** Every route of the data with its body. */
export function assistantFiles(): Map<string, string> {
  if (!outputs) {
    const data = assistantData({
      site,
      server: MCP_SERVER_PACKAGE,
      versions: docsModel.versions,
      pages: Object.fromEntries(
        docsModel.versions.map((v) => [
          v.name,
          inSidebarOrder(docsModel.docs(v), docsModel.sidebar(v, null)).map((doc) => ({
            docId: doc.docId,
            title: doc.title,
            ...(doc.description ? { description: doc.description } : {}),
            route: doc.route,
          })),
        ]),
      ),
      // The site's own search data (written by scripts/export-docs-text.ts, served under `npm run dev` by app/search-index/).
      searchRoute: (v) => `/search-index/${v.name}.json`,
      ...apiPackages,
      lifecycle: apiLifecycle,
      locations: apiLocations,
      pairs: versionIntelligence.pairs,
    });
    outputs = new Map(assistantOutputs(data).map((o) => [o.route, o.body]));
  }
  return outputs;
}
