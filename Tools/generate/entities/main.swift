// generate-entities: writes FolioMarkup's table of HTML5 named character references
// (Modules/FolioMarkup/HTML/NamedEntities.swift) from the WHATWG table as Python's standard
// library ships it (`html/entities.py`, its `html5` dictionary), so no download is needed:
// Debian's python3-minimal installs it under /usr/lib/python3.X.
//
//     swift run generate-entities                        # from the package root
//     swift Tools/generate/entities/main.swift           # or as a script
//
// Options:
//     --source FILE       the entities.py to read (default: the newest /usr/lib/python3.*/html/entities.py)
//     --output FILE       where to write (default Modules/FolioMarkup/HTML/NamedEntities.swift)
//     --check             write nothing; exit 1 if the committed file differs from what would
//                         be generated
//
// The table is one string literal, one entry per line, sorted by name (by UTF-8 bytes):
//
//     NAME<TAB>HEX[ HEX]
//
// NAME keeps its trailing ';' when the reference needs one; the legacy references that HTML5
// also accepts without ';' appear a second time without it. HEX are the code points the
// reference stands for (one or two). A single literal compiles in well under a second, where a
// dictionary literal of 2,231 entries makes the type checker crawl; the module splits it into
// a dictionary on first use.

import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("generate-entities: \(message)\n".utf8))
    exit(1)
}

// MARK: - Arguments

var source: String?
var output = "Modules/FolioMarkup/HTML/NamedEntities.swift"
var checkOnly = false
do {
    var args = CommandLine.arguments.dropFirst()
    while let arg = args.popFirst() {
        switch arg {
        case "--source": source = args.popFirst()
        case "--output": output = args.popFirst() ?? output
        case "--check": checkOnly = true
        case "-h", "--help":
            print("usage: generate-entities [--source FILE] [--output FILE] [--check]")
            exit(0)
        default: fail("unknown argument \(arg) (try --help)")
        }
    }
}

/// The newest Python's copy of the table under /usr/lib.
func defaultSource() -> String {
    let lib = "/usr/lib"
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: lib)) ?? [])
        .filter { $0.hasPrefix("python3.") && FileManager.default.fileExists(atPath: "\(lib)/\($0)/html/entities.py") }
        .sorted { (Int($0.dropFirst(8)) ?? 0) < (Int($1.dropFirst(8)) ?? 0) }
    guard let newest = versions.last else {
        fail("no /usr/lib/python3.*/html/entities.py (apt-get install python3-minimal, or name one with --source)")
    }
    return "\(lib)/\(newest)/html/entities.py"
}

// MARK: - Reading the `html5` dictionary

/// One Python string literal (`'…'` or `"…"`) at the start of `text`, decoded, and the rest of
/// the text after it. Handles the escapes the table uses: `\\`, `\'`, `\"`, `\n`, `\t`, `\xNN`, `\uNNNN`,
/// `\UNNNNNNNN`.
func pythonString(_ text: Substring) -> (String, Substring)? {
    guard let quote = text.first, quote == "'" || quote == "\"" else { return nil }
    var result = ""
    var i = text.index(after: text.startIndex)
    while i < text.endIndex {
        let c = text[i]
        if c == quote { return (result, text[text.index(after: i)...]) }
        if c == "\\" {
            i = text.index(after: i)
            guard i < text.endIndex else { return nil }
            let kind = text[i]
            let digits = kind == "x" ? 2 : kind == "u" ? 4 : kind == "U" ? 8 : 0
            if digits == 0 {
                result.append(kind == "n" ? "\n" : kind == "t" ? "\t" : kind)
                i = text.index(after: i)
                continue
            }
            let start = text.index(after: i)
            guard let end = text.index(start, offsetBy: digits, limitedBy: text.endIndex),
                let value = UInt32(text[start..<end], radix: 16), let scalar = Unicode.Scalar(value)
            else { return nil }
            result.unicodeScalars.append(scalar)
            i = end
            continue
        }
        result.append(c)
        i = text.index(after: i)
    }
    return nil
}

let path = source ?? defaultSource()
guard let python = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
guard let open = python.range(of: "\nhtml5 = {\n") else { fail("\(path) has no `html5 = {` dictionary") }
var table: [String: String] = [:]
for line in python[open.upperBound...].split(separator: "\n") {
    let entry = line.drop { $0 == " " }
    if entry.hasPrefix("}") { break }
    guard let (name, rest) = pythonString(entry), rest.hasPrefix(": "),
        let (value, tail) = pythonString(rest.dropFirst(2)), tail == ","
    else { fail("\(path): cannot read the entry \(line)") }
    guard name.allSatisfy({ $0.isASCII }), name.hasSuffix(";") ? name.dropLast().allSatisfy({ $0.isLetter || $0.isNumber }) : name.allSatisfy({ $0.isLetter || $0.isNumber }), !value.isEmpty
    else { fail("unexpected entity \(name)") }
    table[name] = value
}
guard table.count > 2000 else { fail("\(path): only \(table.count) entries read") }

// MARK: - Writing

let names = table.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
let body = names.map { name in
    name + "\t" + table[name]!.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
}.joined(separator: "\n")
let longest = names.map(\.count).max()!
let legacyLongest = names.filter { !$0.hasSuffix(";") }.map(\.count).max()!
let text = """
    // Generated by Tools/generate/entities from the WHATWG table in Python's html/entities.py.
    // Do not edit by hand: run `swift run generate-entities`.

    /// The HTML5 named character references.
    enum NamedEntities {
        /// The longest name in the table, `;` included.
        static let longestName = \(longest)
        /// The longest name that HTML5 accepts without a `;`.
        static let longestLegacyName = \(legacyLongest)
        /// Number of entries in ``packed``.
        static let count = \(table.count)

        /// `NAME<TAB>HEX[ HEX]` lines, sorted by name; names that need `;` keep it.
        static let packed = \"\"\"
    \(body)
    \"\"\"
    }

    """

if checkOnly {
    let current = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    if current != text { fail("\(output) is out of date; run swift run generate-entities") }
    exit(0)
}
do { try text.write(toFile: output, atomically: true, encoding: .utf8) } catch { fail("cannot write \(output): \(error)") }
print("wrote \(output)")
