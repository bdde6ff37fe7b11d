// GNU FriBidi, the Unicode Bidirectional Algorithm (Debian: libfribidi-dev), found through
// pkg-config.
#include <fribidi.h>
