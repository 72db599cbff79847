/**
 * `generateStaticParams` for the static export only: under `npm run dev` it lists nothing.
 *
 * Under `next dev` the list decides nothing. The site is not exported there (next.config.js drops
 * `output: 'export'`), every request of a dynamic route is rendered when it comes, and none of our routes sets
 * `dynamicParams = false` (a page just created would be "not found" once): each answers an address it does not
 * have with a 404 of its own. Yet on every request to such a route the dev server works the list out again in a
 * worker, and whenever it has grown (a page created or renamed in the editor, a picture saved, a release cut) it
 * writes the new addresses into `.next/dev/prerender-manifest.json` in place, the file every request reads first:
 * one arriving during the write read it half written and answered 500 (an editor Delete, the search index's
 * list). Next writes that file only for a non-empty list, so with none there is no write to race, and no worker
 * walks the whole site per request. `next build` and `npm run cms` (a production server) get the full list.
 */
export function exportParams<Params>(list: () => Params[]): () => Params[] {
  return () => (process.env.NODE_ENV === 'development' ? [] : list());
}
