#!/usr/bin/env bash
# Installs what the real-PostgreSQL pass of the server suite needs on Debian (run as root):
# PostgreSQL 15 and pgvector. Debian 12 packages no pgvector, so it is built from Debian's trixie
# source package against PostgreSQL 15 (about 20 s). If that build is impossible the pass still runs,
# on the keyword-ranking fallback, and says so.
set -euo pipefail

PG_MAJOR="${PG_MAJOR:-15}"
PG_BIN="/usr/lib/postgresql/${PG_MAJOR}/bin"
EXT_DIR="/usr/share/postgresql/${PG_MAJOR}/extension"
export DEBIAN_FRONTEND=noninteractive

if [ "$(id -u)" -ne 0 ]; then
  echo "install-postgres.sh must run as root (it installs Debian packages)." >&2
  exit 1
fi

if [ ! -x "${PG_BIN}/postgres" ]; then
  apt-get update -qq
  apt-get install -y -qq "postgresql-${PG_MAJOR}" >/dev/null
fi

if [ -f "${EXT_DIR}/vector.control" ]; then
  echo "pgvector is already installed for PostgreSQL ${PG_MAJOR}."
  exit 0
fi

build_pgvector() {
  apt-get install -y -qq "postgresql-server-dev-${PG_MAJOR}" build-essential dpkg-dev >/dev/null
  local sources=/etc/apt/sources.list.d/csw-trixie-src.sources
  if [ ! -f "$sources" ]; then
    # Source packages only: nothing from trixie can be installed through this entry.
    cat >"$sources" <<SOURCES
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
  fi
  apt-get update -qq
  local work
  work="$(mktemp -d)"
  (
    cd "$work"
    apt-get source -qq pgvector >/dev/null
    cd "$(find . -maxdepth 1 -type d -name 'pgvector-*' | head -n 1)"
    make -s PG_CONFIG="${PG_BIN}/pg_config" OPTFLAGS="" >/dev/null
    make -s PG_CONFIG="${PG_BIN}/pg_config" install >/dev/null
  )
  rm -rf "$work"
}

if build_pgvector && [ -f "${EXT_DIR}/vector.control" ]; then
  echo "pgvector built from Debian's trixie source package and installed for PostgreSQL ${PG_MAJOR}."
else
  echo "pgvector could not be built: the PostgreSQL pass runs on the keyword-ranking fallback." >&2
fi
