#!/usr/bin/env bash
# Lists public and open declarations under Modules/ that have no `///` doc comment, and exits 1
# if there are any.
#
#   Tools/scripts/check-docs.sh                          # every module
#   Tools/scripts/check-docs.sh --exclude FolioMarkup    # leave a module (folder under Modules/) out; repeatable
#   Tools/scripts/check-docs.sh --root DIR               # scan DIR instead of Modules/
#
# A declaration is a line whose modifiers include `public` or `open` and whose keyword is func,
# var, let, init, subscript, struct, class, enum, protocol, typealias, actor or associatedtype;
# also each `case` of a public enum and each requirement of a public protocol. It is documented
# when the nearest line above it that is not an attribute (`@inlinable`, `@discardableResult`, …)
# ends a `///` or `/** … */` comment.
# Not checked, because the protocol documents them: members of an `extension T: Protocol`
# block, and `==`, `<`, `hash(into:)`. Only the first declaration on a line is looked at.
set -euo pipefail
cd "$(dirname "$0")/../.."

root="Modules"
excludes=()
while [ $# -gt 0 ]; do
  case "$1" in
    --exclude) excludes+=("$2"); shift 2 ;;
    --root) root="$2"; shift 2 ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "check-docs: unknown argument '$1' (use --exclude MODULE or --root DIR)" >&2; exit 2 ;;
  esac
done

files=()
while IFS= read -r f; do
  skip=0
  for e in "${excludes[@]+"${excludes[@]}"}"; do
    case "$f" in "$root/$e"/*|"$e"/*) skip=1 ;; esac
  done
  [ "$skip" -eq 0 ] && files+=("$f")
done < <(find "$root" -name '*.swift' -type f | LC_ALL=C sort)

[ ${#files[@]} -gt 0 ] || { echo "check-docs: no Swift files under $root" >&2; exit 2; }

awk '
function strip(s) {                      # drop string literals and // comments, for brace counting
    gsub(/\\"/, "", s); gsub(/"[^"]*"/, "\"\"", s); sub(/\/\/.*/, "", s); return s
}
function count(s, ch,   n, i) { n = 0; for (i = 1; i <= length(s); i++) if (substr(s, i, 1) == ch) n++; return n }
function isdecl(line,   s, w, n, i, word, pub) {
    s = line
    sub(/^[ \t]+/, "", s)
    while (s ~ /^@/) {                    # attributes on the same line: @inlinable, @available(…)
        if (s ~ /^@[A-Za-z_]+\(/) { sub(/^@[A-Za-z_]+\([^)]*\)[ \t]*/, "", s) } else { sub(/^@[A-Za-z_]+[ \t]*/, "", s) }
    }
    n = split(s, w, /[ \t]+/)
    pub = 0
    for (i = 1; i <= n; i++) {
        word = w[i]
        if (word == "public" || word == "open") { pub = 1; continue }
        if (word ~ /^(private|fileprivate|internal|package|public)\((set)\)$/) continue
        if (word ~ /^(static|class|final|override|convenience|required|mutating|nonmutating|indirect|lazy|weak|unowned|nonisolated|dynamic|prefix|postfix|infix|distributed)$/) {
            if (word == "class" && i < n && w[i+1] !~ /^(func|var|let|subscript|override|final)$/ && pub) { kind = "class"; return 1 }
            continue
        }
        if (!pub) return 0
        if (word ~ /^(func|var|let|init[?!]?(\(|<)?.*|subscript.*|struct|class|enum|protocol|typealias|actor|associatedtype)$/) {
            kind = word; return 1
        }
        return 0
    }
    return 0
}
function documented(   j, p) {
    for (j = NR_IN_FILE - 1; j >= 1; j--) {
        p = lines[j]; sub(/^[ \t]+/, "", p)
        if (p ~ /^@/ && p !~ /[ \t](public|open|func|var|let|init|class|struct|enum)[ \t(]/) continue   # an attribute alone
        return (p ~ /^\/\/\// || p ~ /\*\/[ \t]*$/)
    }
    return 0
}
FNR == 1 { NR_IN_FILE = 0; depth = 0; delete lines; delete extDepth; delete enumDepth; nExt = 0; nEnum = 0 }
{
    NR_IN_FILE++
    lines[NR_IN_FILE] = $0
    code = strip($0)
    trimmed = $0; sub(/^[ \t]+/, "", trimmed)
    inConformance = (nExt > 0 && depth == extDepth[nExt] + 1)
    inPublicEnum = (nEnum > 0 && depth == enumDepth[nEnum] + 1)
    kind = ""
    if (trimmed !~ /^\/\//) {
        if (isdecl($0)) {
            exempt = inConformance || trimmed ~ /func (==|<|>|<=|>=)[ \t(]/ || trimmed ~ /func hash\(into/
            if (!exempt) checked++
            if (!exempt && !documented()) { printf "%s:%d: %s\n", FILENAME, FNR, trimmed; missing++ }
            if (kind == "enum" || kind == "protocol") { pendingEnum = kind }
        } else if ((inPublicEnum && enumKind[nEnum] == "enum" && trimmed ~ /^(indirect[ \t]+)?case[ \t]/) ||
                   (inPublicEnum && enumKind[nEnum] == "protocol" && trimmed ~ /^(static[ \t]+|mutating[ \t]+)*(func|var|init|subscript|associatedtype)[ \t(<?]/)) {
            checked++
            if (!documented()) { printf "%s:%d: %s\n", FILENAME, FNR, trimmed; missing++ }
        }
        if (trimmed ~ /^((public|internal|fileprivate|private)[ \t]+)?extension[ \t]+[^{]*:/) { pendingExt = 1 }
    }
    opens = count(code, "{"); closes = count(code, "}")
    if (opens > closes) {
        if (pendingExt) { extDepth[++nExt] = depth }
        if (pendingEnum != "") { enumDepth[++nEnum] = depth; enumKind[nEnum] = pendingEnum }
    }
    if (opens != closes || code ~ /\{/) { pendingExt = 0; pendingEnum = "" }
    depth += opens - closes
    while (nExt > 0 && depth <= extDepth[nExt]) nExt--
    while (nEnum > 0 && depth <= enumDepth[nEnum]) nEnum--
}
END {
    if (missing > 0) { printf "check-docs: %d of %d public declarations have no /// comment\n", missing, checked; exit 1 }
    printf "check-docs: all %d public declarations are documented\n", checked
}
' "${files[@]}"
