#!/usr/bin/env bash
# Retention of the dumps backup.sh writes: keeps every dump of the last BACKUP_KEEP_DAYS days and the newest dump
# of each of the last BACKUP_KEEP_WEEKS weeks (weeks start on Monday, UTC), deletes the other dumps, and never
# deletes the newest one (a clock set wrong must not empty the directory).
#
# A dump's time is read from its name (PREFIX-YYYYMMDDTHHMMSSZ.dump), not from the file's mtime: copying the
# directory elsewhere (rsync without -t, a restore from tape) must not change what is kept. Files with other names
# are left alone, and so are temporary files of a dump in progress unless they are over a day old (left by a
# run that was killed).
#
#   BACKUP_DIR=/var/backups/xueban BACKUP_KEEP_DAYS=7 BACKUP_KEEP_WEEKS=8 deploy/backup/prune.sh
set -euo pipefail

dir="${BACKUP_DIR:?set BACKUP_DIR to the directory of the dumps}"
prefix="${BACKUP_PREFIX:-xueban}"
keep_days="${BACKUP_KEEP_DAYS:-7}"
keep_weeks="${BACKUP_KEEP_WEEKS:-8}"
for number in "$keep_days" "$keep_weeks" "${BACKUP_NOW:-0}"; do
  [[ "$number" =~ ^[0-9]+$ ]] || { echo "prune: BACKUP_KEEP_DAYS, BACKUP_KEEP_WEEKS and BACKUP_NOW must be whole numbers" >&2; exit 2; }
done
[[ -d "$dir" ]] || { echo "prune: $dir is not a directory" >&2; exit 2; }

# Days since 1970-01-01 of a civil date (Howard Hinnant's days_from_civil), in shell arithmetic so that the script
# needs no GNU date (busybox images have none).
days_from_civil() {
  local y=$((10#$1)) m=$((10#$2)) d=$((10#$3))
  ((m <= 2)) && y=$((y - 1))
  local era=$(((y >= 0 ? y : y - 399) / 400))
  local yoe=$((y - era * 400))
  local mp=$(((m + 9) % 12))
  local doy=$(((153 * mp + 2) / 5 + d - 1))
  local doe=$((yoe * 365 + yoe / 4 - yoe / 100 + doy))
  echo $((era * 146097 + doe - 719468))
}

# Seconds since the epoch of a name's YYYYMMDDTHHMMSSZ.
epoch_of() {
  local stamp="$1"
  local days
  days=$(days_from_civil "${stamp:0:4}" "${stamp:4:2}" "${stamp:6:2}")
  echo $((days * 86400 + 10#${stamp:9:2} * 3600 + 10#${stamp:11:2} * 60 + 10#${stamp:13:2}))
}

# BACKUP_NOW (seconds since the epoch) prunes as of another moment: how the retention is checked without waiting weeks.
now="${BACKUP_NOW:-$(date -u +%s)}"
pattern="^${prefix}-([0-9]{8}T[0-9]{6}Z)\.dump$"
partial="^\.${prefix}-([0-9]{8}T[0-9]{6}Z)\.dump\.partial$"

names=()
while IFS= read -r name; do
  if [[ "$name" =~ $pattern ]]; then
    names+=("$name")
  elif [[ "$name" =~ $partial ]] && (( now - $(epoch_of "${BASH_REMATCH[1]}") > 86400 )); then
    rm -f -- "$dir/$name"
    echo "prune: removed the leftover $name"
  fi
done < <(ls -A -- "$dir")
((${#names[@]})) || exit 0

# Newest first: the timestamps in the names sort as text.
mapfile -t names < <(printf '%s\n' "${names[@]}" | sort -r)
this_week=$(((now / 86400 + 3) / 7))
declare -A week_kept=()
for index in "${!names[@]}"; do
  name="${names[$index]}"
  [[ "$name" =~ $pattern ]]
  when=$(epoch_of "${BASH_REMATCH[1]}")
  # 1970-01-01 was a Thursday: adding 3 days makes the week number change on Mondays.
  week=$(((when / 86400 + 3) / 7))
  keep=no
  if ((index == 0)); then
    keep=yes
  elif ((now - when < keep_days * 86400)); then
    keep=yes
  elif ((this_week - week < keep_weeks)) && [[ -z "${week_kept[$week]:-}" ]]; then
    keep=yes
  fi
  if [[ "$keep" == yes ]]; then
    week_kept[$week]=1
  else
    rm -f -- "$dir/$name"
    echo "prune: removed $name"
  fi
done
