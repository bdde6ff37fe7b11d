#!/usr/bin/env bash
# Gathers the real-world HTML documents that Tools/bench/realworld/run.sh typesets: manuals shipped in
# Debian's documentation packages, one of each kind of generator (Sphinx, asciidoc, DocBook,
# gtk-doc, texinfo, Doxygen, Node's API docs), a Japanese and an Arabic-script (right-to-left) page.
# Installs the packages when run as root, then copies each document's folder (with its
# stylesheets and images) into DEST/<name>/ and writes DEST/documents.txt, one line a document:
# "name<TAB>path of its HTML file, relative to DEST".
#
#   Tools/bench/realworld/collect.sh /tmp/realworld
set -euo pipefail
dest=${1:?usage: collect.sh DEST}

packages=(git-doc libglib2.0-doc debian-reference-ja doxygen-doc nodejs-doc valgrind fonts-sil-scheherazade sphinx-doc
          libjemalloc-dev libxslt1-dev python3 libffi-dev fonts-vlgothic fonts-dejavu-core)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  [ "$(id -u)" -eq 0 ] || { echo "collect: as root, apt-get install ${missing[*]}" >&2; exit 1; }
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# name, generator, the document's folder (copied whole, for its stylesheets and images), and
# the HTML file's path in it
documents=(
  "sphinx-intro|Sphinx|/usr/share/doc/sphinx-doc/html|usage/quickstart.html"
  "python-policy|Debian SGML/XML|/usr/share/doc/python3|python-policy.html"
  "git-rebase|asciidoc|/usr/share/doc/git-doc|git-rebase.html"
  "git-user-manual|asciidoc (DocBook)|/usr/share/doc/git-doc|user-manual.html"
  "valgrind-core|DocBook|/usr/share/doc/valgrind/html|manual-core.html"
  "glib-hash-tables|gtk-doc|/usr/share/doc/libglib2.0-doc/glib|glib-Hash-Tables.html"
  "libffi-types|texinfo|/usr/share/doc/libffi8/html|Primitive-Types.html"
  "doxygen-commands|Doxygen|/usr/share/doc/doxygen/html|commands.html"
  "node-fs|Node API docs|/usr/share/doc/nodejs/api|fs.html"
  "jemalloc|DocBook (man page)|/usr/share/doc/libjemalloc-dev|jemalloc.html"
  "libxslt-internals|hand-written, a layout table|/usr/share/doc/libxslt1-dev/html|internals.html"
  "debian-reference-ja|DocBook, Japanese|/usr/share/debian-reference|ch01.ja.html"
  "scheherazade-rtl|hand-written, Arabic script right to left|/usr/share/doc/fonts-sil-scheherazade/web|Scheherazade-webfont-example.html"
)

mkdir -p "$dest"
: > "$dest/documents.txt"
for entry in "${documents[@]}"; do
  IFS='|' read -r name generator root path <<<"$entry"
  if [ ! -f "$root/$path" ] && [ ! -f "$root/$path.gz" ]; then
    echo "collect: $name: $root/$path is missing, skipped" >&2
    continue
  fi
  mkdir -p "$dest/$name"
  cp -rL "$root"/. "$dest/$name/" 2>/dev/null || true
  # Debian compresses some documents and stylesheets.
  find "$dest/$name" -name '*.html.gz' -o -name '*.css.gz' | xargs -r gunzip -qf
  printf '%s\t%s\t%s\n' "$name" "$generator" "$name/$path" >> "$dest/documents.txt"
done
echo "collect: $(wc -l < "$dest/documents.txt") documents in $dest"
