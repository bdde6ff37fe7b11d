#!/usr/bin/env bash
# Makes the GIF and WebP test images in Resources/ (run by hand at development time; the tests
# read the committed files and need none of these tools). Needs python3, ImageMagick's convert
# and the webp package's cwebp and img2webp. The pixels are those GIFTests and WebPTests expect.
set -euo pipefail
out="$(cd "$(dirname "$0")" && pwd)/Resources"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
python3 - <<'PY'
def pam(name, w, h, px):
    with open(name, 'wb') as f:
        f.write(f"P7\nWIDTH {w}\nHEIGHT {h}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n".encode())
        for p in px: f.write(bytes(p))
# small: red, green, blue, white / black, transparent, yellow, gray 128
pam('small.pam', 4, 2, [(255,0,0,255),(0,255,0,255),(0,0,255,255),(255,255,255,255),
                        (0,0,0,255),(0,0,0,0),(255,255,0,255),(128,128,128,255)])
def c(i): return (i*16 % 256, 255 - i*16 % 256, i*53 % 256, 255)
pam('pattern.pam', 8, 9, [c((x + 3*y) % 16) for y in range(9) for x in range(8)])  # GIFTests.patternColor
pam('red.pam', 4, 2, [(255,0,0,255)]*8)
pam('blue.pam', 4, 2, [(0,0,255,255)]*8)
pam('halves.pam', 16, 16, [((255,0,0,255) if x < 8 else (0,0,255,255)) for y in range(16) for x in range(16)])
pam('greenalpha.pam', 16, 16, [(0,200,0,255 if y < 8 else 0) for y in range(16) for x in range(16)])
PY
convert small.pam "$out/small.gif"                                   # transparent index for pixel (1, 1)
convert pattern.pam -interlace none "$out/pattern.gif"
convert pattern.pam -interlace GIF "$out/pattern_interlaced.gif"
convert -delay 10 red.pam blue.pam -loop 0 "$out/animated.gif"       # first frame red, second blue
convert small.pam -repage 6x4+1+1 "$out/offset.gif"                  # a 6 × 4 screen, the image at (1, 1)
cwebp -quiet -lossless -exact small.pam -o "$out/lossless_alpha.webp"
cwebp -quiet -q 95 halves.pam -o "$out/lossy.webp"                   # left half red, right half blue
cwebp -quiet -q 90 greenalpha.pam -o "$out/lossy_alpha.webp"         # green, bottom half transparent
img2webp -lossless red.pam -d 100 blue.pam -o "$out/animated.webp"   # first frame red, second blue
