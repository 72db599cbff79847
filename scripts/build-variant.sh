#!/usr/bin/env bash
# A second export for the e2e tests, with every optional setting switched on:
# served under /preview/, the hosted DocSearch service configured (a test key;
# the tests answer the service themselves), the navbar hiding on scroll and the
# colour mode following the system. Exported to .cache/out-variant.
#
# Built in a scratch copy of the repository (test/integration/scratch-site.mjs)
# with the checkout's content build (.contentlayer, .generated: `npm run content`
# first), so that the checkout's .next/ keeps the production build's compiled
# app: Next writes its build to .next/ whatever the export folder, and the
# content-sources test renders a fixture with that app while this runs
# (test/integration/content-sources.test.mjs); a later `npm run build` renders
# without compiling again. The checkout's out/ is never touched.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
[ -d .contentlayer/generated ] && [ -f .generated/content.json ] || {
  echo 'build-variant: no content build here: run `npm run content` first.' >&2
  exit 1
}
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/rntp-variant-XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT
SITE=$(node --input-type=module -e '
  import { scratchSite } from "./test/integration/scratch-site.mjs";
  console.log(scratchSite(process.cwd(), process.argv[1]));
' "$SCRATCH")
cp -R .contentlayer "$SITE/"
mkdir -p "$SITE/.generated"
cp -R .generated/. "$SITE/.generated/"
# The docs server's bundle, which the content build's prepare step made: the export's tarball packs it.
mkdir -p "$SITE/mcp/dist"
cp -R mcp/dist/. "$SITE/mcp/dist/"

cd "$SITE"
# The copy's node_modules is a link to the checkout's: Turbopack resolves it from the filesystem's root.
export PWD="$SITE" NEXT_TURBOPACK_ROOT=/
export BASE_URL=/preview/ DOCSEARCH_API_KEY=e2e-search-only-key NAVBAR_HIDE_ON_SCROLL=true RESPECT_PREFERS_COLOR_SCHEME=true
export NEXT_EXPORT_DIR=.cache/out-variant OUT_DIR=.cache/out-variant
npx next build
npx tsx scripts/postbuild.ts
rm -rf "$ROOT/.cache/out-variant"
mkdir -p "$ROOT/.cache"
cp -R .cache/out-variant "$ROOT/.cache/out-variant"
