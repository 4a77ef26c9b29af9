#!/usr/bin/env bash
# The shared counters' tests and the replica test run against a real Redis server (Debian's), as
# production does; installed here when missing, as nginx and PostgreSQL are.
set -euo pipefail
if [ -x /usr/bin/redis-server ]; then exit 0; fi
echo "Installing Debian's redis-server for the shared counters' tests…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends redis-server >/dev/null
# The package starts a system-wide server; the tests start their own on a free port.
/usr/bin/redis-server --version
