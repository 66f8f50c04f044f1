#!/usr/bin/env bash
# Nightly backup: a pg_dump of DATABASE_URL in the custom format (compressed; pg_restore can restore single tables
# from it) into BACKUP_DIR as PREFIX-YYYYMMDDTHHMMSSZ.dump, then the retention of prune.sh.
#
# The dump is written under a temporary name (.PREFIX-….dump.partial), read back with pg_restore --list, flushed
# to disk and only then renamed: a dump named like a backup is always a whole one, even when the run is killed or
# the disk fills. Any failure exits non-zero (cron mails it, systemd marks the unit failed) and prunes nothing,
# so failing nights never cost the older dumps.
#
#   DATABASE_URL=postgres://user:password@host:5432/xueban BACKUP_DIR=/var/backups/xueban deploy/backup/backup.sh
#
# pg_dump must be of the server's major version or newer (it refuses an older client); the postgres image the
# database runs from has the right one.
set -euo pipefail

url="${DATABASE_URL:?set DATABASE_URL to the database to back up}"
dir="${BACKUP_DIR:?set BACKUP_DIR to the directory for the dumps}"
prefix="${BACKUP_PREFIX:-xueban}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

# Dumps hold every family's phone numbers and orders: readable by the backup user only.
umask 077
mkdir -p -- "$dir"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
final="$dir/$prefix-$stamp.dump"
temporary="$dir/.$prefix-$stamp.dump.partial"
[[ -e "$final" ]] && { echo "backup: $final exists already" >&2; exit 1; }

trap 'rm -f -- "$temporary"' EXIT
pg_dump --dbname="$url" --format=custom --compress=6 --no-password --file="$temporary"
pg_restore --list "$temporary" >/dev/null
sync -- "$temporary"
mv -f -- "$temporary" "$final"
# The rename itself is durable once the directory is flushed.
sync -- "$dir"
trap - EXIT
echo "backup: wrote $final ($(wc -c <"$final") bytes)"

BACKUP_DIR="$dir" BACKUP_PREFIX="$prefix" "$here/prune.sh"
