@testable import FolioTesting
import Foundation
import Testing

@Suite("Temporary directories are removed at exit; report folders stay")
struct TemporaryDirectoryTests {
    @Test("temporaryDirectory records its directory for the exit handler")
    func recorded() throws {
        let directory = PDFTools.temporaryDirectory(prefix: "folio-temporary-test")
        #expect(FileManager.default.fileExists(atPath: directory.path))
        #expect(TemporaryDirectories.shared.contains(directory))
    }

    @Test("removing a list's directories takes their files; a directory not on it stays")
    func removal() throws {
        let list = TemporaryDirectories(removingAtExit: false)  // the shared list's other users run alongside
        let temporary = PDFTools.keptDirectory(prefix: "folio-temporary-test")
        let kept = PDFTools.keptDirectory(prefix: "folio-kept-test")
        defer { try? FileManager.default.removeItem(at: kept) }
        list.add(temporary)
        try Data("x".utf8).write(to: temporary.appendingPathComponent("file.pdf"))
        list.removeAll()  // what the exit handler does with the shared list
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
        #expect(FileManager.default.fileExists(atPath: kept.path))
    }
}
