import FolioTesting
import Foundation
import Testing

/// Runs the built `folio` binary, as a user would.
@Suite("folio command")
struct FolioCommandTests {
    static let binary: String = {
        // The test runner sits beside the built products.
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return products.appendingPathComponent("folio").path
    }()

    private func folio(_ args: [String]) throws -> PDFTools.Run {
        try PDFTools.run(Self.binary, args)
    }

    private func write(_ text: String, name: String = "in.txt") throws -> URL {
        let url = PDFTools.temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("SOURCE_DATE_EPOCH in the process's environment dates the PDF, and the same input gives the same bytes")
    func sourceDateEpoch() throws {
        let input = try write("Reproducible.\n")
        let dir = input.deletingLastPathComponent()
        let first = dir.appendingPathComponent("a.pdf").path, second = dir.appendingPathComponent("b.pdf").path
        for output in [first, second] {
            let r = try PDFTools.run("/usr/bin/env", ["SOURCE_DATE_EPOCH=1700000000", Self.binary, input.path, "-o", output])
            #expect(r.status == 0, "\(r.stderr)")
        }
        let info = try PDFTools.info(first)
        #expect(info["CreationDate"]?.contains("2023") == true, "\(info)")
        #expect(FileManager.default.contents(atPath: first) == FileManager.default.contents(atPath: second))
    }

    @Test("a SOURCE_DATE_EPOCH no PDF date can hold is a warning and no date, not an invalid date (it wrote D:3170…)",
          arguments: ["99999999999999", "-1", "soon"])
    func sourceDateEpochOutOfRange(value: String) throws {
        let input = try write("Reproducible.\n")
        let output = input.deletingLastPathComponent().appendingPathComponent("out.pdf").path
        let r = try PDFTools.run("/usr/bin/env", ["SOURCE_DATE_EPOCH=\(value)", Self.binary, input.path, "-o", output, "--header", "{date}"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("warning: SOURCE_DATE_EPOCH=\(value) is not a whole number of seconds"), "\(r.stderr)")
        let info = try PDFTools.info(output)
        #expect(info["CreationDate"] == nil && info["ModDate"] == nil, "\(info)")
        #expect(try PDFTools.qpdfCheck(output).ok)
        // The header's {date} is today's, never a year past 9999 or before 1970.
        let today = String(ISO8601DateFormatter().string(from: Date()).prefix(4))
        #expect(try PDFTools.text(output).contains(today))
    }

    @Test("typesets a text file on Letter with 72 pt margins and a centred page number; every word once, in order")
    func typeset() throws {
        var text = ""
        for i in 1...3000 { text += "word\(i)" + (i % 17 == 0 ? "\n" : " ") + (i % 170 == 0 ? "\n" : "") }
        let input = try write(text)
        let output = input.deletingLastPathComponent().appendingPathComponent("out.pdf").path
        let r = try folio([input.path, "-o", output])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PDFTools.qpdfCheck(output).ok)
        let info = try PDFTools.info(output)
        #expect(info["Page size"]?.hasPrefix("612 x 792") == true)
        #expect(info["Title"] == "in.txt")
        let pages = Int(info["Pages"] ?? "0") ?? 0
        #expect(pages > 1)
        let words = try PDFTools.text(output).split(whereSeparator: \.isWhitespace).filter { $0.hasPrefix("word") }
        #expect(words.count == 3000)
        #expect(words.enumerated().allSatisfy { $0.element == "word\($0.offset + 1)" })
        // The page number sits centred in the bottom margin; text stays within the margins.
        let pageWords = try PDFTools.words(output, page: 2)
        let number = try #require(pageWords.first { $0.text == "2" })
        #expect(abs((number.xMin + number.xMax) / 2 - 306) < 1)
        for word in pageWords where word.text.hasPrefix("word") {
            #expect(word.xMin >= 71.5 && word.xMax <= 540.5)
        }
    }

    @Test("the default output is the input's name with .pdf")
    func defaultOutput() throws {
        let input = try write("Hello\n", name: "hello.txt")
        #expect(try folio([input.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: input.deletingPathExtension().appendingPathExtension("pdf").path))
    }

    @Test("bad input gets a clear error, its exit code, and no output file", arguments: [
        ("missing", 66, "no such file"), ("folder", 66, "is a folder"), ("latin1", 65, "not valid UTF-8"),
        ("binary", 65, "NUL"), ("same", 64, "is an input"), ("nodir", 73, "does not exist"),
    ])
    func badInput(_ c: (String, Int32, String)) throws {
        let dir = PDFTools.temporaryDirectory()
        var args: [String]
        let out = dir.appendingPathComponent("out.pdf").path
        switch c.0 {
        case "missing": args = [dir.appendingPathComponent("nope.txt").path, "-o", out]
        case "folder": args = [dir.path, "-o", out]
        case "latin1":
            let f = dir.appendingPathComponent("l.txt"); try Data([0x63, 0x61, 0x66, 0xE9]).write(to: f); args = [f.path, "-o", out]
        case "binary":
            let f = dir.appendingPathComponent("b.txt"); try Data([0x61, 0x00, 0x62]).write(to: f); args = [f.path, "-o", out]
        case "same":
            let f = dir.appendingPathComponent("s.txt"); try Data("x".utf8).write(to: f); args = [f.path, "-o", f.path]
        default:
            let f = dir.appendingPathComponent("n.txt"); try Data("x".utf8).write(to: f); args = [f.path, "-o", dir.appendingPathComponent("no/such/out.pdf").path]
        }
        let r = try folio(args)
        #expect(r.status == c.1, "\(c.0): \(r.stderr)")
        #expect(r.stderr.contains("folio: error:") && r.stderr.contains(c.2), "\(c.0): \(r.stderr)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".pdf") || $0.hasPrefix(".out") }
        #expect(leftovers.isEmpty, "\(c.0): \(leftovers)")
    }

    @Test("an empty file gives one page with its number")
    func empty() throws {
        let input = try write("")
        let out = input.deletingLastPathComponent().appendingPathComponent("e.pdf").path
        #expect(try folio([input.path, "-o", out]).status == 0)
        #expect(try PDFTools.info(out)["Pages"] == "1")
        #expect(try PDFTools.text(out).contains("1"))
    }
}
