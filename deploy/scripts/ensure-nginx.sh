#!/usr/bin/env bash
# The release tests serve released remotes from a real nginx (Debian's, with brotli), as production does.
set -euo pipefail
if [ -x /usr/sbin/nginx ] && [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then exit 0; fi
echo "Installing Debian's nginx for the release tests…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light libnginx-mod-http-brotli-static >/dev/null
/usr/sbin/nginx -v
