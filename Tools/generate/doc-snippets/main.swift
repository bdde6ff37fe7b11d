// generate-doc-snippets: turns every ```swift block of README.md, docs/*.md and the DocC
// articles (Modules/*/*.docc/*.md) into Swift that the test suite compiles, so that a snippet
// which stops compiling fails the build, and one that writes a PDF is run by the tests.
//
//     swift run generate-doc-snippets                       # from the package root
//     swift Tools/generate/doc-snippets/main.swift          # or as a script
//
// Options:
//     --root DIR          the package whose docs are read (default: the current folder)
//     --output-root DIR   where the generated files go, under their paths below (default: --root)
//     --check             write nothing; exit 1 if a committed file differs from what would be
//                         generated
//
// Outputs (all committed; DocSnippetTests regenerates them and fails when one is stale):
//     Tests/DocSnippets/Snippets/NAME.swift
//         each snippet in a file of its own, with the doc's imports only (so a missing
//         `import Foundation` fails as it would for a reader), in the `doc-snippets` program
//     Tests/DocSnippets/RunSnippet.swift
//         the function by which `doc-snippets NAME FOLDER` runs a snippet that writes a PDF
//     Tests/DocSnippetTests/Snippets/NAME.swift
//         the snippets that need Swift Testing (they import it, or use #expect or @Test)
//     Tests/DocSnippetTests/GeneratedSnippets.swift
//         the list of snippets that write PDFs, the Package.swift examples, the blocks left out
// A file in those two Snippets folders that no snippet makes any more is removed.
//
// Each snippet keeps its text, line for line (`import` lines become blank and move to the top
// of the file), between `#sourceLocation` lines, so a compiler error names the doc's file and
// line. A snippet is statements, run as the body of a method; the HTML comment on the line
// before its fence can say otherwise:
//
//     <!-- snippet: in NAME -->              the body of a method of NAME, a type written by
//                                            hand in Tests/DocSnippets/Contexts.swift (or in
//                                            Tests/DocSnippetTests/Contexts.swift for snippets
//                                            that import Testing) declaring the names the
//                                            snippet uses without declaring them (`ctx`, `pages`)
//     <!-- snippet: members of NAME -->      declarations (`@Test func …`, `static let …`),
//                                            placed in an extension of NAME
//     <!-- snippet: manifest -->             a whole Package.swift, which the tests check with
//                                            `swift package dump-package`
//     <!-- snippet: not compiled: REASON --> left out; keep these rare, and give the reason
//
// `in` and `members of` may end with `; imports A B`: the modules a snippet continuing an
// earlier one (whose file has the imports) needs, added to the imports it shows.
//
// Without a comment a snippet is the body of a method of `Snippet`, which declares nothing.
// A statement snippet that names a file ending in `.pdf` in a string literal writes that
// file: the tests run it in a temporary folder and check each such file with qpdf.

import Foundation

// MARK: - The model

/// Where a snippet's code goes.
enum Placement: Equatable {
    case statements(context: String)
    case members(context: String)
    case manifest
    case skipped(reason: String)
}

/// One ```swift block of a doc.
struct Snippet {
    /// The doc's path from the package root.
    var file: String
    /// The 1-based line of the opening fence.
    var line: Int
    /// The Swift identifier the snippet is known by: the doc's path and the block's number in it.
    var name: String
    /// The block's lines, without the fence's indentation.
    var lines: [String]
    var placement: Placement
    /// The modules its comment says it needs besides those it imports.
    var givenImports: [String] = []

    /// The modules the snippet imports, or needs imported.
    var imports: [String] { lines.compactMap(Self.importedModule) + givenImports }
    /// Whether the snippet goes to the test target: it imports Swift Testing or uses its macros.
    var needsTesting: Bool {
        imports.contains("Testing")
            || lines.contains { line in ["#expect(", "#require(", "@Test", "@Suite"].contains { line.contains($0) } }
    }
    /// The PDF files a statement snippet writes in its working folder.
    var writes: [String] {
        guard case .statements = placement else { return [] }
        var found: [String] = []
        for line in lines {
            for literal in line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            where literal.offset % 2 == 1 && literal.element.hasSuffix(".pdf")
                && literal.element.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) })
                && !found.contains(String(literal.element)) {
                found.append(String(literal.element))
            }
        }
        return found
    }

    /// `Foo` for a line `import Foo`.
    static func importedModule(_ line: String) -> String? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 2, words[0] == "import", words[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(words[1])
    }
}

/// A problem in a doc, reported as `file:line: error: message`.
struct DocError: Error, CustomStringConvertible {
    var file: String
    var line: Int
    var message: String
    var description: String { "\(file):\(line): error: \(message)" }
}

// MARK: - Reading the docs

/// The docs whose snippets are compiled, as paths from the package root, in a fixed order.
func docFiles(root: URL) -> [String] {
    let manager = FileManager.default
    func markdown(in folder: String) -> [String] {
        let names = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { folder.isEmpty ? $0 : "\(folder)/\($0)" }
    }
    var files = manager.fileExists(atPath: root.appendingPathComponent("README.md").path) ? ["README.md"] : []
    files += markdown(in: "docs")
    let modules = ((try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("Modules").path)) ?? []).sorted()
    for module in modules {
        let catalogs = ((try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("Modules/\(module)").path)) ?? [])
            .filter { $0.hasSuffix(".docc") }.sorted()
        for catalog in catalogs { files += markdown(in: "Modules/\(module)/\(catalog)") }
    }
    return files
}

/// The identifier prefix for a doc: `README`, `docs_from_uikit`, `Folio_docc_Drawing`.
func identifier(for file: String) -> String {
    var parts = file.split(separator: "/").map(String.init)
    if parts.first == "Modules", parts.count > 2 { parts.removeFirst(2) }
    let joined = parts.joined(separator: "_")
    let stem = joined.hasSuffix(".md") ? String(joined.dropLast(3)) : joined
    return String(stem.map { $0.isLetter || $0.isNumber ? $0 : "_" })
}

/// What an HTML comment before a fence asks for.
struct Marker {
    var placement: Placement
    var imports: [String]
    var line: Int
}

/// The marker an HTML comment on the line before a fence gives, or nil when the line is no
/// such comment.
func marker(_ line: String, file: String, number: Int) throws(DocError) -> Marker? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
    let inner = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    guard inner.hasPrefix("snippet:") else { return nil }
    let directive = inner.dropFirst("snippet:".count).trimmingCharacters(in: .whitespaces)
    let parts = directive.hasPrefix("not compiled:")       // a reason may hold a ';'
        ? [directive] : directive.split(separator: ";", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    var imports: [String] = []
    if parts.count == 2 {
        let words = parts[1].split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard words.first == "imports", words.count > 1 else {
            throw DocError(file: file, line: number, message: "after ';' write 'imports' and module names, as in '; imports Testing'")
        }
        imports = Array(words.dropFirst())
    }
    let placement = try placement(parts[0], file: file, number: number)
    return Marker(placement: placement, imports: imports, line: number)
}

/// The placement a snippet comment's directive (`in NAME`, `manifest`, …) asks for.
func placement(_ directive: String, file: String, number: Int) throws(DocError) -> Placement {
    func name(after prefix: String) throws(DocError) -> String {
        let name = directive.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw DocError(file: file, line: number, message: "'\(directive)' needs a type name after '\(prefix)'")
        }
        return name
    }
    if directive.hasPrefix("members of ") { return .members(context: try name(after: "members of ")) }
    if directive.hasPrefix("in ") { return .statements(context: try name(after: "in ")) }
    if directive == "manifest" { return .manifest }
    if directive.hasPrefix("not compiled:") {
        let reason = directive.dropFirst("not compiled:".count).trimmingCharacters(in: .whitespaces)
        guard !reason.isEmpty else {
            throw DocError(file: file, line: number, message: "'not compiled:' needs a reason after the colon")
        }
        return .skipped(reason: reason)
    }
    throw DocError(file: file, line: number, message: """
        unknown snippet comment '\(directive)': use 'in NAME', 'members of NAME', 'manifest' or \
        'not compiled: REASON'
        """)
}

/// The ```swift blocks of one doc.
func snippets(in text: String, file: String) throws(DocError) -> [Snippet] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var found: [Snippet] = []
    var index = 0
    var pendingMarker: Marker?
    while index < lines.count {
        let line = lines[index]
        let indent = line.prefix { $0 == " " }
        let rest = line.dropFirst(indent.count)
        if rest.hasPrefix("```") {
            let language = rest.dropFirst(3).split(separator: " ").first.map(String.init) ?? ""
            guard let close = lines[(index + 1)...].firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces) == "```"
            }) else {
                throw DocError(file: file, line: index + 1, message: "this code block is never closed")
            }
            if language == "swift" {
                let body = lines[(index + 1)..<close].map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : $0 }
                found.append(Snippet(
                    file: file, line: index + 1, name: "\(identifier(for: file))_\(found.count + 1)", lines: body,
                    placement: pendingMarker?.placement ?? .statements(context: "Snippet"),
                    givenImports: pendingMarker?.imports ?? []))
            } else if let marker = pendingMarker {
                throw DocError(file: file, line: marker.line, message: "a snippet comment must come just before a ```swift block")
            }
            pendingMarker = nil
            index = close + 1
            continue
        }
        if let marker = pendingMarker, !line.trimmingCharacters(in: .whitespaces).isEmpty {
            throw DocError(file: file, line: marker.line, message: "a snippet comment must come just before a ```swift block")
        }
        if let marker = try marker(line, file: file, number: index + 1) { pendingMarker = marker }
        index += 1
    }
    if let marker = pendingMarker {
        throw DocError(file: file, line: marker.line, message: "a snippet comment must come just before a ```swift block")
    }
    return found
}

// MARK: - Writing Swift

enum Generated {
    /// The comment at the top of each generated file.
    static let header = """
        // Generated by Tools/generate/doc-snippets/main.swift from the ```swift blocks of README.md,
        // docs/*.md and the DocC articles. Do not edit: change the doc, then run
        //     swift run generate-doc-snippets
        // Compiler messages name the doc's file and line (#sourceLocation).

        """
}

/// `import` lines for the modules a snippet imports, always with Folio (fragments assume it).
func importLines(_ snippet: Snippet) -> String {
    Set(snippet.imports + ["Folio"]).sorted().map { "import \($0)\n" }.joined()
}

/// A snippet's code with its imports blanked, between `#sourceLocation` lines.
func located(_ snippet: Snippet) -> String {
    let body = snippet.lines.map { Snippet.importedModule($0) == nil ? $0 : "" }
    return "#sourceLocation(file: \"\(snippet.file)\", line: \(snippet.line + 1))\n"
        + body.map { $0 + "\n" }.joined()
        + "#sourceLocation()\n"
}

/// A snippet's file: its imports, then a method of its context, or members of an extension of it.
func snippetFile(_ snippet: Snippet) -> String {
    var out = Generated.header + "// From \(snippet.file):\(snippet.line).\n\n" + importLines(snippet) + "\n"
    switch snippet.placement {
    case .statements(let context):
        out += "extension \(context) {\n    func \(snippet.name)() throws {\n" + located(snippet) + "    }\n}\n"
    case .members(let context):
        out += "extension \(context) {\n" + located(snippet) + "}\n"
    case .manifest, .skipped:
        break
    }
    return out
}

/// A Swift raw string literal holding `text`, with enough `#` that nothing in it ends it.
func rawStringLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\"" + hashes) { hashes += "#" }
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

/// The snippets compiled into the `doc-snippets` program: those that need no Swift Testing.
func programSnippets(_ snippets: [Snippet]) -> [Snippet] {
    snippets.filter { !$0.needsTesting && $0.placement != .manifest && !isSkipped($0) }
}

/// The function by which the `doc-snippets` program runs a snippet by name.
func runFile(_ snippets: [Snippet]) -> String {
    var out = Generated.header + """

        /// Runs the snippet called `name` (one that writes a PDF); false when there is no such snippet.
        func runDocSnippet(named name: String) throws -> Bool {
            switch name {

        """
    for snippet in programSnippets(snippets) where !snippet.writes.isEmpty {
        guard case .statements(let context) = snippet.placement else { continue }
        out += "    case \"\(snippet.name)\": try \(context)().\(snippet.name)()\n"
    }
    out += "    default: return false\n    }\n    return true\n}\n"
    return out
}

/// The list of snippets to run, the manifests to check, and the snippets left out.
func listFile(_ snippets: [Snippet]) -> String {
    var out = Generated.header
    out += "\n/// The snippets that write PDFs, each run by `doc-snippets NAME FOLDER`.\n"
    out += "let runnableDocSnippets: [RunnableDocSnippet] = [\n"
    for snippet in snippets where !snippet.needsTesting && !snippet.writes.isEmpty {
        let writes = snippet.writes.map { "\"\($0)\"" }.joined(separator: ", ")
        out += "    RunnableDocSnippet(name: \"\(snippet.name)\", source: \"\(snippet.file):\(snippet.line)\", writes: [\(writes)]),\n"
    }
    out += "]\n\n/// The Package.swift examples, each checked with `swift package dump-package`.\n"
    out += "let docManifests: [DocManifest] = [\n"
    for snippet in snippets where snippet.placement == .manifest {
        out += "    DocManifest(source: \"\(snippet.file):\(snippet.line)\", text: "
            + rawStringLiteral(snippet.lines.joined(separator: "\n")) + "),\n"
    }
    out += "]\n"
    let skipped = snippets.compactMap { snippet -> String? in
        guard case .skipped(let reason) = snippet.placement else { return nil }
        return "//     \(snippet.file):\(snippet.line): \(reason)\n"
    }
    out += skipped.isEmpty ? "\n// Every snippet is compiled.\n" : "\n// Not compiled:\n" + skipped.joined()
    return out
}

func isSkipped(_ snippet: Snippet) -> Bool {
    if case .skipped = snippet.placement { return true }
    return false
}

// MARK: - Main

var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var outputRoot: URL?
var checkOnly = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--root", "--output-root":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("generate-doc-snippets: \(argument) needs a folder\n".utf8))
            exit(2)
        }
        if argument == "--root" { root = URL(fileURLWithPath: value) } else { outputRoot = URL(fileURLWithPath: value) }
    case "--check": checkOnly = true
    default:
        FileHandle.standardError.write(Data("usage: generate-doc-snippets [--root DIR] [--output-root DIR] [--check]\n".utf8))
        exit(2)
    }
}
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
    FileHandle.standardError.write(Data("generate-doc-snippets: no Package.swift in \(root.path); run it from the package root or pass --root\n".utf8))
    exit(2)
}

var all: [Snippet] = []
do {
    for file in docFiles(root: root) {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        all += try snippets(in: text, file: file)
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}

/// The folders whose Swift files are all generated, one per snippet.
let snippetFolders = ["Tests/DocSnippets/Snippets", "Tests/DocSnippetTests/Snippets"]
var outputs = [
    "Tests/DocSnippets/RunSnippet.swift": runFile(all),
    "Tests/DocSnippetTests/GeneratedSnippets.swift": listFile(all),
]
for snippet in all where snippet.placement != .manifest && !isSkipped(snippet) {
    outputs["\(snippetFolders[snippet.needsTesting ? 1 : 0])/\(snippet.name).swift"] = snippetFile(snippet)
}
let destination = outputRoot ?? root
var stale: [String] = []
for folder in snippetFolders {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: destination.appendingPathComponent(folder).path)) ?? []
    for name in names.sorted() where name.hasSuffix(".swift") && outputs["\(folder)/\(name)"] == nil {
        stale.append("\(folder)/\(name)")
        if !checkOnly { try? FileManager.default.removeItem(at: destination.appendingPathComponent("\(folder)/\(name)")) }
    }
}
for (path, text) in outputs.sorted(by: { $0.key < $1.key }) {
    let url = destination.appendingPathComponent(path)
    let current = try? String(contentsOf: url, encoding: .utf8)
    if current == text { continue }
    stale.append(path)
    if checkOnly { continue }
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("generate-doc-snippets: cannot write \(url.path): \(error)\n".utf8))
        exit(1)
    }
}
let runnable = all.filter { !$0.needsTesting && !$0.writes.isEmpty }.count
let skipped = all.filter(isSkipped).count
if checkOnly && !stale.isEmpty {
    print("stale: \(stale.joined(separator: ", ")); run `swift run generate-doc-snippets`")
    exit(1)
}
print("\(all.count) snippets (\(runnable) write PDFs, \(skipped) not compiled); "
      + (stale.isEmpty ? "nothing changed" : "wrote or removed \(stale.count) files: \(stale.joined(separator: ", "))"))
