#!/usr/bin/env bash
# pgvector built once per pgvector and PostgreSQL version and kept between CI runs on this machine, so that
# a run installs it by copying files instead of compiling it (install-postgres.sh sources this). The cache
# lives outside the clone: CI clones the repository afresh for every run.
#
#   <cache>/pgvector-<pgvector version>-pg<PostgreSQL version>/files/...   what `make install` put under /
#   <cache>/pgvector-<pgvector version>-pg<PostgreSQL version>/complete    written last: the entry is whole
#
# An entry is written under a temporary name and renamed when complete, so a run stopped half-way leaves
# nothing that a later run would take for a build.

CSW_PGVECTOR_CACHE="${CSW_PGVECTOR_CACHE:-/var/cache/csw-ci/pgvector}"

# The PostgreSQL version of a server program ("postgres (PostgreSQL) 15.20 (Debian ...)" gives 15.20).
csw_pg_version() {
  "$1" --version | awk '{ print $3 }'
}

# Copies the newest cached pgvector built for PostgreSQL $1 into the root folder $2 (/ by default) and
# prints the entry used; fails when no complete entry exists for that PostgreSQL version.
csw_pgvector_restore() {
  local pg_version="$1" root="${2:-/}" entry
  entry="$(find "$CSW_PGVECTOR_CACHE" -mindepth 1 -maxdepth 1 -type d -name "pgvector-*-pg${pg_version}" 2>/dev/null |
    sort -V | tail -n 1)"
  [ -n "$entry" ] && [ -f "$entry/complete" ] && [ -d "$entry/files" ] || return 1
  # A new file in place of each old one (not written into it): a running server keeps the library it mapped.
  cp -a --remove-destination "$entry/files/." "$root" || return 1
  echo "$entry"
}

# Keeps the files a `make install DESTDIR=<stage>` of pgvector $3 put in <stage> ($2), built for
# PostgreSQL $1; prints the entry.
csw_pgvector_store() {
  local pg_version="$1" stage="$2" pgvector_version="$3" entry
  case "$pgvector_version" in
    '' | */* | *..*)
      echo "pgvector version '${pgvector_version}' cannot name a cache entry." >&2
      return 1
      ;;
  esac
  entry="${CSW_PGVECTOR_CACHE}/pgvector-${pgvector_version}-pg${pg_version}"
  rm -rf "${entry}.partial" &&
    mkdir -p "${entry}.partial" &&
    cp -a "${stage}/." "${entry}.partial/files" &&
    date -u +%FT%TZ >"${entry}.partial/complete" &&
    rm -rf "$entry" &&
    mv "${entry}.partial" "$entry" || return 1
  echo "$entry"
}

# The version a pgvector staging folder holds (default_version of its vector.control).
csw_pgvector_version_in() {
  find "$1" -name vector.control -exec sed -n "s/^default_version *= *'\([^']*\)'.*/\1/p" {} \; | head -n 1
}
