import Foundation
import Testing

/// Real Markdown from Debian packages (README, NEWS, changelogs and manuals installed under
/// /usr/share/doc), each cut to its first 150 lines, in `Resources/Corpus`. `MANIFEST.tsv` there
/// gives each file's package, source path, licence and the lines kept;
/// `Tools/scripts/collect-markdown-corpus.py` made them.
enum CmarkCorpus {
    /// The corpus folder in the test bundle.
    static var folder: URL? { Bundle.module.url(forResource: "Corpus", withExtension: nil, subdirectory: "Resources") }

    /// The corpus's Markdown file names, sorted.
    static let files: [String] = {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".md") }.sorted()
    }()

    /// The manifest's rows: file name, then package, source path, licence, lines kept.
    static func manifest() throws -> [String: [String]] {
        let folder = try #require(folder)
        let text = try String(contentsOf: folder.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            rows[fields[0]] = Array(fields.dropFirst())
        }
        return rows
    }

    /// A corpus file's text (every file is UTF-8).
    static func markdown(_ file: String) throws -> String {
        let folder = try #require(folder)
        return try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }
}
