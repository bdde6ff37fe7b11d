import FolioTesting
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `folio` stopped by a signal while it writes: no PDF and no temporary file are left, and the
/// process ends with the signal, as a shell expects.
@Suite("folio: stopped by a signal")
struct InterruptTests {
    @Test("SIGTERM or SIGHUP halfway through a PDF leaves the output folder empty", arguments: [SIGTERM, SIGHUP])
    func stopped(_ sig: Int32) throws {
        let dir = PDFTools.temporaryDirectory()
        let input = dir.appendingPathComponent("long.txt")
        // About 1.5 MB: several seconds of a debug build in two passes.
        let line = "A line of prose long enough to wrap once on the page, set again and again for this test.\n"
        try Data(String(repeating: line, count: 16_000).utf8).write(to: input)
        let outDir = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: FolioCommandTests.binary)
        process.arguments = [input.path, "-o", outDir.appendingPathComponent("long.pdf").path, "--footer", "{page} of {pages}"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try PDFTools.launch(process)  // as a shell starts it: no signal blocked
        // Wait until the temporary file exists: the PDF is being written.
        let deadline = Date().addingTimeInterval(60)
        func listing() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: outDir.path)) ?? [] }
        while listing().isEmpty && process.isRunning && Date() < deadline { usleep(2_000) }
        let during = listing()
        try #require(process.isRunning, "folio ended before it could be stopped: \(during)")
        try #require(during.count == 1 && during[0].hasPrefix(".long.pdf."), "the temporary file: \(during)")
        kill(process.processIdentifier, sig)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == sig,
                "ended by \(process.terminationReason == .uncaughtSignal ? "signal" : "exit") \(process.terminationStatus)")
        #expect(listing().isEmpty, "left behind: \(listing())")
    }
}
