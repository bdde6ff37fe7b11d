import Foundation
import FolioGeometry
import FolioPaper
import FolioTesting
import Testing

/// Cross-checks the catalog against Debian's libpaper (package libpaper-utils).
///
/// `paperconf -a -n -s` prints one line per paper libpaper knows: `name width height`, in
/// points rounded to about six significant digits (`a4 595.276 841.89`). For every name
/// Folio also knows (as a name or alias), Folio's size must equal libpaper's within 1 pt,
/// the tolerance covering that rounding. Orientation counts: libpaper's `ledger` is
/// 1224 × 792 pt, as Folio's is.
@Suite("libpaper agreement")
struct LibpaperTests {
    static let candidates = ["/usr/bin/paperconf", "/usr/local/bin/paperconf", "/bin/paperconf"]

    @Test("every paper libpaper and Folio both know has the same size (within 1 pt)")
    func agreesWithPaperconf() throws {
        guard let tool = Self.candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            Issue.record("paperconf not installed: apt-get install libpaper-utils")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-a", "-n", "-s"]
        process.environment = ["PATH": "/usr/bin:/bin"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = PDFTools.readAll(pipe.fileHandleForReading)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        var compared: [String] = []
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let fields = line.split(whereSeparator: \.isWhitespace)
            guard fields.count == 3, let w = Double(fields[1]), let h = Double(fields[2]) else {
                Issue.record("unexpected paperconf line: \(line)")
                continue
            }
            let name = String(fields[0])
            guard let paper = PaperCatalog.paper(named: name) else { continue }
            compared.append(name.lowercased())
            #expect(abs(paper.width - w) <= 1 && abs(paper.height - h) <= 1,
                    "\(name): libpaper \(w) × \(h) pt, Folio \(paper.name) \(paper.width) × \(paper.height) pt")
        }
        // The check must have compared the common papers, not passed on an empty list.
        for name in ["a4", "letter", "legal", "executive", "ledger", "tabloid", "statement", "a0", "a10",
                     "b0", "b10", "c5", "dl", "comm10", "monarch", "archa", "arche"] {
            #expect(compared.contains(name), "libpaper's \(name) was not compared")
        }
        #expect(compared.count >= 50)
    }
}
