#!/usr/bin/env bash
# Backs up the shop's PostgreSQL database in pg_dump's custom format (compressed, restorable table
# by table with pg_restore), then checks that the archive reads back. docs/operations.md "Backup".
#
#   scripts/backup.sh [DATABASE_URL] [FILE]
#
# DATABASE_URL: the argument, else $DATABASE_URL. FILE: default backups/shop-<UTC time>.dump.
# The dump is written beside FILE under a temporary name and renamed once complete and checked, so
# an interrupted backup never leaves a file that looks whole. Needs pg_dump and pg_restore of the
# server's major version or newer (Debian: postgresql-client-15).
set -euo pipefail

url="${1:-${DATABASE_URL:-}}"
if [[ -z "$url" ]]; then
  echo "usage: scripts/backup.sh [DATABASE_URL] [FILE] (or set DATABASE_URL)" >&2
  exit 2
fi
file="${2:-backups/shop-$(date -u +%Y%m%dT%H%M%SZ).dump}"
mkdir -p "$(dirname "$file")"
partial="$file.partial"
trap 'rm -f "$partial"' EXIT

# --no-owner/--no-privileges: a restore belongs to whoever restores it, on any server.
pg_dump --format=custom --no-owner --no-privileges --file="$partial" --dbname="$url"
pg_restore --list "$partial" >/dev/null
mv "$partial" "$file"
trap - EXIT
# The database's address is not printed: it may hold a password.
echo "backup written to $file ($(du -h "$file" | cut -f1))"
