import ArgumentParser
import Folio
import Foundation

/// `folio fonts`: the font families folio can use, with their styles.
struct Fonts: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the font families folio can use (for --font).")

    @Option(name: .customLong("font-dir"), help: ArgumentHelp("A folder of extra fonts to include (repeatable).", valueName: "dir"))
    var fontDirectories: [String] = []

    @Flag(help: "Show each face's file too.")
    var files = false

    func run() throws {
        try reportingErrors {
            for dir in fontDirectories where !FileManager.default.fileExists(atPath: dir) {
                throw CLIError(code: 66, "--font-dir \(dir): no such folder")
            }
            let library = fontDirectories.isEmpty ? FontLibrary.shared : FontLibrary(extraDirectories: fontDirectories)
            let faces = library.availableFaces()
            if files {
                for f in faces { print("\(f.family)\t\(f.style)\t\(f.path)") }
                return
            }
            var styles: [String: Set<String>] = [:]
            for f in faces { styles[f.family, default: []].insert(f.style) }
            for family in styles.keys.sorted() {
                print("\(family): \(styles[family]!.sorted().joined(separator: ", "))")
            }
            print("Generic families: serif, sans-serif, monospace (fontconfig chooses the installed family).")
        }
    }
}

/// `folio papers`: the paper names --paper accepts.
struct Papers: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the paper names --paper accepts, with their sizes.")

    func run() throws {
        for entry in PaperCatalog.entries {
            let aliases = entry.aliases.isEmpty ? "" : "  (also: \(entry.aliases.joined(separator: ", ")))"
            print("\(entry.name)\t\(entry.dimensions)\t\(Int(entry.paper.width.rounded())) × \(Int(entry.paper.height.rounded())) pt\(aliases)")
        }
        print("Sizes work too: 210x297mm, 8.5x11in, 612x792 (points); add -landscape to a name to turn it.")
    }
}
