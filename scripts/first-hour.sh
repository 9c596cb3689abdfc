#!/usr/bin/env bash
# A new user's first hour, timed: clones this repository (its committed HEAD) into a temporary
# directory, runs the README's first command there with an empty npm cache (npm install && npm run
# demo), and checks that the seeded system answers every recipe of the README and the docs as they
# show (apps/server/test/demo.recipes.test.ts against that server). Not part of `npm test`: it
# installs from the registry. Prints how long the install took and how long until the demo served.
# Usage: bash scripts/first-hour.sh [port, default 3000]
set -euo pipefail
# Background jobs in process groups of their own, so that stopping the demo stops npm and node both.
set -m
repo=$(cd "$(dirname "$0")/.." && pwd)
port=${1:-3000}
work=$(mktemp -d)
server=
cleanup() {
  if [ -n "$server" ]; then kill -- "-$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

git clone -q "$repo" "$work/stockroom"
cd "$work/stockroom"
export npm_config_cache=$work/npm-cache ELECTRON_SKIP_BINARY_DOWNLOAD=1
started=$(date +%s)
npm install --no-audit --no-fund >install.log 2>&1 || { cat install.log; exit 1; }
installed=$(date +%s)
grep -i 'warn' install.log || true

PORT=$port npm run demo >demo.log 2>&1 &
server=$!
deadline=$(($(date +%s) + 600))
until grep -q 'Stockroom listening' demo.log; do
  if ! kill -0 "$server" 2>/dev/null || [ "$(date +%s)" -gt "$deadline" ]; then cat demo.log; exit 1; fi
  sleep 1
done
served=$(date +%s)
grep 'Seeded the demo' demo.log

DEMO_PORT=$port DEMO_DATA_DIR=$PWD/.data npx vitest run --project server apps/server/test/demo.recipes.test.ts
echo "npm install: $((installed - started)) s; npm run demo until it served: $((served - installed)) s"
