#!/usr/bin/env bash
# A second export for the e2e tests, with every optional setting switched on:
# served under /preview/, the hosted DocSearch service configured (a test key;
# the tests answer the service themselves), the navbar hiding on scroll and the
# colour mode following the system. Exported straight to .cache/out-variant
# (NEXT_EXPORT_DIR): the working tree's out/ is never touched.
set -euo pipefail
cd "$(dirname "$0")/.."
export BASE_URL=/preview/ DOCSEARCH_API_KEY=e2e-search-only-key NAVBAR_HIDE_ON_SCROLL=true RESPECT_PREFERS_COLOR_SCHEME=true
export NEXT_EXPORT_DIR=.cache/out-variant OUT_DIR=.cache/out-variant
rm -rf "$NEXT_EXPORT_DIR"
npx next build
npx tsx scripts/postbuild.ts
