#!/usr/bin/env bash
# Restores a dump of backup.sh into a database: by default a new one (created when it does not exist), and it
# refuses a database that already holds tables, so a mistyped name cannot overwrite the live site. --force
# restores over an existing database (objects of the dump are dropped and recreated; objects the dump does not
# have stay).
#
#   deploy/backup/restore.sh [--force] /var/backups/xueban/xueban-20261202T031500Z.dump \
#     postgres://user:password@host:5432/xueban_restored
#
# The whole restore is one transaction: it either ends with every row of the dump or changes nothing. Objects are
# owned by the restoring user (--no-owner), so a dump restores into a server whose roles differ. Afterwards, point
# DATABASE_URL at the restored database and restart the instances; they find the migrations applied.
set -euo pipefail

force=no
if [[ "${1:-}" == "--force" ]]; then
  force=yes
  shift
fi
if (($# != 2)); then
  echo "usage: $0 [--force] DUMP_FILE DATABASE_URL" >&2
  exit 2
fi
dump="$1"
url="$2"
[[ -r "$dump" ]] || { echo "restore: cannot read $dump" >&2; exit 2; }
pg_restore --list "$dump" >/dev/null

# The database's name is the URL's path; the server's maintenance database "postgres" creates it.
base="${url%%\?*}"
query=""
[[ "$url" == *\?* ]] && query="?${url#*\?}"
name="${base##*/}"
[[ -n "$name" && "$base" == *://*/* ]] || { echo "restore: $url names no database" >&2; exit 2; }
admin="${base%/*}/postgres$query"

exists="$(printf '%s\n' "select 1 from pg_database where datname = :'name';" |
  psql "$admin" --no-password --quiet --tuples-only --no-align -v ON_ERROR_STOP=1 -v name="$name")"
if [[ -z "$exists" ]]; then
  printf '%s\n' 'create database :"name";' |
    psql "$admin" --no-password --quiet -v ON_ERROR_STOP=1 -v name="$name" >/dev/null
  echo "restore: created database $name"
else
  tables="$(psql "$url" --no-password --tuples-only --no-align -v ON_ERROR_STOP=1 -c "
    select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S')
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_%'")"
  if ((tables > 0)) && [[ "$force" != yes ]]; then
    echo "restore: database $name already holds $tables tables, views or sequences; restore into a new database, or pass --force to restore over it" >&2
    exit 3
  fi
fi

options=(--dbname="$url" --no-password --no-owner --no-acl --single-transaction --exit-on-error)
[[ "$force" == yes ]] && options+=(--clean --if-exists)
pg_restore "${options[@]}" "$dump"
echo "restore: restored $dump into $name"
