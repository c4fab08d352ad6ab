#!/usr/bin/env bash
# Restores a backup of scripts/backup.sh into a database, all or nothing (one transaction).
# docs/operations.md "Restore".
#
#   scripts/restore.sh FILE [DATABASE_URL]            into an empty database
#   scripts/restore.sh --replace FILE [DATABASE_URL]  drops the objects the backup holds first
#
# DATABASE_URL: the argument, else $DATABASE_URL. Stop the storefront-api processes first: a
# restore under running services mixes their writes with the backup's rows.
set -euo pipefail

replace=()
if [[ "${1:-}" == "--replace" ]]; then
  replace=(--clean --if-exists)
  shift
fi
file="${1:-}"
url="${2:-${DATABASE_URL:-}}"
if [[ -z "$file" || -z "$url" ]]; then
  echo "usage: scripts/restore.sh [--replace] FILE [DATABASE_URL] (or set DATABASE_URL)" >&2
  exit 2
fi
if [[ ! -r "$file" ]]; then
  echo "restore: cannot read $file" >&2
  exit 2
fi

tables=$(psql --no-psqlrc --tuples-only --no-align --dbname="$url" \
  --command="SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")
if [[ "$tables" != "0" && ${#replace[@]} -eq 0 ]]; then
  echo "restore: the database already holds $tables tables; restore into an empty one, or pass --replace" >&2
  exit 1
fi

pg_restore --exit-on-error --single-transaction --no-owner --no-privileges "${replace[@]}" \
  --dbname="$url" "$file"
echo "restored $file"
