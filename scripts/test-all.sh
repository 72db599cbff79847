#!/usr/bin/env bash
# Everything CI checks, from a fresh clone: system packages, npm packages,
# lint, types, formatting, the production build (with its own content and link
# checks), unit tests and end-to-end tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "System packages"
if [ ! -x /usr/bin/chromium ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi
/usr/bin/chromium --version

step "npm packages"
# npm ci refuses this lockfile: it lacks the @next/swc-*, @pagefind/* and rollup
# packages of other platforms, which this registry does not serve. npm install
# installs exactly the locked versions for this platform and leaves the lockfile as it is.
npm install --no-audit --no-fund --loglevel=error

step "Content checks against each version's package (type-check, API drift, links)"
npm run --silent test:content

step "Content (source, contentlayer2)"
npm run --silent content

step "Lint, types, formatting"
npm run --silent lint
npm run --silent typecheck
npm run --silent format:check

mkdir -p .cache
step "Variant build (base URL /preview/, DocSearch, hide-on-scroll, system colour scheme)"
bash scripts/build-variant.sh

step "Content sources (git + Docusaurus layout fixture, release cutting)"
node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination=.cache/integration.tap test/integration/content-sources.test.mjs

step "Production build"
npm run --silent build

step "Unit tests (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile=.cache/vitest.json

step "End-to-end tests (Chromium)"
E2E_TAP=.cache/e2e.tap node e2e/run.mjs || E2E_FAILED=1

step "Page-weight budget"
node scripts/check-budget.mjs

node scripts/test-summary.mjs .cache/vitest.json .cache/e2e.tap .cache/integration.tap
exit "${E2E_FAILED:-0}"
