#!/bin/sh
# How a release is built: deploy/Dockerfile runs these steps, and the production smoke test
# (tests/server/deploy/productionSmoke.test.ts) runs the same script on a copy of the repository, so the image
# and the tested build cannot drift apart.
#   deploy/build.sh install   the packages, from package-lock.json
#   deploy/build.sh build     the pages (dist/), then drops the development packages
#   deploy/build.sh           both
set -eu
step=${1:-all}

if [ "$step" = install ] || [ "$step" = all ]; then
  # npm ci can refuse a lockfile that names other platforms' optional packages the registry lacks.
  npm ci --no-audit --no-fund || npm install --no-audit --no-fund
fi

if [ "$step" = build ] || [ "$step" = all ]; then
  npm run build
  # The instances need only the runtime packages (tsx among them: the server runs its TypeScript through it).
  npm prune --omit=dev --no-audit --no-fund
fi
