// fontconfig (Debian: libfontconfig-dev), found through pkg-config.
#include <fontconfig/fontconfig.h>
