import Foundation

/// One regression case: a folder `<root>/<area>/<case>/` holding a `case.json` that says what
/// to make, the input it names, and `expected/`, the ``PDFReference`` the output must match.
///
/// ```
/// Fixtures/drawing/pentagon/
///     case.json          {"scenario": "pentagon"}
///     expected/          output.pdf, structure.json, page-1.txt, page-1.png
/// Fixtures/reports/invoice/
///     case.json          {"input": "invoice.html", "options": {"paper": "a4"}}
///     invoice.html
///     expected/          …
/// ```
///
/// FolioTesting reads cases; what turns a case into a PDF is the runner's business (Folio's
/// own suite maps `scenario` to its drawing scenarios and `input` to the printing pipeline).
public struct FixtureCase: Sendable, Hashable, CustomStringConvertible {
    /// What `case.json` holds.
    public struct Manifest: Codable, Sendable, Hashable {
        /// The name of a drawing scenario the runner knows, for cases made by Swift code.
        public var scenario: String?
        /// The input file, relative to the case folder (a text or HTML file).
        public var input: String?
        /// Options for the runner (paper, margins, font size, …), as strings.
        public var options: [String: String]?
        /// How the output is compared; defaults when left out.
        public var comparison: ComparisonOptions?
        /// What the case is for, in a sentence.
        public var summary: String?

        /// A manifest from its parts.
        public init(scenario: String? = nil, input: String? = nil, options: [String: String]? = nil,
                    comparison: ComparisonOptions? = nil, summary: String? = nil) {
            self.scenario = scenario
            self.input = input
            self.options = options
            self.comparison = comparison
            self.summary = summary
        }
    }

    /// `<area>/<case>`, such as `drawing/pentagon`.
    public let name: String
    /// The case folder.
    public let directory: URL
    /// The decoded `case.json`.
    public let manifest: Manifest

    /// The area: the first part of the name (`drawing`).
    public var area: String { String(name.split(separator: "/").first ?? "") }
    /// The input file, when the manifest names one.
    public var inputURL: URL? { manifest.input.map { directory.appendingPathComponent($0) } }
    /// The reference folder, `expected/`, with the manifest's comparison options.
    public var reference: PDFReference {
        var r = PDFReference(directory: directory.appendingPathComponent("expected"), name: name,
                             options: manifest.comparison ?? ComparisonOptions())
        r.blessingHint = "to accept the current output, run the test again with FOLIO_BLESS=\(name) in the environment"
        return r
    }
    /// The name.
    public var description: String { name }

    /// Reads the case in `directory`, named `<area>/<case>` after its last two path components.
    public init(directory: URL) throws {
        let url = directory.appendingPathComponent("case.json")
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw FixtureError.unreadable(url, "no case.json (\(error.localizedDescription))")
        }
        do { manifest = try JSONDecoder().decode(Manifest.self, from: data) } catch {
            throw FixtureError.unreadable(url, String(describing: error))
        }
        guard (manifest.scenario == nil) != (manifest.input == nil) else {
            throw FixtureError.unreadable(url, "a case names exactly one of \"scenario\" and \"input\"")
        }
        self.directory = directory
        self.name = directory.deletingLastPathComponent().lastPathComponent + "/" + directory.lastPathComponent
    }

    /// Every case under `root`: each `<root>/<area>/<case>/` that holds a `case.json`, sorted by
    /// name. Folders without one (such as `Fixtures/Fonts`) are not cases.
    public static func discover(in root: URL) throws -> [FixtureCase] {
        let fm = FileManager.default
        var cases: [FixtureCase] = []
        for area in try fm.contentsOfDirectory(atPath: root.path).sorted() where !area.hasPrefix(".") {
            let areaURL = root.appendingPathComponent(area)
            guard let names = try? fm.contentsOfDirectory(atPath: areaURL.path) else { continue }
            for name in names.sorted() where fm.fileExists(atPath: areaURL.appendingPathComponent(name).appendingPathComponent("case.json").path) {
                cases.append(try FixtureCase(directory: areaURL.appendingPathComponent(name)))
            }
        }
        return cases
    }
}

/// A fixture case that cannot be read or run.
public enum FixtureError: Error, Sendable, CustomStringConvertible {
    /// The case's `case.json` is missing or malformed.
    case unreadable(URL, String)
    /// The runner does not know how to make this case.
    case unsupported(name: String, reason: String)

    /// What is wrong and where.
    public var description: String {
        switch self {
        case .unreadable(let url, let why): return "\(url.path): \(why)"
        case .unsupported(let name, let reason): return "\(name): \(reason)"
        }
    }
}
