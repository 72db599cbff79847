#!/usr/bin/env bash
# A second export for the e2e tests, with every optional setting switched on:
# served under /preview/, the hosted DocSearch service configured (a test key;
# the tests answer the service themselves), the navbar hiding on scroll and the
# colour mode following the system. Written to .cache/out-variant; the main
# out/ is built after it.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf out .cache/out-variant
export BASE_URL=/preview/ DOCSEARCH_API_KEY=e2e-search-only-key NAVBAR_HIDE_ON_SCROLL=true RESPECT_PREFERS_COLOR_SCHEME=true
npx next build
node scripts/postbuild.mjs
mkdir -p .cache
mv out .cache/out-variant
