#!/usr/bin/env bash
# Copies the previous release's Drizzle schema into tests/server/platform/db/previousRelease/schema: what the instances
# still running while the next release's migrations are applied read and write.
#   refresh.sh COMMIT   the release deployed last (run it when a release is deployed, and commit the result)
#   refresh.sh          the schema as it was just before the newest migration was added
# The copy is committed because CI may clone without history.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
if (($# == 1)); then
  previous="$(git rev-parse --verify "$1^{commit}")"
else
  newest="$(node -e "const j=require('./server/src/platform/db/migrations/meta/_journal.json'); console.log(j.entries.at(-1).tag)")"
  added="$(git log --diff-filter=A --format=%H -1 -- "server/src/platform/db/migrations/$newest.sql" "server/src/db/migrations/$newest.sql")"
  [[ -n "$added" ]] || { echo "refresh: commit $newest.sql first, then refresh the previous release" >&2; exit 1; }
  previous="$(git rev-parse "$added^")"
fi
out=tests/server/platform/db/previousRelease
rm -rf "$out/schema"
mkdir -p "$out/schema"
# The database folder moved from server/src/db to server/src/platform/db; an older release has it in the former.
db=server/src/platform/db
git cat-file -e "$previous:$db/schema/index.ts" 2>/dev/null || db=server/src/db
for file in $(git ls-tree --name-only "$previous" "$db/schema/"); do
  git show "$previous:$file" >"$out/schema/$(basename "$file")"
done
previous_newest="$(git show "$previous:$db/migrations/meta/_journal.json" | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).entries.at(-1).tag))")"
cat >"$out/release.json" <<JSON
{
  "commit": "$previous",
  "newestMigration": "$previous_newest"
}
JSON
echo "previous release: $previous (migrations up to $previous_newest)"
