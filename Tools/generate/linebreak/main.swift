// generate-linebreak: writes the Unicode property tables that FolioText's line breaker
// (UAX #14) and grapheme breaker (UAX #29) look up, from the Unicode Character Database
// files that Debian's `unicode-data` package installs under /usr/share/unicode.
//
//     apt-get install -y unicode-data
//     swift run generate-linebreak                       # from the package root
//     swift Tools/generate/linebreak/main.swift           # or as a script
//
// Options:
//     --unicode-dir DIR   where the UCD lives (default /usr/share/unicode)
//     --output-dir DIR    where to write (default Modules/FolioText/LineBreaking)
//     --check             write nothing; exit 1 if the committed files differ from what
//                         would be generated (for CI)
//
// Outputs (both committed):
//     LineBreakTable.swift     Line_Break class + two flags per code point
//     GraphemeBreakTable.swift Grapheme_Cluster_Break + Extended_Pictographic per code point
//
// Each table is a two-stage lookup: `stage1[cp >> shift]` selects a block of
// `1 << shift` entries in `stage2`; identical blocks are stored once. The block size is
// chosen to make the two arrays smallest. The arrays are written as Base64 string literals
// (decoded once, at first use, by `LineBreakTableCoding` in FolioText), because array
// literals of this size take the Swift compiler many seconds to build.
//
// Line break entry layout (UInt8):
//     bits 0-5  the Line_Break property value, numbered as `lineBreakClassOrder` below
//               (FolioText's `LineBreakClass` raw values use the same numbers; a test
//               checks it through `LineBreakTable.classShortNames`)
//     bit 6     class-dependent qualifier:
//                 OP, CP: East_Asian_Width is F, W or H (excluded from LB30's OP30/CP30)
//                 SA:     General_Category is Mn or Mc (LB1 resolves it to CM, not AL)
//     bit 7     Extended_Pictographic and General_Category = Cn (LB30b)
//
// Grapheme entry layout (UInt8):
//     bits 0-3  Grapheme_Cluster_Break, numbered as `graphemeOrder` below
//     bit 4     Extended_Pictographic

import Foundation

// MARK: - Property value orders (must match FolioText)

let lineBreakClassOrder = [
    "BK", "CR", "LF", "CM", "NL", "SG", "WJ", "ZW", "GL", "SP", "ZWJ",
    "B2", "BA", "BB", "HY", "CB", "CL", "CP", "EX", "IN", "NS", "OP", "QU", "IS",
    "NU", "PO", "PR", "SY", "AI", "AL", "CJ", "EB", "EM", "H2", "H3", "HL", "ID",
    "JL", "JV", "JT", "RI", "SA", "XX",
]

let graphemeOrder = [
    "Other", "CR", "LF", "Control", "Extend", "ZWJ", "Regional_Indicator", "Prepend",
    "SpacingMark", "L", "V", "T", "LV", "LVT",
]

// MARK: - Arguments

var unicodeDir = "/usr/share/unicode"
var outputDir = "Modules/FolioText/LineBreaking"
var checkOnly = false
do {
    var args = CommandLine.arguments.dropFirst()
    while let arg = args.popFirst() {
        switch arg {
        case "--unicode-dir": unicodeDir = args.popFirst() ?? unicodeDir
        case "--output-dir": outputDir = args.popFirst() ?? outputDir
        case "--check": checkOnly = true
        case "-h", "--help":
            print("usage: generate-linebreak [--unicode-dir DIR] [--output-dir DIR] [--check]")
            exit(0)
        default:
            fail("unknown argument \(arg) (try --help)")
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("generate-linebreak: \(message)\n".utf8))
    exit(1)
}

// MARK: - UCD parsing

let codePointCount = 0x110000

struct UCDFile {
    let name: String
    let version: String
    /// (first, last, value) for every data line; comments stripped.
    let entries: [(ClosedRange<Int>, String)]
}

func readUCD(_ relativePath: String, in directory: String) -> UCDFile {
    let path = directory + "/" + relativePath
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        fail("cannot read \(path); install Debian's unicode-data package (apt-get install -y unicode-data)")
    }
    var version = ""
    var entries: [(ClosedRange<Int>, String)] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if index == 0 {
            // "# LineBreak-15.0.0.txt"
            let header = rawLine.dropFirst(2)
            if let dash = header.lastIndex(of: "-"), header.hasSuffix(".txt") {
                let candidate = header[header.index(after: dash)...].dropLast(4)
                if candidate.first?.isNumber == true { version = String(candidate) }
            }
        }
        // emoji-data.txt names no version in its first line: "# Used with Emoji Version 15.0 ..."
        if version.isEmpty, rawLine.hasPrefix("# Used with Emoji Version "),
           let number = rawLine.dropFirst("# Used with Emoji Version ".count).split(separator: " ").first {
            version = String(number)
        }
        let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count >= 2, !fields[0].isEmpty else { continue }
        let bounds = fields[0].components(separatedBy: "..")
        guard let first = Int(bounds[0], radix: 16), let last = Int(bounds.last!, radix: 16),
              first <= last, last < codePointCount
        else { fail("\(path): bad code point field in line \(index + 1): \(rawLine)") }
        entries.append((first...last, fields[1]))
    }
    if version.isEmpty { fail("\(path): no version in the first line") }
    return UCDFile(name: relativePath, version: version, entries: entries)
}

let lineBreakFile = readUCD("LineBreak.txt", in: unicodeDir)
let eastAsianWidthFile = readUCD("EastAsianWidth.txt", in: unicodeDir)
let generalCategoryFile = readUCD("extracted/DerivedGeneralCategory.txt", in: unicodeDir)
let emojiFile = readUCD("emoji/emoji-data.txt", in: unicodeDir)
let graphemeFile = readUCD("auxiliary/GraphemeBreakProperty.txt", in: unicodeDir)

let unicodeVersion = lineBreakFile.version
// Emoji versions have two components ("15.0"), UCD versions three ("15.0.0").
for file in [eastAsianWidthFile, generalCategoryFile, emojiFile, graphemeFile]
where file.version != unicodeVersion && !unicodeVersion.hasPrefix(file.version + ".") {
    fail("\(file.name) is version \(file.version) but LineBreak.txt is \(unicodeVersion)")
}

func propertyArray(_ file: UCDFile, default defaultValue: UInt8, map: (String) -> UInt8?) -> [UInt8] {
    var values = [UInt8](repeating: defaultValue, count: codePointCount)
    for (range, name) in file.entries {
        guard let value = map(name) else { continue }
        for cp in range { values[cp] = value }
    }
    return values
}

let lineBreakIndex = Dictionary(uniqueKeysWithValues: lineBreakClassOrder.enumerated().map { ($1, UInt8($0)) })
let lineBreakRaw = propertyArray(lineBreakFile, default: lineBreakIndex["XX"]!) { name in
    guard let value = lineBreakIndex[name] else { fail("LineBreak.txt: unknown class \(name)") }
    return value
}
let wideEastAsian = propertyArray(eastAsianWidthFile, default: 0) { ["F", "W", "H"].contains($0) ? 1 : 0 }
// General categories we need: 1 = Mn or Mc, 2 = Cn (unassigned); DerivedGeneralCategory lists
// every code point, Cn included, but Cn is also the documented default.
let category = propertyArray(generalCategoryFile, default: 2) { name in
    switch name {
    case "Mn", "Mc": return 1
    case "Cn": return 2
    default: return 0
    }
}
let extendedPictographic = propertyArray(emojiFile, default: 0) { $0 == "Extended_Pictographic" ? 1 : nil }

let graphemeIndex = Dictionary(uniqueKeysWithValues: graphemeOrder.enumerated().map { ($1, UInt8($0)) })
let graphemeRaw = propertyArray(graphemeFile, default: 0) { name in
    guard let value = graphemeIndex[name] else { fail("GraphemeBreakProperty.txt: unknown value \(name)") }
    return value
}

// MARK: - Per-code-point entries

let opIndex = lineBreakIndex["OP"]!, cpIndex = lineBreakIndex["CP"]!, saIndex = lineBreakIndex["SA"]!
var lineBreakEntries = [UInt8](repeating: 0, count: codePointCount)
var graphemeEntries = [UInt8](repeating: 0, count: codePointCount)
for cp in 0..<codePointCount {
    let cls = lineBreakRaw[cp]
    var entry = cls
    if (cls == opIndex || cls == cpIndex) && wideEastAsian[cp] == 1 { entry |= 0x40 }
    if cls == saIndex && category[cp] == 1 { entry |= 0x40 }
    if extendedPictographic[cp] == 1 && category[cp] == 2 { entry |= 0x80 }
    lineBreakEntries[cp] = entry
    graphemeEntries[cp] = graphemeRaw[cp] | (extendedPictographic[cp] == 1 ? 0x10 : 0)
}

// MARK: - Two-stage compression

struct TwoStageTable {
    let shift: Int
    let stage1: [Int]
    let stage2: [UInt8]
    var stage1ElementBytes: Int { stage1.max()! < 256 ? 1 : 2 }
    var byteCount: Int { stage1.count * stage1ElementBytes + stage2.count }

    init(_ values: [UInt8], shift: Int) {
        self.shift = shift
        let blockSize = 1 << shift
        var blocks: [ArraySlice<UInt8>: Int] = [:]
        var stage1: [Int] = []
        var stage2: [UInt8] = []
        for start in stride(from: 0, to: values.count, by: blockSize) {
            let block = values[start..<start + blockSize]
            if let existing = blocks[block] {
                stage1.append(existing)
            } else {
                let number = stage2.count >> shift
                blocks[block] = number
                stage1.append(number)
                stage2.append(contentsOf: block)
            }
        }
        self.stage1 = stage1
        self.stage2 = stage2
    }

    static func smallest(_ values: [UInt8]) -> TwoStageTable {
        (4...10).map { TwoStageTable(values, shift: $0) }.min { $0.byteCount < $1.byteCount }!
    }

    func lookup(_ cp: Int) -> UInt8 {
        stage2[stage1[cp >> shift] << shift | (cp & ((1 << shift) - 1))]
    }
}

let lineBreakTable = TwoStageTable.smallest(lineBreakEntries)
let graphemeTable = TwoStageTable.smallest(graphemeEntries)
for cp in 0..<codePointCount {
    precondition(lineBreakTable.lookup(cp) == lineBreakEntries[cp])
    precondition(graphemeTable.lookup(cp) == graphemeEntries[cp])
}

// MARK: - Swift output

/// Base64 (RFC 4648) of `bytes`, as the lines of a multi-line string literal. Array literals
/// of tens of thousands of integers take the Swift compiler many seconds; a string literal
/// takes none, and decoding it once at first use takes microseconds.
func base64Literal(_ bytes: [UInt8], indent: String = "        ", perLine: Int = 96) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var encoded: [Character] = []
    for start in stride(from: 0, to: bytes.count, by: 3) {
        let chunk = bytes[start..<min(start + 3, bytes.count)]
        var value = 0
        for (index, byte) in chunk.enumerated() { value |= Int(byte) << (16 - 8 * index) }
        for index in 0..<4 {
            encoded.append(index <= chunk.count ? alphabet[(value >> (18 - 6 * index)) & 63] : "=")
        }
    }
    var lines: [String] = []
    for start in stride(from: 0, to: encoded.count, by: perLine) {
        lines.append(indent + String(encoded[start..<min(start + perLine, encoded.count)]))
    }
    return lines.joined(separator: "\n")
}

/// Little-endian bytes of 16-bit values.
func littleEndianBytes(_ values: [Int]) -> [UInt8] {
    values.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
}

func header(_ what: String, sources: [UCDFile], version unicodeVersion: String) -> String {
    """
    // \(what)
    // Unicode \(unicodeVersion), generated by Tools/generate/linebreak from the Unicode Character
    // Database as installed by Debian's unicode-data package:
    //   \(sources.map(\.name).joined(separator: ", "))
    // DO NOT EDIT. Regenerate with `swift run generate-linebreak` from the package root.
    // Unicode data © Unicode, Inc., under the Unicode License (https://www.unicode.org/terms_of_use.html).

    """
}

func tableBody(_ table: TwoStageTable, version unicodeVersion: String) -> String {
    let wide = table.stage1ElementBytes == 2
    let stage1Bytes = wide ? littleEndianBytes(table.stage1) : table.stage1.map { UInt8($0) }
    return """
        /// log2 of the block size: `stage1[cp >> shift]` is the block of `cp` in `stage2`.
        static let shift = \(table.shift)

        /// The Unicode version the table was generated from.
        static let unicodeVersion = "\(unicodeVersion)"

        /// Block number for each run of `1 << shift` code points (\(table.stage1.count) entries).
        static let stage1: [\(wide ? "UInt16" : "UInt8")] = LineBreakTableCoding.\(wide ? "decodeUInt16" : "decodeBytes")(
            \"\"\"
    \(base64Literal(stage1Bytes))
            \"\"\")

        /// The distinct blocks, one after another (\(table.stage2.count) entries).
        static let stage2: [UInt8] = LineBreakTableCoding.decodeBytes(
            \"\"\"
    \(base64Literal(table.stage2))
            \"\"\")
    """
}

let lineBreakSource = header(
    "LineBreakTable.swift: the Line_Break property (UAX #14) for every code point.",
    sources: [lineBreakFile, eastAsianWidthFile, generalCategoryFile, emojiFile],
    version: unicodeVersion
) + """

    /// Two-stage lookup table of the Line_Break property (\(lineBreakTable.byteCount) bytes).
    ///
    /// Entry layout: bits 0-5 are the `LineBreakClass` raw value; bit 6 is set for OP and CP
    /// whose East_Asian_Width is F, W or H, and for SA whose General_Category is Mn or Mc;
    /// bit 7 is set for unassigned Extended_Pictographic code points.
    enum LineBreakTable {
    \(tableBody(lineBreakTable, version: unicodeVersion))

        /// The short property value names in raw-value order (checked against `LineBreakClass`).
        static let classShortNames: [String] = [
            \(lineBreakClassOrder.map { "\"\($0)\"" }.joined(separator: ", "))
        ]
    }

    """

let graphemeSource = header(
    "GraphemeBreakTable.swift: Grapheme_Cluster_Break and Extended_Pictographic (UAX #29).",
    sources: [graphemeFile, emojiFile],
    version: unicodeVersion
) + """

    /// Two-stage lookup table of Grapheme_Cluster_Break (\(graphemeTable.byteCount) bytes).
    ///
    /// Entry layout: bits 0-3 are the `GraphemeBreakProperty` raw value; bit 4 is
    /// Extended_Pictographic.
    enum GraphemeBreakTable {
    \(tableBody(graphemeTable, version: unicodeVersion))

        /// The property value names in raw-value order (checked against `GraphemeBreakProperty`).
        static let propertyNames: [String] = [
            \(graphemeOrder.map { "\"\($0)\"" }.joined(separator: ", "))
        ]
    }

    """

var stale = false
for (name, source) in [("LineBreakTable.swift", lineBreakSource), ("GraphemeBreakTable.swift", graphemeSource)] {
    let path = outputDir + "/" + name
    if checkOnly {
        let existing = try? String(contentsOfFile: path, encoding: .utf8)
        if existing != source {
            print("\(path) is out of date")
            stale = true
        }
    } else {
        do {
            try source.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            fail("cannot write \(path): \(error)")
        }
        print("wrote \(path) (\(source.utf8.count) bytes of source)")
    }
}
print("Unicode \(unicodeVersion): line break table \(lineBreakTable.byteCount) bytes (shift \(lineBreakTable.shift), \(lineBreakTable.stage1.count) + \(lineBreakTable.stage2.count)), "
    + "grapheme table \(graphemeTable.byteCount) bytes (shift \(graphemeTable.shift), \(graphemeTable.stage1.count) + \(graphemeTable.stage2.count))")
if stale { exit(1) }
