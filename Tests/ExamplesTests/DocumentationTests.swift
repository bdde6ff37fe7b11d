import Foundation
import FolioTesting
import Testing

/// Keeps every public declaration documented: runs Tools/scripts/check-docs.sh as CI would.
@Suite("Documentation")
struct DocumentationTests {
    static let script = ExamplesTests.packageRoot.appendingPathComponent("Tools/scripts/check-docs.sh").path

    @Test("every public declaration under Modules/ has a /// comment")
    func publicDeclarationsAreDocumented() throws {
        let run = try PDFTools.run("bash", [Self.script])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test("the check finds an undocumented declaration and accepts a documented one")
    func checkFindsMissingComments() throws {
        let dir = PDFTools.temporaryDirectory(prefix: "folio-check-docs")
        let module = dir.appendingPathComponent("Sample")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        try """
            /// Documented.
            public struct Documented {
                /// Documented too.
                @inlinable public init() {}
                public var undocumented = 0
            }
            /// A choice.
            public enum Choice {
                case bare
            }
            extension Documented: CustomStringConvertible {
                public var description: String { "" }
            }
            """.write(to: module.appendingPathComponent("Sample.swift"), atomically: true, encoding: .utf8)
        let run = try PDFTools.run("bash", [Self.script, "--root", dir.path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("Sample.swift:5: public var undocumented = 0"))
        #expect(run.stdout.contains("Sample.swift:9: case bare"))
        #expect(run.stdout.contains("2 of 5 public declarations"), "\(run.stdout)")

        let excluded = try PDFTools.run("bash", [Self.script, "--root", dir.path, "--exclude", "Sample"])
        #expect(excluded.status == 2, "no files left: \(excluded.stderr)")
    }
}
