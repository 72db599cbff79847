#!/usr/bin/env bash
# Everything CI checks, from a fresh clone: system packages, npm packages, then the stages of
# scripts/test-stages.mjs (content checks against each version's package, unit tests, lint, types, formatting, the
# builds with their own content and link checks, integration tests, the dev loop and the editor, end-to-end tests in
# Debian's Chromium, page weight), each started as soon as what it needs has passed. A failing stage does not stop
# the others: every failure is listed at the end, and the exit code is non-zero if any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."
# Next.js sends anonymous usage data from every `next build` and `next dev` unless told not to: the suite starts a
# dozen of them, on machines without internet, and its results are nobody's usage.
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
# required "name" command…: a stage everything else needs; its time goes to the closing table.
required() {
  local name=$1 started=$SECONDS
  shift
  step "$name"
  "$@" || { printf '\nStopped: "%s" failed and every later stage needs it.\n' "$name"; exit 1; }
  INSTALL_TIMES+="$(printf '%7d s  %s\\n' $((SECONDS - started)) "$name")"
}
INSTALL_TIMES=""

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

TEST_INSTALL_TIMES="$INSTALL_TIMES" TEST_STARTED_SECONDS=$SECONDS node scripts/test-stages.mjs "$@"
