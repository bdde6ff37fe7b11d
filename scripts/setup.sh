#!/usr/bin/env bash
# Installs the Debian packages Folio needs to build and test. Idempotent: skips what is
# installed. Run as root (or with sudo available). Swift itself must already be installed.
set -euo pipefail

packages=(
  pkg-config zlib1g-dev                 # build: zlib through pkg-config
  qpdf poppler-utils mupdf-tools        # tests: check and render the PDFs Folio writes
  libpaper-utils                        # tests: paperconf, the libpaper sizes FolioPaper must match
  libfreetype-dev libharfbuzz-dev       # build: FolioText's fonts (FreeType) and shaping/subsetting (HarfBuzz)
  libfontconfig-dev libfribidi-dev      # build: FolioText's font discovery (fontconfig) and bidi (FriBidi)
  libharfbuzz-bin fontconfig            # tests: hb-shape, HarfBuzz's own shaping to compare with; fc-match
  fonts-dejavu-core                     # tests: a system font for fontconfig discovery (others are in Fixtures/Fonts)
  fonts-lohit-deva                      # the sample page's Devanagari (DejaVu has Latin, Greek, Cyrillic, Arabic, Hebrew)
  libpng-tools                          # tests: pngfix, libpng's check of the PNGs FolioTesting writes
  liblcms2-utils                        # tests: transicc (Little CMS) reads the sRGB profile Folio makes for PDF/A
  libhyphen-dev hyphen-en-us            # build and tests: Liang hyphenation (libhyphen) and English patterns
  libjemalloc-dev                       # build: the folio command's allocator (jemalloc)
  libgif-dev libwebp-dev                # build: FolioPDF's GIF (giflib) and WebP (libwebp, libwebpdemux) decoders
  libcmark-gfm-dev libcmark-gfm-extensions-dev  # build: FolioMarkdown's parser (cmark-gfm and its GFM extensions)
  cmark-gfm                             # tests: cmark-gfm's own HTML, to compare Markdown's text with
  unicode-data                          # tests: LineBreakTest.txt and GraphemeBreakTest.txt (UAX #14, #29)
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "setup: run as root to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

command -v swift >/dev/null || { echo "setup: Swift 6 is required (https://www.swift.org/install/linux/)" >&2; exit 1; }
echo "setup: ready"
