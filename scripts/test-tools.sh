#!/usr/bin/env bash
# The Debian packages the tests use besides what npm installs: installs the missing ones, with one
# `apt-get update`, when run as root (CI's .ci/run does); otherwise names them. The tests themselves
# never install anything: they fail with a message pointing here. `scripts/test-tools.sh bench`
# adds what only the benchmarks use (Debian's full Chromium, for Lighthouse and the site timings).
set -euo pipefail

declare -A package_of=(
  ["${HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"]=chromium-headless-shell # browser tests (decision 0438)
  ["${NGINX_PATH:-/usr/sbin/nginx}"]=nginx # the reference deploy/nginx/shop.conf in front of the shop
  [/usr/bin/xmllint]=libxml2-utils # invoices against the UBL-TR XSD
  ["${SAXON_JAR:-/usr/share/java/Saxon-HE.jar}"]=libsaxonhe-java # GİB's schematron (XPath 2.0)
  [/usr/bin/java]=default-jre-headless # runs Saxon
  [/usr/bin/pg_dump]=postgresql-client # backups of a shop on PostgreSQL
)
if [ "${1:-}" = bench ]; then
  package_of["${CHROMIUM_PATH:-/usr/bin/chromium}"]=chromium # the Lighthouse and site benchmarks
fi

missing=()
for path in "${!package_of[@]}"; do
  [ -e "$path" ] || missing+=("${package_of[$path]}")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need these Debian packages: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing what the tests need: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
