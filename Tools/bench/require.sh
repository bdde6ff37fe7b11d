#!/usr/bin/env bash
# What the benchmark scripts share, sourced by setup.sh and markdown.sh from the repository
# root: the Debian packages they need (installed when run as root, else named), and the
# release build of folio as the README builds it.

# Installs the Debian packages given that are missing, as root; else names them and fails.
bench_require_packages() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -eq 0 ]; then
    echo "bench: apt-get install ${missing[*]}" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  else
    echo "bench: missing Debian packages; as root run: apt-get install ${missing[*]}" >&2
    exit 1
  fi
}

# Builds folio in release with the Swift runtime linked in (unless BENCH_SKIP_BUILD=1), as the
# README builds the command: it starts faster and saves the calls through the dynamic
# linker's tables (about 6% of long.txt's time). Sets `folio` to the executable's path.
bench_build_folio() {
  if [ "${BENCH_SKIP_BUILD:-0}" != 1 ]; then
    echo "bench: swift build -c release --static-swift-stdlib --product folio" >&2
    swift build -c release --static-swift-stdlib --product folio >&2
  fi
  folio="$(swift build -c release --show-bin-path)/folio"
  [ -x "$folio" ] || { echo "bench: $folio is missing" >&2; exit 1; }
}
