import FolioTesting
import Foundation
import Testing

/// Every fixture's reference PDF passes `folio check` for what it claims: tagged ones the
/// tagged-PDF rules, any that claim PDF/UA or PDF/A those rules too.
@Suite("Fixtures' conformance")
struct FixtureConformanceTests {
    @Test("each reference PDF passes the conformance checker's auto profile (errors; warnings allowed)")
    func referencesPass() throws {
        let files = FileManager.default.enumerator(at: FixtureTests.root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "pdf" }.map(\.path).sorted() ?? []
        #expect(files.count > 20, "found \(files.count) reference PDFs")
        var tagged = 0
        for path in files {
            let report = try ConformanceChecker.check(contentsOf: path)
            #expect(report.passes, "\(path):\n\(report.text)")
            if report.profiles.contains("tagged PDF") { tagged += 1 }
        }
        #expect(tagged > 0, "no fixture is tagged")
    }
}
