#!/usr/bin/env bash
# Puts the Apophis service and the kiosk's browser in place on a Raspberry Pi (README.md here):
#   sudo deploy/kiosk/install.sh [KIOSK_USER]
# KIOSK_USER is the desktop user who logs in on the big screen (default: the one running sudo).
# Run it again after a `git pull` or an edit: it changes only what differs, and keeps the env file.
set -euo pipefail

if [ "$(id -u)" -ne 0 ]; then
  echo "install.sh writes to /etc and creates a user: run it as root, e.g. sudo $0 ${1:-}" >&2
  exit 1
fi

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
project="$(cd "$here/../.." && pwd)"
kiosk_user="${1:-${SUDO_USER:-}}"
if [ -z "$kiosk_user" ] || [ "$kiosk_user" = root ] || ! id "$kiosk_user" >/dev/null 2>&1; then
  echo "Name the desktop user who shows the big screen, e.g. sudo $0 pi (\"${kiosk_user}\" is not one)." >&2
  exit 1
fi
kiosk_home="$(getent passwd "$kiosk_user" | cut -d: -f6)"

node="$(command -v node || true)"
if [ -z "$node" ] || ! "$node" -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)'; then
  echo "Node 20.19 or newer is needed first (README.md, step 2); found: ${node:-none}." >&2
  exit 1
fi
if [ ! -f "$project/dist/server/cli.js" ] || [ ! -f "$project/dist/display/index.html" ]; then
  echo "The project is not built: cd $project && npm ci && npm run build, then run this again." >&2
  exit 1
fi

# The service's own user: it owns only /var/lib/apophis, and reaches the box through dialout.
if ! id apophis >/dev/null 2>&1; then
  useradd --system --user-group --home-dir /var/lib/apophis --no-create-home \
    --shell /usr/sbin/nologin --comment "Apophis Mission Control" apophis
  echo "created the user apophis"
fi
usermod -a -G dialout apophis
# The kiosk's browser reads the token from the env file, which only the group apophis may read.
usermod -a -G apophis "$kiosk_user"

if ! runuser -u apophis -- test -r "$project/server/apophis.js"; then
  echo "The user apophis cannot read $project (a home folder is private): clone it to /opt/apophis instead." >&2
  exit 1
fi

install -d -m 0750 -o root -g apophis /etc/apophis
if [ ! -e /etc/apophis/apophis.env ]; then
  # A token of its own for this table: 12 characters a phone's QR reader and a person can read.
  token="$(head -c 9 /dev/urandom | base64 | tr '+/' '-_')"
  sed "s/^APOPHIS_TOKEN=.*/APOPHIS_TOKEN=$token/" "$here/apophis.env.example" >/etc/apophis/apophis.env
  echo "wrote /etc/apophis/apophis.env with the token $token (edit it to choose your own)"
fi
chown root:apophis /etc/apophis/apophis.env
chmod 0640 /etc/apophis/apophis.env

# The units name /opt/apophis and /usr/bin/node; put this checkout and this Node in their place.
place() {
  local from="$1" to="$2" mode="$3" owner="$4" staged
  staged="$(mktemp)"
  sed -e "s#/opt/apophis#$project#g" -e "s#/usr/bin/node #$node #g" "$from" >"$staged"
  if cmp -s "$staged" "$to"; then
    rm -f "$staged"
  else
    install -D -m "$mode" -o "$owner" -g "$(id -gn "$owner")" "$staged" "$to"
    rm -f "$staged"
    echo "installed $to"
  fi
}
place "$here/apophis.service" /etc/systemd/system/apophis.service 0644 root
place "$here/apophis-kiosk.service" /etc/systemd/user/apophis-kiosk.service 0644 root
chmod 0755 "$here/kiosk.sh"
install -d -m 0755 -o "$kiosk_user" -g "$(id -gn "$kiosk_user")" "$kiosk_home/.config" "$kiosk_home/.config/autostart"
place "$here/apophis-kiosk.desktop" "$kiosk_home/.config/autostart/apophis-kiosk.desktop" 0644 "$kiosk_user"

if command -v raspi-config >/dev/null; then
  # B4: the desktop, logged in as the kiosk user at boot; blanking 1: never blank the screen.
  SUDO_USER="$kiosk_user" raspi-config nonint do_boot_behaviour B4 ||
    echo "raspi-config could not set the desktop autologin: set it in raspi-config, System Options, Boot / Auto Login" >&2
  SUDO_USER="$kiosk_user" raspi-config nonint do_blanking 1 ||
    echo "raspi-config could not turn screen blanking off: set it in raspi-config, Display Options, Screen Blanking" >&2
fi

if [ -d /run/systemd/system ]; then
  systemctl daemon-reload
  systemctl enable apophis.service
  # A restart picks up a changed unit or env file; the game in progress resumes from its log.
  systemctl restart apophis.service
  echo "apophis.service is enabled and (re)started: systemctl status apophis"
else
  echo "systemd is not running here: the units are in place and start at the next boot."
fi
echo "Done. Reboot (sudo reboot): the big screen opens by itself once the desktop is up."
