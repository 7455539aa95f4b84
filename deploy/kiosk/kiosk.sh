#!/usr/bin/env bash
# The kiosk's browser, run by apophis-kiosk.service in the desktop session:
#   kiosk.sh wait   waits until the service answers /api/health (APOPHIS_KIOSK_WAIT seconds at most)
#   kiosk.sh run    turns screen blanking off where it can, then runs Chromium in kiosk mode
# It reads APOPHIS_TOKEN, APOPHIS_KIOSK_URL and APOPHIS_KIOSK_WAIT from /etc/apophis/apophis.env.
set -euo pipefail

token="${APOPHIS_TOKEN:-}"
url="${APOPHIS_KIOSK_URL:-}"
if [ -z "$url" ]; then
  url="http://localhost:8080/"
  if [ -n "$token" ]; then url="${url}?token=${token}"; fi
fi
# The service's own address, from the link: scheme and host:port.
origin="$(printf '%s' "$url" | sed -E 's#^(https?://[^/?#]+).*$#\1#')"
profile="${XDG_STATE_HOME:-$HOME/.local/state}/apophis-kiosk"

wait_for_service() {
  local limit="${APOPHIS_KIOSK_WAIT:-180}" waited=0
  if ! command -v curl >/dev/null; then
    echo "kiosk: curl is missing (sudo apt-get install -y curl); opening the page without waiting" >&2
    return 0
  fi
  until curl --silent --fail --max-time 2 --output /dev/null "$origin/api/health"; do
    if [ "$waited" -ge "$limit" ]; then
      echo "kiosk: $origin/api/health has not answered for ${limit} s: is apophis.service running? (systemctl status apophis)" >&2
      return 1
    fi
    if [ $((waited % 15)) -eq 0 ]; then echo "kiosk: waiting for the service at $origin"; fi
    sleep 1
    waited=$((waited + 1))
  done
  echo "kiosk: the service answers at $origin"
}

# Screen blanking: on X, xset turns it off for this session; on Wayland (labwc, wayfire) it is
# the desktop's setting, which raspi-config changes, so only say when it is still on.
blanking_off() {
  if [ -n "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && command -v xset >/dev/null; then
    xset s off s noblank -dpms || echo "kiosk: xset could not turn blanking off" >&2
  elif [ -n "${WAYLAND_DISPLAY:-}" ] && grep -qs swayidle "$HOME/.config/labwc/autostart"; then
    echo "kiosk: screen blanking is on (swayidle in ~/.config/labwc/autostart): sudo raspi-config nonint do_blanking 1, then reboot" >&2
  fi
}

# A browser killed by a crash or a power cut marks its profile, and then offers to restore the
# pages; mark it as closed normally so the screen shows only the big screen.
forget_crash() {
  local preferences="$profile/Default/Preferences"
  if [ -f "$preferences" ]; then
    sed -i -e 's/"exit_type":"[A-Za-z]*"/"exit_type":"Normal"/' \
      -e 's/"exited_cleanly":false/"exited_cleanly":true/' "$preferences"
  fi
}

run_browser() {
  local browser
  # Raspberry Pi OS Bookworm names it chromium-browser; Debian and later Pi OS, chromium.
  browser="$(command -v chromium-browser || command -v chromium || true)"
  if [ -z "$browser" ]; then
    echo "kiosk: Chromium is missing: sudo apt-get install -y chromium-browser (Pi OS) or chromium (Debian)" >&2
    exit 1
  fi
  mkdir -p "$profile"
  blanking_off
  forget_crash
  echo "kiosk: opening $origin (token hidden) in $browser"
  exec "$browser" \
    --kiosk \
    --user-data-dir="$profile" \
    --no-first-run \
    --noerrdialogs \
    --disable-infobars \
    --hide-crash-restore-bubble \
    --disable-session-crashed-bubble \
    --disable-features=Translate \
    --check-for-update-interval=31536000 \
    --password-store=basic \
    --overscroll-history-navigation=0 \
    --autoplay-policy=no-user-gesture-required \
    --ozone-platform-hint=auto \
    "$url"
}

case "${1:-}" in
  wait) wait_for_service ;;
  run) run_browser ;;
  *)
    echo "usage: kiosk.sh wait|run (apophis-kiosk.service runs both)" >&2
    exit 2
    ;;
esac
