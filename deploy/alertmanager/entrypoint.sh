#!/bin/sh
# Starts Alertmanager with its mail settings from the environment, which
# Alertmanager itself does not read: alertmanager.yml.tmpl (beside this
# script) with each ${NAME} replaced is written to the file that
# --config.file names, then Alertmanager runs with the same arguments.
# Only sh and sed, as the prom/alertmanager image (busybox) and Debian both
# have them; the binary is alertmanager in the image, prometheus-alertmanager
# on Debian. Refuses (exit 2, naming it) a required setting that is empty.
set -eu

here=$(dirname "$0")
out=
for arg in "$@"; do
  case $arg in --config.file=*) out=${arg#--config.file=} ;; esac
done
if [ -z "$out" ]; then
  echo "entrypoint.sh: give --config.file=<where to write the rendered config>" >&2
  exit 2
fi

: "${SMTP_PORT:=587}"
: "${ALERT_EMAIL_FROM:=${SMTP_FROM:-}}"
: "${ALERT_SMTP_REQUIRE_TLS:=true}"
case $ALERT_SMTP_REQUIRE_TLS in
  true | false) ;;
  *) echo "entrypoint.sh: ALERT_SMTP_REQUIRE_TLS must be true or false" >&2; exit 2 ;;
esac
for name in SMTP_HOST ALERT_EMAIL_TO ALERT_EMAIL_FROM; do
  eval "value=\${$name:-}"
  if [ -z "$value" ]; then
    echo "entrypoint.sh: set $name" >&2
    exit 2
  fi
done

# quote writes a value for a single-quoted YAML string ('' for ') and for
# sed's replacement text (\ & and the | delimiter escaped).
quote() { printf '%s' "$1" | sed -e "s/'/''/g" -e 's/[\\&|]/\\&/g'; }

script=
for name in SMTP_HOST SMTP_PORT SMTP_USERNAME SMTP_PASSWORD ALERT_EMAIL_FROM ALERT_EMAIL_TO ALERT_SMTP_REQUIRE_TLS; do
  eval "value=\${$name:-}"
  case $value in
    *'
'*) echo "entrypoint.sh: $name holds a line break" >&2; exit 2 ;;
  esac
  script="${script}s|\\\${$name}|$(quote "$value")|g
"
done

umask 077 # the file holds the SMTP password
sed -e "$script" "$here/alertmanager.yml.tmpl" >"$out.new"
mv "$out.new" "$out"

for bin in alertmanager prometheus-alertmanager; do
  if command -v "$bin" >/dev/null 2>&1; then
    exec "$bin" "$@"
  fi
done
echo "entrypoint.sh: neither alertmanager nor prometheus-alertmanager is on PATH" >&2
exit 127
