#!/usr/bin/env bash
# The PostgreSQL server of the server suite's real-database pass, on Debian (run as root). Source it
# (`source scripts/ci/install-postgres.sh`) to get TEST_DATABASE_URL exported; run it to only install.
#
# 1. Installs PostgreSQL 15 (server and client programs) and pgvector. Debian 12 packages no pgvector,
#    so it is built from Debian's trixie source package against PostgreSQL 15 (needs
#    postgresql-server-dev-15), once per pgvector and PostgreSQL version on a machine: the build is kept
#    in /var/cache/csw-ci/pgvector (pgvector-cache.sh) and later runs copy it. If that build is impossible
#    the pass still runs, on the keyword-ranking fallback, and the server says so.
# 2. Starts a throwaway cluster as the postgres user (initdb refuses root) in a temporary folder, listening
#    on loopback only and on a private socket folder, and exports TEST_DATABASE_URL.

# shellcheck source=scripts/ci/pgvector-cache.sh
source "$(dirname "${BASH_SOURCE[0]}")/pgvector-cache.sh"

csw_pg_install() {
  local pg_major="${PG_MAJOR:-15}"
  local pg_bin="/usr/lib/postgresql/${pg_major}/bin"
  local ext_dir="/usr/share/postgresql/${pg_major}/extension"
  export DEBIAN_FRONTEND=noninteractive

  if [ "$(id -u)" -ne 0 ]; then
    echo "install-postgres.sh must run as root (it installs Debian packages)." >&2
    return 1
  fi
  # The server, and the client programs the backup tests run (pg_dump, psql: postgresql-client-<major>,
  # which postgresql-<major> depends on; named so that a machine with the server alone gets them too).
  if [ ! -x "${pg_bin}/postgres" ] || [ ! -x "${pg_bin}/pg_dump" ] || [ ! -x "${pg_bin}/psql" ]; then
    apt-get update -qq
    apt-get install -y -qq "postgresql-${pg_major}" "postgresql-client-${pg_major}" >/dev/null || return 1
  fi
  if [ -f "${ext_dir}/vector.control" ]; then
    echo "pgvector is installed for PostgreSQL ${pg_major}."
    return 0
  fi
  local pg_version entry
  pg_version="$(csw_pg_version "${pg_bin}/postgres")"
  if entry="$(csw_pgvector_restore "$pg_version")" && [ -f "${ext_dir}/vector.control" ]; then
    echo "pgvector installed for PostgreSQL ${pg_version} from the build kept in ${entry}."
    return 0
  fi
  if csw_pgvector_build "$pg_major" "$pg_version" && [ -f "${ext_dir}/vector.control" ]; then
    echo "pgvector built from Debian's trixie source package, installed for PostgreSQL ${pg_version} and kept in ${CSW_PGVECTOR_CACHE}."
  else
    echo "pgvector could not be built: the PostgreSQL pass runs on the keyword-ranking fallback." >&2
  fi
}

# Builds pgvector from Debian's trixie source package against PostgreSQL $1 (version $2), keeps the build in
# the cache (pgvector-cache.sh) and installs it.
csw_pgvector_build() {
  local pg_major="$1" pg_version="$2"
  local pg_config="/usr/lib/postgresql/${pg_major}/bin/pg_config"
  local sources=/etc/apt/sources.list.d/csw-trixie-src.sources
  apt-get install -y -qq "postgresql-server-dev-${pg_major}" build-essential dpkg-dev >/dev/null || return 1
  if [ ! -f "$sources" ]; then
    # Source packages only: nothing from trixie can be installed through this entry.
    printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: trixie\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' >"$sources"
  fi
  apt-get update -qq || return 1
  (
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    cd "$work" &&
      apt-get source -qq pgvector >/dev/null 2>&1 &&
      cd "$(find . -maxdepth 1 -type d -name 'pgvector-*' | head -n 1)" &&
      make -s PG_CONFIG="$pg_config" OPTFLAGS="" >/dev/null &&
      make -s PG_CONFIG="$pg_config" DESTDIR="$work/stage" install >/dev/null &&
      csw_pgvector_store "$pg_version" "$work/stage" "$(csw_pgvector_version_in "$work/stage")" >/dev/null &&
      cp -a --remove-destination "$work/stage/." /
  )
}

csw_pg_start() {
  local pg_major="${PG_MAJOR:-15}"
  local pg_bin="/usr/lib/postgresql/${pg_major}/bin"
  local dir port
  dir="$(mktemp -d /tmp/csw-pg-XXXXXX)"
  chown postgres:postgres "$dir"
  mkdir -p "$dir/socket" && chown postgres:postgres "$dir/socket" && chmod 700 "$dir/socket"
  # A free port on loopback: a random high one that nothing answers on.
  for _ in $(seq 1 50); do
    port=$((20000 + RANDOM % 40000))
    (echo >"/dev/tcp/127.0.0.1/${port}") 2>/dev/null || break
  done
  runuser -u postgres -- "${pg_bin}/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null || return 1
  runuser -u postgres -- "${pg_bin}/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}/socket -c fsync=on -c max_connections=200" start >/dev/null || return 1
  export CSW_PG_DIR="$dir"
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:${port}/postgres"
  echo "Throwaway PostgreSQL ${pg_major} at 127.0.0.1:${port} (data in ${dir}); TEST_DATABASE_URL exported."
}

csw_pg_stop() {
  local pg_major="${PG_MAJOR:-15}"
  [ -n "${CSW_PG_DIR:-}" ] || return 0
  runuser -u postgres -- "/usr/lib/postgresql/${pg_major}/bin/pg_ctl" -D "$CSW_PG_DIR/data" -m fast stop >/dev/null || true
  rm -rf "$CSW_PG_DIR"
  unset CSW_PG_DIR TEST_DATABASE_URL
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  csw_pg_install
else
  if csw_pg_install && csw_pg_start; then
    # The throwaway cluster goes when the shell that sourced this script ends.
    trap csw_pg_stop EXIT
  else
    echo "No PostgreSQL for the server suite: its PostgreSQL pass is skipped." >&2
  fi
fi
