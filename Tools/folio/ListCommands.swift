import ArgumentParser
import Folio
import Foundation

/// `folio fonts`: the font families folio can use, with their styles.
struct Fonts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List the font families folio can use (for --font), or what a pattern resolves to.")

    @Argument(help: "A family name or part of one: lists the matching families and the face fontconfig picks for it.")
    var pattern: String?

    @Option(name: .customLong("font-dir"), help: ArgumentHelp("A folder of extra fonts to include (repeatable).", valueName: "dir"))
    var fontDirectories: [String] = []

    @Flag(help: "Show each face's file too.")
    var files = false

    func run() throws {
        try reportingErrors {
            try TypesetOptions.checkFontDirectories(fontDirectories)
            let library = fontDirectories.isEmpty ? FontLibrary.shared : FontLibrary(extraDirectories: fontDirectories)
            var faces = library.availableFaces()
            if let pattern {
                faces = faces.filter { $0.family.lowercased().contains(pattern.lowercased()) }
                let match: FontMatch
                do throws(FontError) { match = try library.font(FontQuery(family: pattern)) } catch { throw CLIError(error, context: "") }
                print("\(pattern) → \(match.font.familyName) (\(match.font.path))\(match.isSubstitute ? ", a substitute: no family of that name" : "")")
            }
            if files {
                for f in faces { print("\(f.family)\t\(f.style)\t\(f.path)") }
                return
            }
            var styles: [String: Set<String>] = [:]
            for f in faces { styles[f.family, default: []].insert(f.style) }
            for family in styles.keys.sorted() {
                print("\(family): \(styles[family]!.sorted().joined(separator: ", "))")
            }
            if pattern == nil { print("Generic families: serif, sans-serif, monospace (fontconfig chooses the installed family).") }
        }
    }
}

/// `folio papers`: the paper names --paper accepts.
struct Papers: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "papers",
        abstract: "List the paper names --paper accepts, with their sizes, or the best paper for a content size.")

    @Option(help: ArgumentHelp("The best paper and orientation for content of this size (e.g. 600x800, 200x300mm).", valueName: "WxH"))
    var fit: String?

    func run() throws {
        if let fit {
            try reportingErrors {
                let size: Size
                do { size = try Paper(parsing: fit).size } catch { throw CLIError(.usage, "--fit: \(error)") }
                let result: PaperFit
                do { result = try Paper.bestFit(forPageSize: size) } catch { throw CLIError(.usage, "--fit: \(error)") }
                let rule = switch result.rule {
                case .exact: "the same size"
                case .rotated: "the same size, turned"
                case .contains: "the smallest paper that holds it"
                case .scaled: "no paper holds it; scaled by \(String(format: "%.3f", result.scale))"
                }
                print("\(result.paper.name) \(result.orientation == .landscape ? "landscape" : "portrait") (\(rule))")
            }
            return
        }
        for entry in PaperCatalog.entries {
            let aliases = entry.aliases.isEmpty ? "" : "  (also: \(entry.aliases.joined(separator: ", ")))"
            print("\(entry.name)\t\(entry.dimensions)\t\(Int(entry.paper.width.rounded())) × \(Int(entry.paper.height.rounded())) pt\(aliases)")
        }
        print("Sizes work too: 210x297mm, 8.5x11in, 612x792 (points); add -landscape to a name to turn it.")
    }
}
