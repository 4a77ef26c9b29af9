#!/usr/bin/env bash
# The analytics store's tests run against a real PostgreSQL server too (Debian's, version 15), as
# production may; installed here when missing, as nginx is.
set -euo pipefail
for dir in /usr/lib/postgresql/*/bin /usr/local/bin; do
  if [ -x "$dir/postgres" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then exit 0; fi
done
echo "Installing Debian's PostgreSQL for the analytics store's tests…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
ls /usr/lib/postgresql/*/bin/postgres
