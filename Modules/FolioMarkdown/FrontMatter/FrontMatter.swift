import FolioGeometry
import Foundation
import FolioPaper
import Yams

/// What a Markdown document says about itself in YAML between two `---` lines at its very
/// start (as Jekyll, Hugo, pandoc and GitHub read it):
///
/// ```yaml
/// ---
/// title: Field notes
/// author: A. Writer
/// subject: Birds of the coast
/// keywords: [birds, coast]      # or one string, comma-separated
/// lang: en-GB                   # or language:
/// paper: A5                     # any name or size folio --paper takes: A4, letter, 150x200mm, A4 landscape
/// margins: 2cm                  # one length, or 2–4 as CSS gives them: 2cm 1.5cm
/// toc: true                     # a table of contents after the title; toc-title, toc-depth
/// header: "{title}||{date}"      # header and footer templates, as folio --header and --footer
/// footer: "||{page} of {pages}"  # take them (read by the folio command and page renderers)
/// ---
/// ```
///
/// Keys it does not know are kept in ``fields`` and otherwise ignored.
public struct FrontMatter: Sendable, Equatable {
    /// `title`: the PDF's title.
    public var title: String?
    /// `author` (a list is joined with commas).
    public var author: String?
    /// `subject` (or `description`).
    public var subject: String?
    /// `keywords`: a list, or one string split at commas.
    public var keywords: [String] = []
    /// `lang` or `language`: a BCP 47 tag.
    public var language: String?
    /// `paper`: the page size and orientation.
    public var paper: PaperSpecification?
    /// `margins` (or `margin`): top, left, bottom, right in points.
    public var margins: EdgeInsets?
    /// `toc`: whether a table of contents follows the title.
    public var tableOfContents = false
    /// `toc-title`: the heading of the table of contents ("Contents" by default).
    public var tableOfContentsTitle: String?
    /// `toc-depth`: the deepest heading level listed (3 by default).
    public var tableOfContentsDepth: Int?
    /// `header`: a header template for a page renderer (`left|centre|right` with `{page}`,
    /// `{pages}`, `{title}`, `{file}`, `{date}`, as `HeaderFooterTemplate` reads it).
    public var header: String?
    /// `footer`: a footer template, as ``header``.
    public var footer: String?
    /// Every key with its value as written (scalars as text, lists joined with commas).
    public var fields: [String: String] = [:]

    /// No front matter.
    public init() {}

    /// What the start of a Markdown text holds.
    enum Split {
        /// No front matter: the text does not start with `---` and a line break, no closing
        /// `---` (or `...`) line follows, or what lies between is not a YAML mapping (a
        /// thematic break and a setext heading, say: then it is Markdown).
        case none
        /// Front matter, taking the first `length` bytes (the Markdown starts after them).
        case matter(FrontMatter, length: Int)
        /// A block that looks like front matter but whose YAML does not parse (it is then read
        /// as Markdown): the parser's message.
        case invalid(String)
    }

    /// The YAML block at the start of a Markdown text.
    static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> Split {
        // "---" then a line break, at the very start (after a byte order mark).
        var i = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        guard bytes.count >= i + 4, bytes[i] == 0x2D, bytes[i + 1] == 0x2D, bytes[i + 2] == 0x2D else { return .none }
        var j = i + 3
        while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
        if j < bytes.count, bytes[j] == 0x0D { j += 1 }
        guard j < bytes.count, bytes[j] == 0x0A else { return .none }
        let yamlStart = j + 1
        // The closing line: "---" or "..." alone.
        var lineStart = yamlStart
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var content = lineEnd
            while content > lineStart, [0x20, 0x09, 0x0D].contains(bytes[content - 1]) { content -= 1 }
            if content - lineStart == 3,
               (bytes[lineStart] == 0x2D && bytes[lineStart + 1] == 0x2D && bytes[lineStart + 2] == 0x2D)
                || (bytes[lineStart] == 0x2E && bytes[lineStart + 1] == 0x2E && bytes[lineStart + 2] == 0x2E) {
                let yaml = String(decoding: UnsafeBufferPointer(rebasing: bytes[yamlStart..<lineStart]), as: UTF8.self)
                let end = min(lineEnd + 1, bytes.count)
                let parsed: Any?
                do { parsed = try Yams.load(yaml: yaml) } catch { return .invalid("\(error)") }
                guard let mapping = parsed as? [String: Any] else { return .none }
                return .matter(FrontMatter(mapping: mapping), length: end)
            }
            lineStart = lineEnd + 1
        }
        return .none
    }

    /// The front matter of a parsed YAML mapping; values of the wrong kind are left out.
    init(mapping: [String: Any]) {
        for (key, value) in mapping { fields[key] = Self.text(value) }
        func string(_ keys: String...) -> String? {
            for key in keys { if let v = mapping[key].flatMap(Self.text), !v.isEmpty { return v } }
            return nil
        }
        title = string("title")
        author = string("author", "authors")
        subject = string("subject", "description")
        if let list = mapping["keywords"] as? [Any] {
            keywords = list.compactMap(Self.text)
        } else if let text = string("keywords") {
            keywords = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        language = string("lang", "language")
        if let name = string("paper", "papersize") { paper = try? PaperSpecification(parsing: name) }
        if let text = string("margins", "margin") { margins = Self.margins(text) }
        if let toc = mapping["toc"] {
            if let b = toc as? Bool { tableOfContents = b } else if let t = Self.text(toc) { tableOfContents = ["yes", "on", "true"].contains(t.lowercased()) }
        }
        tableOfContentsTitle = string("toc-title")
        header = mapping["header"].flatMap(Self.text)
        footer = mapping["footer"].flatMap(Self.text)
        if let depth = string("toc-depth").flatMap({ Int($0) }) { tableOfContentsDepth = min(max(depth, 1), 6) }
    }

    /// One to four lengths as CSS's `margin` gives them: top, right, bottom, left.
    static func margins(_ text: String) -> EdgeInsets? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { Length(parsing: $0)?.points }
        guard (1...4).contains(parts.count), parts.allSatisfy({ ($0 ?? -1) >= 0 && ($0 ?? 0) <= Paper.maximumSide }) else { return nil }
        let v = parts.map { $0! }
        switch v.count {
        case 1: return EdgeInsets(top: v[0], left: v[0], bottom: v[0], right: v[0])
        case 2: return EdgeInsets(top: v[0], left: v[1], bottom: v[0], right: v[1])
        case 3: return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[1])
        default: return EdgeInsets(top: v[0], left: v[3], bottom: v[2], right: v[1])
        }
    }

    /// A scalar as text; a list as its items joined with commas.
    private static func text(_ value: Any) -> String? {
        switch value {
        case let s as String: return s
        case let b as Bool: return b ? "true" : "false"
        case let i as Int: return String(i)
        case let d as Double: return String(d)
        case let list as [Any]: return list.compactMap { text($0) }.joined(separator: ", ")
        default: return nil
        }
    }
}
