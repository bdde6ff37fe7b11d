// HarfBuzz and its subsetter (Debian: libharfbuzz-dev), found through pkg-config's
// harfbuzz-subset, which brings harfbuzz with it.
#include <hb.h>
#include <hb-ot.h>
#include <hb-subset.h>
