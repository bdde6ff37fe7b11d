// The official Unicode test files, read at test time from Debian's unicode-data package.
import Foundation
import Testing

@testable import FolioText

@Suite("Line breaking conformance (Unicode test files)")
struct LineBreakConformanceTests {
    /// Where Debian's `unicode-data` package installs the Unicode Character Database.
    static let unicodeDirectory = "/usr/share/unicode"

    /// One line of LineBreakTest.txt or GraphemeBreakTest.txt.
    struct Case {
        var lineNumber: Int
        var line: String
        var utf16: [UInt16]
        /// nil when the case contains a lone surrogate, which a String cannot hold.
        var string: String?
        /// UTF-16 offsets of every ÷, including a leading one if the line starts with ÷.
        var expected: [Int]
    }

    /// Reads a test file, or records an issue saying how to get it.
    static func readCases(_ relativePath: String) -> (version: String, cases: [Case])? {
        let path = unicodeDirectory + "/" + relativePath
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("""
                \(path) is missing: install Debian's unicode-data package \
                (apt-get install -y unicode-data) to run the Unicode conformance tests.
                """)
            return nil
        }
        var version = ""
        var cases: [Case] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index == 0, let dash = line.lastIndex(of: "-") {
                version = String(line[line.index(after: dash)...].dropLast(4))  // "…-15.0.0.txt"
            }
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let tokens = data.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !tokens.isEmpty else { continue }
            var item = Case(lineNumber: index + 1, line: String(line), utf16: [], string: "", expected: [])
            for token in tokens {
                switch token {
                case "÷": item.expected.append(item.utf16.count)
                case "×": break
                default:
                    guard let value = UInt32(token, radix: 16) else {
                        Issue.record("\(relativePath):\(index + 1): cannot parse \(token)")
                        return nil
                    }
                    if let scalar = Unicode.Scalar(value) {
                        item.utf16.append(contentsOf: scalar.utf16)
                        item.string?.unicodeScalars.append(scalar)
                    } else {
                        item.utf16.append(UInt16(value))  // a lone surrogate
                        item.string = nil
                    }
                }
            }
            cases.append(item)
        }
        return (version, cases)
    }

    @Test("every case of LineBreakTest.txt passes")
    func lineBreakTestFile() throws {
        guard let (version, cases) = Self.readCases("auxiliary/LineBreakTest.txt") else { return }
        #expect(version == LineBreaker.unicodeVersion, """
            LineBreakTest.txt is Unicode \(version) but the tables are \(LineBreaker.unicodeVersion): \
            rerun Tools/generate/linebreak and review the rules for the new version
            """)
        #expect(cases.count > 7000)
        var passed = 0
        var failures: [String] = []
        for item in cases {
            // The test file marks sot with × and every other position with × or ÷.
            let expected = item.expected
            let fromBuffer = item.utf16.withUnsafeBufferPointer { LineBreaker.boundaries(utf16: $0) }
            var ok = fromBuffer.map(\.offset) == expected
            if let string = item.string {
                ok = ok && LineBreaker.boundaries(in: string) == fromBuffer
            }
            ok = ok && LineBreaker.boundaries(utf16: item.utf16[...]) == fromBuffer
            if ok {
                passed += 1
            } else if failures.count < 20 {
                failures.append("line \(item.lineNumber): got \(fromBuffer.map(\.offset)), expected \(expected): \(item.line)")
            }
        }
        print("LineBreakTest.txt (Unicode \(version)): \(passed)/\(cases.count) cases passed")
        #expect(passed == cases.count, "\(cases.count - passed) failures, first ones:\n\(failures.joined(separator: "\n"))")
    }

    @Test("every case of GraphemeBreakTest.txt passes")
    func graphemeBreakTestFile() throws {
        guard let (version, cases) = Self.readCases("auxiliary/GraphemeBreakTest.txt") else { return }
        #expect(version == GraphemeBreaker.unicodeVersion, """
            GraphemeBreakTest.txt is Unicode \(version) but the tables are \(GraphemeBreaker.unicodeVersion): \
            rerun Tools/generate/linebreak and review the rules for the new version
            """)
        #expect(cases.count > 500)
        var passed = 0
        var failures: [String] = []
        for item in cases {
            let fromBuffer = item.utf16.withUnsafeBufferPointer { GraphemeBreaker.boundaries(utf16: $0) }
            var ok = fromBuffer == item.expected
            if let string = item.string {
                ok = ok && GraphemeBreaker.boundaries(in: string) == fromBuffer
            }
            if ok {
                passed += 1
            } else if failures.count < 20 {
                failures.append("line \(item.lineNumber): got \(fromBuffer), expected \(item.expected): \(item.line)")
            }
        }
        print("GraphemeBreakTest.txt (Unicode \(version)): \(passed)/\(cases.count) cases passed")
        #expect(passed == cases.count, "\(cases.count - passed) failures, first ones:\n\(failures.joined(separator: "\n"))")
    }

    /// Expands a UCD property file into (code point range, value) pairs.
    static func readProperty(_ relativePath: String) -> [(ClosedRange<UInt32>, String)]? {
        let path = unicodeDirectory + "/" + relativePath
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("\(path) is missing: install Debian's unicode-data package (apt-get install -y unicode-data).")
            return nil
        }
        var entries: [(ClosedRange<UInt32>, String)] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2, !fields[0].isEmpty else { continue }
            let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            guard let first = bounds.first, let last = bounds.last else { continue }
            entries.append((first...last, fields[1]))
        }
        return entries
    }

    @Test("the generated tables agree with the installed LineBreak.txt and GraphemeBreakProperty.txt")
    func tablesMatchUCD() throws {
        #expect(LineBreakTable.classShortNames == LineBreakClass.allCases.map(\.shortName))
        #expect(GraphemeBreakTable.propertyNames == GraphemeBreakProperty.allCases.map(\.name))

        guard let lineBreak = Self.readProperty("LineBreak.txt"),
              let grapheme = Self.readProperty("auxiliary/GraphemeBreakProperty.txt")
        else { return }
        var listed = [Bool](repeating: false, count: 0x110000)
        var mismatches: [String] = []
        for (range, value) in lineBreak {
            for codePoint in range {
                listed[Int(codePoint)] = true
                let found = LineBreakClass(codePoint: codePoint).shortName
                if found != value && mismatches.count < 10 {
                    mismatches.append(String(format: "U+%04X: table %@, LineBreak.txt %@", codePoint, found, value))
                }
            }
        }
        for codePoint in 0..<UInt32(0x110000) where !listed[Int(codePoint)] {
            if LineBreakClass(codePoint: codePoint) != .unknown && mismatches.count < 10 {
                mismatches.append(String(format: "U+%04X: unlisted but not XX", codePoint))
            }
        }
        #expect(mismatches.isEmpty, "regenerate with Tools/generate/linebreak: \(mismatches)")

        var graphemeMismatches: [String] = []
        for (range, value) in grapheme {
            for codePoint in range {
                let utf16: [UInt16] = Unicode.Scalar(codePoint).map { Array($0.utf16) } ?? [UInt16(codePoint)]
                // A lone character is one cluster whatever its property; check the property
                // itself through the table instead.
                let entry = GraphemeBreakTable.stage2[
                    Int(GraphemeBreakTable.stage1[Int(codePoint) >> GraphemeBreakTable.shift]) << GraphemeBreakTable.shift
                        | Int(codePoint) & (1 << GraphemeBreakTable.shift - 1)]
                let name = GraphemeBreakProperty(rawValue: entry & GraphemeBreakTable.propertyMask)?.name
                if name != value && graphemeMismatches.count < 10 {
                    graphemeMismatches.append("\(utf16): table \(name ?? "?"), file \(value)")
                }
            }
        }
        #expect(graphemeMismatches.isEmpty, "regenerate with Tools/generate/linebreak: \(graphemeMismatches)")
    }

    @Test("the Base64 in which the generator writes the tables decodes exactly")
    func tableCoding() {
        #expect(LineBreakTableCoding.decodeBytes("AAEC/w==") == [0, 1, 2, 255])
        #expect(LineBreakTableCoding.decodeBytes("""
            AAEC
            /w==
            """) == [0, 1, 2, 255])
        #expect(LineBreakTableCoding.decodeUInt16("AQACAP//") == [1, 2, 0xFFFF])
        #expect(LineBreakTable.stage1.count == 0x110000 >> LineBreakTable.shift)
        #expect(LineBreakTable.stage2.count % (1 << LineBreakTable.shift) == 0)
        #expect(GraphemeBreakTable.stage1.count == 0x110000 >> GraphemeBreakTable.shift)
    }
}
