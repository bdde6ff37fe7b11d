# Copies the Markdown files Debian packages install under /usr/share/doc into
# Tests/FolioMarkdownTests/Resources/Corpus (duplicates left out, each cut to its first MAXL
# lines) and writes MANIFEST.tsv: file, package, source path, licence, lines kept.
# Usage: python3 Tools/scripts/collect-markdown-corpus.py OUT_DIR MAXL   (the corpus used 150)
import os, gzip, hashlib, sys
out = sys.argv[1]; MAXL = int(sys.argv[2])
lic = {"apt":"GPL-2+","at-spi2-core":"LGPL-2+","fonts-dejavu-core":"Bitstream-Vera and public domain","git":"GPL-2",
"iso-codes":"LGPL-2.1+","libcbor0.8":"Expat","libcommons-cli-java":"Apache-2.0","libcrypt-dev":"LGPL-2.1+","libffi8":"Expat",
"libgdk-pixbuf-2.0-0":"LGPL-2.1+","libglib2.0-0":"LGPL-2.1+","libgnutls30":"LGPL-2.1+","libidn2-0":"GPL-3+ / LGPL-3+ or GPL-2+",
"libjpeg62-turbo-dev":"BSD-BY-LC-NE (IJG) and BSD-3-clause","libjpeg-dev":"BSD-BY-LC-NE (IJG) and BSD-3-clause","libjs-underscore":"Expat","libpango-1.0-0":"LGPL-2+",
"libpipeline1":"GPL-3+","libpoppler126":"GPL-2 or GPL-3","librsvg2-2":"LGPL-2+","libsodium23":"ISC","libtasn1-6":"LGPL-2.1+",
"libwebp-dev":"BSD-3-clause","libxml2":"MIT","libxmlsec1-dev":"Expat","libxmlsec1":"Expat","man-db":"GPL-2+","openssl":"Apache-2.0","pkgconf-bin":"ISC",
"polkitd":"LGPL-2+","postgresql-common":"GPL-2+","procps":"GPL-2+ / LGPL-2.1+","psmisc":"GPL-2+","python3-httplib2":"Expat",
"python3-olefile":"BSD-2-clause","python3-pil":"HPND (MIT-CMU)","python3-pip":"Expat","python3-xmltodict":"Expat","python3-yaml":"Expat",
"shared-mime-info":"GPL-2+","systemd":"LGPL-2.1+","tcl8.6":"TCL (BSD-style)","tk8.6":"TCL (BSD-style)","zstd":"BSD-3-clause or GPL-2","nodejs":"Expat"}
node = ["CODE_OF_CONDUCT.md","CONTRIBUTING.md","api/index.md","api/synopsis.md","api/documentation.md","api/punycode.md",
"api/string_decoder.md","api/querystring.md","api/corepack.md","contributing/using-symbols.md","contributing/static-analysis.md",
"contributing/components-in-core.md","glossary.md","changelogs/CHANGELOG_V21.md"]
paths = []
for root, dirs, files in os.walk("/usr/share/doc"):
    if "/nodejs" in root: continue
    for f in files:
        if f.endswith((".md",".md.gz",".markdown",".markdown.gz")): paths.append(os.path.join(root,f))
paths = sorted(paths) + ["/usr/share/doc/nodejs/"+n for n in node]
seen = set(); manifest = []
for p in paths:
    data = gzip.open(p).read() if p.endswith(".gz") else open(p,"rb").read()
    h = hashlib.sha1(data).hexdigest()
    if h in seen: continue
    seen.add(h)
    lines = data.split(b"\n"); total = len(lines) - (1 if data.endswith(b"\n") else 0)
    cut = total > MAXL
    if cut: data = b"\n".join(lines[:MAXL]) + b"\n"
    pkg = p.split("/")[4]; rel = p[len("/usr/share/doc/"+pkg+"/"):]
    name = pkg + "--" + rel.replace("/","-").replace(".gz","")
    if name.endswith(".markdown"): name = name[:-9] + ".md"
    open(os.path.join(out,name),"wb").write(data)
    manifest.append(f"{name}\t{pkg}\t{p}\t{lic[pkg]}\t" + (f"first {MAXL} of {total} lines" if cut else f"whole ({total} lines)"))
open(os.path.join(out,"MANIFEST.tsv"),"w").write("\n".join(manifest)+"\n")
print(len(manifest))
