// cmark-gfm, GitHub's CommonMark parser with the GFM extensions (Debian: libcmark-gfm-dev and
// libcmark-gfm-extensions-dev), found through pkg-config's libcmark-gfm, which links both.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
