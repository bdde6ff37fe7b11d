import FolioTesting
import Foundation
import Testing

/// Inputs read in bounded blocks: UTF-16 with a byte-order mark is decoded (it was called
/// binary), and endless streams end at once with an error (binary) or at `--max-input` (text)
/// with memory bounded; before, `folio /dev/zero` and `yes | folio -` read everything first
/// (5 GB resident after 10 s).
@Suite("folio: input encodings, sizes and endless streams")
struct InputLimitTests {
    private static func shell(_ script: String, in dir: URL) throws -> PDFTools.Run {
        try PDFTools.run("/bin/sh", ["-c", "cd '\(dir.path)' && " + script, FolioCommandTests.binary])
    }

    @Test("UTF-16 text with a byte-order mark, little and big endian, from a file and from standard input", arguments: [false, true])
    func utf16(bigEndian: Bool) throws {
        let dir = PDFTools.temporaryDirectory()
        let text = "Grüße, 日本語 and 𝄞 clef\nsecond line\n"
        let units = [UInt16(0xFEFF)] + Array(text.utf16)
        let bytes = units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let input = dir.appendingPathComponent("utf16.txt")
        try Data(bytes).write(to: input)
        let out = dir.appendingPathComponent("file.pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, [input.path, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let piped = dir.appendingPathComponent("piped.pdf").path
        let p = try PDFTools.run(FolioCommandTests.binary, ["-", "-o", piped], stdin: bytes)
        #expect(p.status == 0, "\(p.stderr)")
        for pdf in [out, piped] where FileManager.default.fileExists(atPath: pdf) {
            let extracted = try PDFTools.text(pdf)
            #expect(extracted.contains("Grüße, 日本語") && extracted.contains("second line"), "\(extracted)")
        }
    }

    @Test("UTF-16 HTML (--format html) from standard input is read as the parser decodes it")
    func utf16HTML() throws {
        let dir = PDFTools.temporaryDirectory()
        let html = "<!doctype html><p>Héllo from UTF-16</p>"
        let bytes: [UInt8] = [0xFF, 0xFE] + html.utf16.flatMap { (u: UInt16) -> [UInt8] in [UInt8(u & 0xFF), UInt8(u >> 8)] }
        let out = dir.appendingPathComponent("page.pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, ["-", "--format", "html", "-o", out], stdin: bytes)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PDFTools.text(out).contains("Héllo from UTF-16"))
    }

    @Test("endless binary streams end at the first block: 65 and a clear message", .timeLimit(.minutes(1)), arguments: [
        #""$0" /dev/zero -o out.pdf"#, #"cat /dev/zero | "$0" - -o out.pdf"#, #""$0" /dev/urandom -o out.pdf"#,
    ])
    func endlessBinary(script: String) throws {
        let dir = PDFTools.temporaryDirectory()
        let r = try Self.shell(script, in: dir)
        #expect(r.status == 65, "exit \(r.status): \(r.stderr)")
        #expect(r.stderr.contains("NUL bytes") || r.stderr.contains("not valid UTF-8"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test("an endless text stream (yes) stops at --max-input with memory bounded: past 16 MiB it is spooled, not held")
    func endlessText() throws {
        let dir = PDFTools.temporaryDirectory()
        // 200 MiB held in memory would be over 200 MB resident; spooled, it stays far under 100 MB.
        let r = try Self.shell(#"yes | /usr/bin/time -f "rss %M" "$0" - -o out.pdf --max-input 200M"#, in: dir)
        #expect(r.stderr.contains("standard input is longer than --max-input 200 MiB"), "\(r.stderr)")
        let line = r.stderr.split(separator: "\n").first { $0.hasPrefix("rss ") }
        let rss = line.flatMap { Int($0.dropFirst(4)) }
        let kilobytes = try #require(rss, "\(r.stderr)")
        #expect(kilobytes < 100_000, "max RSS \(kilobytes) KB")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
