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
    /// Starts `folio` (through `nohup` when `ignoringHangUp`) on a long text and returns once its
    /// temporary file exists, with the folder the PDF goes to.
    private static func startWriting(ignoringHangUp: Bool = false) throws -> (Process, URL) {
        let dir = PDFTools.temporaryDirectory()
        let input = dir.appendingPathComponent("long.txt")
        // About 1.5 MB: several seconds of a debug build in two passes.
        let line = "A line of prose long enough to wrap once on the page, set again and again for this test.\n"
        try Data(String(repeating: line, count: 16_000).utf8).write(to: input)
        let outDir = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)

        let process = Process()
        let folio = [FolioCommandTests.binary, input.path, "-o", outDir.appendingPathComponent("long.pdf").path,
                     "--footer", "{page} of {pages}"]
        process.executableURL = URL(fileURLWithPath: ignoringHangUp ? "/usr/bin/nohup" : folio[0])
        process.arguments = ignoringHangUp ? folio : Array(folio.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try PDFTools.launch(process)  // as a shell starts it: no signal blocked
        // Wait until the temporary file exists: the PDF is being written.
        let deadline = Date().addingTimeInterval(60)
        while listing(outDir).isEmpty && process.isRunning && Date() < deadline { usleep(2_000) }
        let during = listing(outDir)
        try #require(process.isRunning, "folio ended before it could be stopped: \(during)")
        try #require(during.count == 1 && during[0].hasPrefix(".long.pdf."), "the temporary file: \(during)")
        return (process, outDir)
    }

    private static func listing(_ dir: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    }

    @Test("SIGTERM or SIGHUP halfway through a PDF leaves the output folder empty", arguments: [SIGTERM, SIGHUP])
    func stopped(_ sig: Int32) throws {
        let (process, outDir) = try Self.startWriting()
        kill(process.processIdentifier, sig)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == sig,
                "ended by \(process.terminationReason == .uncaughtSignal ? "signal" : "exit") \(process.terminationStatus)")
        #expect(Self.listing(outDir).isEmpty, "left behind: \(Self.listing(outDir))")
    }

    @Test("a signal the process ignores stays ignored: under nohup, SIGHUP does not stop the PDF")
    func ignored() throws {
        let (process, outDir) = try Self.startWriting(ignoringHangUp: true)
        kill(process.processIdentifier, SIGHUP)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "status \(process.terminationStatus)")
        #expect(Self.listing(outDir) == ["long.pdf"], "\(Self.listing(outDir))")
    }
}
