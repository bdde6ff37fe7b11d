// FreeType 2 (Debian: libfreetype-dev), found through pkg-config's freetype2.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_ADVANCES_H
#include FT_FONT_FORMATS_H
