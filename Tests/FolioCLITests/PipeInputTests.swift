import Dispatch
import FolioTesting
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Inputs that can be read only once: a FIFO, or the pipe's path that `folio <(command)` gets.
/// Such an input is read whole before it is laid out; a file read again for each layout pass
/// (as a regular file is) would come back empty, or, for a FIFO, wait for a writer for ever.
@Suite("folio: pipes and FIFOs as inputs")
struct PipeInputTests {
    /// A FIFO in a fresh folder, and a thread that writes `text` to it once a reader opens it.
    private static func fifo(writing text: String, name: String) throws -> String {
        let path = PDFTools.temporaryDirectory().appendingPathComponent(name).path
        guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        DispatchQueue.global().async {
            let fd = open(path, O_WRONLY)  // waits for folio to open the FIFO
            guard fd >= 0 else { return }
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        return path
    }

    /// `folio` with a time limit: a FIFO opened a second time would wait for a writer that
    /// never comes, and the test must fail rather than hang.
    private static func folio(_ args: [String]) throws -> PDFTools.Run {
        try PDFTools.run("/usr/bin/timeout", ["60", FolioCommandTests.binary] + args)
    }

    @Test("a FIFO of text in two passes ({pages}): every line is in the PDF")
    func textFIFO() throws {
        let lines = (1...120).map { "Line \($0) through the pipe, long enough to fill a good part of the measure." }
        let input = try Self.fifo(writing: lines.joined(separator: "\n") + "\n", name: "notes")
        let out = PDFTools.temporaryDirectory().appendingPathComponent("notes.pdf").path
        let r = try Self.folio([input, "-o", out, "--footer", "{page} of {pages}"])
        #expect(r.status == 0, "exit \(r.status): \(r.stderr)")
        let text = try PDFTools.run("pdftotext", ["-raw", out, "-"]).stdout
        #expect(text.contains("Line 1 through") && text.contains("Line 120 through"), "\(text.prefix(300))")
        #expect(text.contains("1 of 3"), "the page count of the second pass: \(text.suffix(300))")
    }

    @Test("a FIFO of HTML (--format html)")
    func htmlFIFO() throws {
        let input = try Self.fifo(writing: "<h1>Piped</h1><p>Markup through a FIFO.</p>", name: "page")
        let out = PDFTools.temporaryDirectory().appendingPathComponent("page.pdf").path
        let r = try Self.folio([input, "-o", out, "--format", "html"])
        #expect(r.status == 0, "exit \(r.status): \(r.stderr)")
        #expect(try PDFTools.text(out).contains("Markup through a FIFO."))
    }

    @Test("a FIFO without -o is a usage error, read by nobody")
    func fifoWithoutOutput() throws {
        let path = PDFTools.temporaryDirectory().appendingPathComponent("unread").path
        guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let r = try Self.folio([path])
        #expect(r.status == 64, "exit \(r.status): \(r.stderr)")
        #expect(r.stderr.contains("is a pipe or a device") && r.stderr.contains("-o"), "\(r.stderr)")
    }
}
