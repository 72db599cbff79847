#!/usr/bin/env bash
# Everything CI checks, from a fresh clone: system packages, npm packages,
# content checks against each version's package, lint, types, formatting, the
# builds (with their own content and link checks), unit tests and end-to-end
# tests in Debian's Chromium. A failing stage does not stop the others: every
# failure is listed at the end, and the exit code is non-zero if any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."

FAILED=()
TIMES=()
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
# record "name" seconds status: remember how long a stage took and whether it failed; returns its status.
record() {
  TIMES+=("$(printf '%5d s  %s' "$2" "$1")")
  [ "$3" -eq 0 ] && return 0
  FAILED+=("$1")
  printf '\033[31m== FAILED: %s\033[0m\n' "$1"
  return 1
}
# stage "name" command…: run a stage, remember its failure and how long it took.
stage() {
  local name=$1 started=$SECONDS status=0
  shift
  step "$name"
  "$@" || status=$?
  record "$name" $((SECONDS - started)) $status
}
# Without these nothing else can run.
required() { stage "$@" || { printf '\nStopped: "%s" failed and every later stage needs it.\n' "$1"; exit 1; }; }
# side_by_side "name" "command" ["name" "command"…]: stages that each keep about one core busy, run at the same
# time (CI has 2 cores). Each one's output is printed whole, in the order given, once all have ended. Returns
# non-zero if any failed.
side_by_side() {
  local dir status=0 i seconds code
  dir=$(mktemp -d)
  local -a names=() pids=()
  while [ $# -gt 0 ]; do
    i=${#names[@]}
    names+=("$1")
    (
      started=$SECONDS
      bash -c "$2" >"$dir/$i.log" 2>&1
      echo "$? $((SECONDS - started))" >"$dir/$i.status"
    ) &
    pids+=($!)
    shift 2
  done
  wait "${pids[@]}"
  for i in "${!names[@]}"; do
    read -r code seconds <"$dir/$i.status"
    step "${names[$i]} (side by side with the others of its group)"
    cat "$dir/$i.log"
    record "${names[$i]}" "$seconds" "$code" || status=1
  done
  rm -rf "$dir"
  return $status
}

install_chromium() {
  [ -x /usr/bin/chromium ] && { /usr/bin/chromium --version; return 0; }
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-dejavu-core >/dev/null &&
    /usr/bin/chromium --version
}

required "System packages" install_chromium
# Exactly the locked packages, into a fresh node_modules. Not over a linked
# node_modules (a worktree sharing another checkout's packages): npm ci empties
# the folder the link points to.
install_packages() {
  if [ -L node_modules ]; then
    echo "node_modules is a link to $(readlink node_modules): using those packages as they are, not running npm ci."
    return 0
  fi
  npm ci --no-audit --no-fund
}
required "npm packages" install_packages

mkdir -p .cache
rm -f .cache/vitest.json .cache/vitest-content.json .cache/e2e.tap .cache/integration.tap .cache/dev-loop.tap .cache/mcp.tap
# The content checks are Vitest files (package.json's test:content lists them): they run here, first, and the
# unit-test stage below leaves them out rather than run them a second time.
read -ra CONTENT_TESTS <<<"$(node -p "require('./package.json').scripts['test:content'].replace(/^vitest run /, '')")"
# The content checks need no build; the content build is mostly one busy thread, the formatting check one more.
side_by_side \
  "Content checks against each version's package (type-check, API drift, links)" \
  "npx vitest run ${CONTENT_TESTS[*]} --reporter=default --reporter=json --outputFile=.cache/vitest-content.json" \
  "Content (source, contentlayer2)" "npm run --silent content" \
  "Formatting" "npm run --silent format:check"
for failed in "${FAILED[@]}"; do
  [ "$failed" = "Content (source, contentlayer2)" ] &&
    { printf '\nStopped: "%s" failed and every later stage needs it.\n' "$failed"; exit 1; }
done
# Lint and types read the built content's types; each is one thread.
side_by_side "Lint" "npm run --silent lint" "Types" "npm run --silent typecheck"
stage "Variant build (base URL /preview/, DocSearch, hide-on-scroll, system colour scheme)" bash scripts/build-variant.sh
# Both work in scratch copies of their own. The dev loop leaves part of the two cores idle while it waits on the
# browser and the dev server; the content sources' builds are mostly one thread and fill it.
side_by_side \
  "Content sources (git + Docusaurus layout fixture, release cutting)" \
  "node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap \
  --test-reporter-destination=.cache/integration.tap test/integration/content-sources.test.mjs" \
  "Dev loop and writers' editor (npm run dev in Chromium: live edits, content errors; /keystatic edits, creates, renames, deletes, refusals)" \
  "node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap \
  --test-reporter-destination=.cache/dev-loop.tap test/integration/dev-loop.test.mjs"
stage "Production build" npm run --silent build && BUILT=1
stage "Unit tests (Vitest; the content checks ran first)" npx vitest run "${CONTENT_TESTS[@]/#/--exclude=}" \
  --reporter=default --reporter=json --outputFile=.cache/vitest.json
if [ -n "${BUILT:-}" ]; then
  stage "Docs server for assistants (npm run mcp over stdio on a project per lockfile kind, every tool)" \
    node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap \
    --test-reporter-destination=.cache/mcp.tap test/integration/mcp-server.test.mjs
  export E2E_TAP=.cache/e2e.tap
  stage "End-to-end tests (Chromium)" node e2e/run.mjs
  stage "Page-weight budget" node scripts/check-budget.mjs
else
  FAILED+=("End-to-end tests and page weight (not run: no production build)")
fi

printf '\n\033[1mStage times\033[0m (%d s in all):\n' "$SECONDS"
printf '%s\n' "${TIMES[@]}"
if [ ${#FAILED[@]} -gt 0 ]; then
  printf '\n\033[31mFailed stages:\033[0m\n'
  printf '  - %s\n' "${FAILED[@]}"
fi
# The closing "N passed, N failed" line over Vitest (content checks and unit tests), the integration tests (content
# sources, dev loop and editor, the docs server) and the e2e specs.
node scripts/test-summary.mjs .cache/vitest-content.json .cache/vitest.json .cache/e2e.tap .cache/integration.tap .cache/dev-loop.tap .cache/mcp.tap || true
[ ${#FAILED[@]} -eq 0 ]
