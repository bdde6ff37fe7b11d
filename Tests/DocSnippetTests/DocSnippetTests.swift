import FolioTesting
import Foundation
import Testing

/// A doc snippet that writes PDFs, listed in GeneratedSnippets.swift.
struct RunnableDocSnippet: Sendable, CustomStringConvertible {
    /// The snippet's method name, which `doc-snippets` takes.
    var name: String
    /// The doc and the line of the block's opening fence.
    var source: String
    /// The PDF files it writes in its working folder.
    var writes: [String]
    var description: String { source }
}

/// A Package.swift of the docs, listed in GeneratedSnippets.swift.
struct DocManifest: Sendable, CustomStringConvertible {
    /// The doc and the line of the block's opening fence.
    var source: String
    /// The manifest.
    var text: String
    var description: String { source }
}

/// Keeps the docs' Swift honest: every ```swift block of README.md, docs/ and the DocC articles
/// is compiled (Tests/DocSnippets/Snippets.swift, GeneratedSnippets.swift), each that writes a
/// PDF is run, and each Package.swift is read by SwiftPM. See Tools/generate/doc-snippets.
@Suite("Doc snippets")
struct DocSnippetTests {
    /// The folder holding the built products (the test runner's folder).
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    /// The package's root folder, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The folders of generated files, one per snippet, and the generated lists, from the package root.
    static let snippetFolders = ["Tests/DocSnippets/Snippets", "Tests/DocSnippetTests/Snippets"]
    static let lists = ["Tests/DocSnippets/RunSnippet.swift", "Tests/DocSnippetTests/GeneratedSnippets.swift"]
    static let regenerate = "swift run generate-doc-snippets"

    /// The generated files under `root`, as paths from it.
    static func generatedFiles(in root: URL) -> Set<String> {
        var paths = Set(lists)
        for folder in snippetFolders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            paths.formUnion(names.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" })
        }
        return paths
    }

    /// Runs the generator on a package folder, writing into `output`.
    static func generate(root: URL, output: URL) throws -> PDFTools.Run {
        try PDFTools.run(products.appendingPathComponent("generate-doc-snippets").path,
                         ["--root", root.path, "--output-root", output.path])
    }

    @Test("the committed snippet files are what the docs generate")
    func generatedFilesAreCurrent() throws {
        let output = PDFTools.temporaryDirectory(prefix: "folio-doc-snippets")
        let run = try Self.generate(root: Self.packageRoot, output: output)
        try #require(run.status == 0, "generate-doc-snippets failed: \(run.stderr)")
        let paths = Self.generatedFiles(in: output).union(Self.generatedFiles(in: Self.packageRoot))
        #expect(paths.count > Self.lists.count, "no snippet was generated")
        for path in paths.sorted() {
            let fresh = (try? String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)) ?? ""
            let committed = (try? String(contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
            if committed != fresh {         // not #expect(==), which would print both files whole
                Issue.record("""
                    \(path) is stale (or no longer generated): a doc's ```swift block changed. Run `\(Self.regenerate)` in the package \
                    root and commit the result.
                    \(TextDiff.unified(expected: committed, actual: fresh, expectedLabel: path, actualLabel: "from the docs"))
                    """)
            }
        }
    }

    @Test("each snippet that writes a PDF runs, and each PDF passes qpdf --check", arguments: runnableDocSnippets)
    func snippetWritesValidPDF(_ snippet: RunnableDocSnippet) throws {
        let folder = PDFTools.temporaryDirectory(prefix: "folio-doc-snippet")
        let run = try PDFTools.run(Self.products.appendingPathComponent("doc-snippets").path, [snippet.name, folder.path])
        #expect(run.status == 0, "\(snippet.source): \(run.stderr)")
        for file in snippet.writes {
            let path = folder.appendingPathComponent(file).path
            try #require(FileManager.default.fileExists(atPath: path), "\(snippet.source) wrote no \(file)")
            let check = try PDFTools.qpdfCheck(path)
            #expect(check.ok, "\(snippet.source), \(file): \(check.output)")
        }
    }

    @Test("each Package.swift of the docs is a manifest SwiftPM reads", arguments: docManifests)
    func manifestParses(_ manifest: DocManifest) throws {
        let folder = PDFTools.temporaryDirectory(prefix: "folio-doc-manifest")
        try manifest.text.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let run = try PDFTools.run("swift", ["package", "--package-path", folder.path, "dump-package"])
        #expect(run.status == 0, "\(manifest.source): \(run.stderr)")
        #expect(run.stdout.contains("\"targets\""), "\(manifest.source): \(run.stdout)")
    }

    @Test("the generator reads markers, names each snippet's doc line, and refuses a bad marker")
    func generatorMarkers() throws {
        let root = PDFTools.temporaryDirectory(prefix: "folio-doc-snippets-root")
        try "// swift-tools-version:6.0\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let readme = root.appendingPathComponent("README.md")
        try """
            # Sample

            ```swift
            import Folio
            try PDFRenderer().writePDF(to: "a.pdf") { ctx throws(GraphicsError) in try ctx.beginPage() }
            ```

            <!-- snippet: in PageLoop; imports Foundation -->
            ```swift
            for page in pages { print(page) }
            ```

            <!-- snippet: not compiled: shows a shape, not code -->
            ```swift
            Heading(…)
            ```
            """.write(to: readme, atomically: true, encoding: .utf8)
        let old = root.appendingPathComponent("\(Self.snippetFolders[0])/README_9.swift")   // a block since deleted
        try FileManager.default.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "// old".write(to: old, atomically: true, encoding: .utf8)
        let run = try Self.generate(root: root, output: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: old.path), "the file of a snippet no doc has is removed")
        #expect(run.stdout.contains("3 snippets (1 write PDFs, 1 not compiled)"), "\(run.stdout)")
        #expect(Self.generatedFiles(in: root) == Set(Self.lists + ["README_1", "README_2"].map { "\(Self.snippetFolders[0])/\($0).swift" }))
        let first = try String(contentsOf: root.appendingPathComponent("\(Self.snippetFolders[0])/README_1.swift"), encoding: .utf8)
        #expect(first.contains("import Folio\n\nextension Snippet {\n    func README_1() throws {\n#sourceLocation(file: \"README.md\", line: 4)\n\n"))
        let second = try String(contentsOf: root.appendingPathComponent("\(Self.snippetFolders[0])/README_2.swift"), encoding: .utf8)
        #expect(second.contains("import Folio\nimport Foundation\n\nextension PageLoop {\n    func README_2() throws {"))
        let runner = try String(contentsOf: root.appendingPathComponent(Self.lists[0]), encoding: .utf8)
        #expect(runner.contains("case \"README_1\": try Snippet().README_1()"))
        #expect(!runner.contains("README_2"), "README_2 writes no PDF")
        let list = try String(contentsOf: root.appendingPathComponent(Self.lists[1]), encoding: .utf8)
        #expect(list.contains("RunnableDocSnippet(name: \"README_1\", source: \"README.md:3\", writes: [\"a.pdf\"])"))
        #expect(list.contains("README.md:14: shows a shape, not code"))

        try "<!-- snippet: maybe -->\n```swift\nlet x = 1\n```\n".write(to: readme, atomically: true, encoding: .utf8)
        let bad = try Self.generate(root: root, output: root)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("README.md:1: error: unknown snippet comment 'maybe'"), "\(bad.stderr)")

        try "<!-- snippet: not compiled: -->\n```swift\nlet x = 1\n```\n".write(to: readme, atomically: true, encoding: .utf8)
        let noReason = try Self.generate(root: root, output: root)
        #expect(noReason.status == 1)
        #expect(noReason.stderr.contains("README.md:1: error: 'not compiled:' needs a reason"), "\(noReason.stderr)")
    }
}
