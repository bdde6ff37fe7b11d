import ArgumentParser
import Folio
import Foundation

/// The page and text options of `folio typeset`, parsed and checked.
struct TypesetOptions: ParsableArguments {
    @Option(help: "Paper: a name such as a4, letter, legal or a5-landscape (`folio papers` lists them), a size (210x297mm, 8.5x11in, 612x792), or auto (an HTML file's @page size, else the system's default paper). Default: an HTML file's @page size or a Markdown file's front matter paper, else letter.")
    var paper: String?

    @Option(help: "How the paper is held; auto follows the paper's own shape. Default: the paper's (a4-landscape is landscape).")
    var orientation: Orientation?

    @Option(help: "All four margins, with a unit (pt, in, mm, cm; bare numbers are points). Default: 72pt.")
    var margin: String?

    @Option(help: "Margins top,right,bottom,left, each with a unit.")
    var margins: String?

    @Option(help: "Font family (serif, sans-serif, monospace or an installed family; `folio fonts` lists them).")
    var font: String = "serif"

    @Flag(help: "Set the text in the monospaced font (same as --font monospace).")
    var mono = false

    @Option(name: .customLong("font-dir"), help: ArgumentHelp("A folder of extra fonts (repeatable).", valueName: "dir"))
    var fontDirectories: [String] = []

    @Option(name: .customLong("font-size"), help: "Font size in points (default 11; HTML keeps its own sizes unless given).")
    var fontSizeOption: Double?

    /// The font size: `--font-size`, else 11 pt.
    var fontSize: Double { fontSizeOption ?? 11 }

    @Option(name: .customLong("line-height"),
            help: "Line height as a multiple of the font size (default 1.2; HTML keeps its own unless given).")
    var lineHeightOption: Double?

    /// The line height as a multiple of the font size: `--line-height`, else 1.2.
    var lineHeight: Double { lineHeightOption ?? 1.2 }

    @Option(help: "Where lines sit between the margins (centre is read as center).")
    var align: Align = .left

    @Flag(help: "Write an untagged PDF: no structure tree for screen readers (by default headings, paragraphs, lists, tables, figures and links are tagged, headers and footers are artifacts).")
    var untagged = false

    @Flag(help: "Hyphenate words (with --lang's patterns; English by default).")
    var hyphenate = false

    @Option(help: "Language of the text, a BCP 47 tag such as en or de-CH: for shaping and hyphenation, and the PDF's /Lang (an HTML page's <html lang> otherwise).")
    var lang: String?

    @Option(help: "Header template: left|centre|right with {page}, {pages}, {title}, {file}, {date}. Default: a Markdown file's front matter header, else none.")
    var header: String?

    @Option(help: "Footer template, as --header; '' for none. Default: a Markdown file's front matter footer, else the page number, centred, unless an HTML page's @page rules have margin boxes (even boxes with content: none).")
    var footer: String?

    @Option(help: "Document title (default: the file name).")
    var title: String?

    @Option(help: "Document author.")
    var author: String?

    @Option(help: "Document subject.")
    var subject: String?

    @Option(help: "Document keywords, comma separated.")
    var keywords: String?

    @Option(name: .customLong("pdf-a"), help: ArgumentHelp(
        "Write archival PDF/A at this part and level: 2b, 2u, 2a, 3b, 3u or 3a (an sRGB output intent, identifying metadata; a levels are tagged; part 3 allows attachments of any kind, part 2 only PDF/A files).",
        valueName: "level"))
    var pdfA: PDFALevel?

    @Option(name: .customLong("pdf-ua"), help: ArgumentHelp(
        "Claim PDF/UA-1 (accessible PDF): tag the PDF, say so in its metadata (pdfuaid:part 1) and check the rules a producer can (a title and a language, figures' alternative text, headings that skip no level, tables with header cells, no .notdef): a bare --pdf-ua (error) writes nothing when one is broken, --pdf-ua=warn writes the PDF and warns.",
        valueName: "error|warn"))
    var pdfUA: AccessibilityMode?

    @Option(name: .customLong("attach"), help: ArgumentHelp(
        "Embed a file in the PDF (repeatable), listed in its attachments; the MIME type comes from the extension (application/octet-stream when unknown).",
        valueName: "file"))
    var attachFiles: [String] = []

    @Flag(help: "Plain text: join the lines of each paragraph (paragraphs are separated by blank lines).")
    var reflow = false

    @Option(name: .customLong("tab-width"), help: "Plain text: tab stops every n spaces.")
    var tabWidth: Int = 8

    @Flag(name: .customLong("line-numbers"), help: "Plain text: number each input line in the margin.")
    var lineNumbers = false

    @Option(help: "Input format. Default: from the extension (.html and .htm are HTML, .md and .markdown Markdown, .svg SVG, anything else text).")
    var format: InputFormat?

    @Option(help: ArgumentHelp(
        "Markdown: a CSS file whose rules win over the built-in style (fonts, sizes, colours, spacing; @page size and margins).",
        valueName: "file"))
    var css: String?

    @Option(help: "Markdown: where footnotes are set: page (at the foot of the page of their first reference) or end (after the text, each with a link back).")
    var footnotes: FootnotePlacement = .page

    @Option(name: .customLong("image-root"), help: ArgumentHelp(
        "HTML: local images and style sheets may come from this folder and below (default: the HTML file's folder); nothing is ever fetched from the network.",
        valueName: "dir"))
    var imageRoot: String?

    @Option(name: .customLong("max-input"), help: ArgumentHelp(
        "The largest input read, as 500M, 2G or a number of bytes; a longer one (an endless stream such as `yes`) is an error. Plain text past 16 MiB from a pipe waits in a spool file in TMPDIR; HTML is held in memory.",
        valueName: "size"))
    var maxInput: String = "2G"

    @Flag(name: [.short, .long], help: "Print nothing but errors (no warnings, no progress).")
    var quiet = false

    @Flag(name: [.short, .long], help: "Print diagnostics: font fallbacks, missing glyphs.")
    var verbose = false

    @Option(help: "Progress on standard error; auto shows it when standard error is a terminal and the job is long.")
    var progress: Progress.Mode = .auto

    @Option(name: [.short, .customLong("jobs")], help: "Typeset up to n inputs at once.")
    var jobs: Int = 1

    @Option(help: "Pages to output, e.g. 1-3,7,10-.")
    var pages: String?

    @Option(help: "Printing on both sides: which edge the pages turn on.")
    var duplex: Duplex = .none

    // MARK: Validation

    /// Checks every value the parser cannot check alone: numbers in their ranges, lengths,
    /// sizes, the paper, the page ranges, the language tag, and margins that leave room on the
    /// page. Each failure is a usage error (64) that names the option.
    func validate() throws {
        guard jobs > 0 else { throw ValidationError("--jobs must be positive: \(jobs) inputs at once (e.g. --jobs 2)") }
        guard jobs <= 64 else { throw ValidationError("--jobs \(jobs) must be between 1 and 64") }
        guard fontSize.isFinite, fontSize > 0 else {
            throw ValidationError("--font-size must be positive: \(Self.number(fontSize)) is not a size in points (e.g. --font-size 11)")
        }
        guard fontSize <= 1000 else { throw ValidationError("--font-size \(Self.number(fontSize)) is too large: at most 1000 points") }
        guard lineHeight.isFinite, lineHeight > 0 else {
            throw ValidationError("--line-height must be positive: \(Self.number(lineHeight)) is not a multiple of the font size (e.g. --line-height 1.2)")
        }
        guard lineHeight <= 10 else { throw ValidationError("--line-height \(Self.number(lineHeight)) is too large: at most 10 times the font size") }
        guard tabWidth > 0 else {
            throw ValidationError("--tab-width must be positive: tab stops every \(tabWidth) spaces make no sense (e.g. --tab-width 8)")
        }
        guard tabWidth <= 64 else { throw ValidationError("--tab-width \(tabWidth) must be between 1 and 64") }
        do {
            _ = try checkedLanguage()
            _ = try checkedMaxInput()
            _ = try pageRanges()
            let (paper, _) = try pageSetup()
            let m = try marginValues()
            guard m.left + m.right < paper.size.width - fontSize, m.top + m.bottom < paper.size.height - fontSize * lineHeight else {
                throw CLIError(.usage, "the margins (\(m.top), \(m.right), \(m.bottom), \(m.left) pt) leave no room on \(paper.name) (\(paper.size)); make them smaller")
            }
        } catch let e as CLIError {
            throw ValidationError(e.description)
        }
    }

    // MARK: Values

    /// The paper given, or `nil` for `auto` or none (an HTML input's @page size then decides).
    func paperValue() throws -> Paper? {
        guard let paper, paper.lowercased() != "auto" else { return nil }
        do { return try Paper(parsing: paper) } catch { throw CLIError(.usage, "--paper: \(error)") }
    }

    /// The paper turned as `--orientation` asks (else as its own shape says), and that
    /// orientation; `--paper auto` is the system's default paper here and no `--paper` letter
    /// (an HTML input may bring its own @page size later).
    func pageSetup() throws -> (paper: Paper, orientation: Orientation) {
        let base = try paperValue() ?? (paper == nil ? .letter : Paper.defaultPaper())
        let orientation = orientation ?? (base.isLandscape ? .landscape : .portrait)
        return (orientation.resolved(for: base.size) == .landscape ? base.landscape : base.portrait, orientation)
    }

    /// Whether progress shows: `always`, or `auto` (on a terminal) unless `--quiet`.
    var progressMode: Progress.Mode { quiet && progress == .auto ? .never : progress }

    /// `--lang`, checked for BCP 47's shape: subtags of 1 to 8 letters and digits joined by `-`
    /// (or `_`), the first of 2 to 8 letters, or `x` or `i` (private and grandfathered tags).
    func checkedLanguage() throws -> String? {
        guard let lang else { return nil }
        let subtags = lang.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        let first = subtags[0].lowercased()
        let wellFormed = ((2...8).contains(first.count) || (["x", "i"].contains(first) && subtags.count > 1))
            && first.allSatisfy { $0.isASCII && $0.isLetter }
            && subtags.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        guard wellFormed else {
            throw CLIError(.usage, "--lang \"\(lang)\" is not a BCP 47 language tag; write one such as en, de-CH or sr-Latn")
        }
        return lang
    }

    /// `--image-root`, checked: an existing folder.
    func checkedImageRoot() throws -> String? {
        guard let imageRoot else { return nil }
        var st = stat()
        guard stat(imageRoot, &st) == 0 else {
            throw CLIError(.noInput, "--image-root \(imageRoot): \(errno == ENOENT ? "no such folder" : InputText.Input.meaning(errno))")
        }
        guard st.st_mode & S_IFMT == S_IFDIR else { throw CLIError(.noInput, "--image-root \(imageRoot) is not a folder") }
        return imageRoot
    }

    /// `--max-input` in bytes.
    func checkedMaxInput() throws -> Int {
        guard let bytes = ByteSize.parse(maxInput), bytes > 0 else {
            throw CLIError(.usage, "--max-input \"\(maxInput)\" is not a size; write one such as 500M, 2G or 1048576")
        }
        return bytes
    }

    /// Checks that `--font` names a family the library has (generic families always do).
    func checkFont(in library: FontLibrary) throws {
        let generic = ["serif", "sans-serif", "sans", "monospace", "mono", "cursive", "fantasy", "system-ui"]
        guard !generic.contains(family.lowercased()) else { return }
        let match: FontMatch
        do throws(FontError) { match = try library.font(FontQuery(family: family)) } catch {
            throw CLIError(error, context: "--font \(family): ")
        }
        if match.isSubstitute {
            throw CLIError(.usage, "--font \"\(family)\" is not an installed font family (fontconfig would use \(match.font.familyName)); `folio fonts` lists them, --font-dir adds a folder")
        }
    }

    /// Top, right, bottom, left in points.
    func marginValues() throws -> (top: Double, right: Double, bottom: Double, left: Double) {
        if let margins {
            let parts = margins.split(separator: ",").map { String($0) }
            guard parts.count == 4 else { throw CLIError(.usage, "--margins needs four lengths: top,right,bottom,left (e.g. 1in,20mm,1in,20mm)") }
            let v = try parts.map { try Self.length($0, option: "--margins") }
            return (v[0], v[1], v[2], v[3])
        }
        let m = try margin.map { try Self.length($0, option: "--margin") } ?? 72
        return (m, m, m, m)
    }

    func pageRanges() throws -> PageRanges? {
        guard let pages else { return nil }
        do { return try PageRanges(parsing: pages) } catch { throw CLIError(.usage, "--pages: \(error)") }
    }

    /// Whether `--font` or `--mono` was given (HTML keeps its own fonts otherwise).
    var fontGiven: Bool { mono || font != "serif" }
    /// Whether `--font-size` was given.
    var fontSizeGiven: Bool { fontSizeOption != nil }
    /// Whether `--line-height` was given.
    var lineHeightGiven: Bool { lineHeightOption != nil }

    /// The font family in effect.
    var family: String { mono ? "monospace" : font }

    /// The font library: the system's fonts plus `--font-dir` folders, which must exist. With
    /// `ownCache`, a library and font cache of its own (one per thread of `--jobs`).
    func library(ownCache: Bool = false) throws -> FontLibrary {
        if ownCache { _ = try library(); return FontLibrary(extraDirectories: fontDirectories, cache: FontCache()) }
        guard !fontDirectories.isEmpty else { return .shared }
        try Self.checkFontDirectories(fontDirectories)
        return FontLibrary(extraDirectories: fontDirectories)
    }

    /// A number as the user wrote it: `-1`, not `-1.0`.
    static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

    /// Checks `--font-dir` folders: each must exist and be a folder.
    static func checkFontDirectories(_ dirs: [String]) throws {
        for dir in dirs {
            var st = stat()
            guard stat(dir, &st) == 0 else {
                throw CLIError(.noInput, "--font-dir \(dir): \(errno == ENOENT ? "no such folder" : InputText.Input.meaning(errno))")
            }
            guard st.st_mode & S_IFMT == S_IFDIR else {
                throw CLIError(.noInput, "--font-dir \(dir) is not a folder; give the folder that holds the font files")
            }
        }
    }

    /// A length with a unit: `72`, `72pt`, `1in`, `25.4mm`, `2.54cm` (read by `Length`, in
    /// these four units; a bare number is points).
    static func length(_ text: String, option: String) throws -> Double {
        guard let points = Length(parsing: text, units: [.points, .inches, .millimeters, .centimeters])?.points,
              points.isFinite, points >= 0 else {
            throw CLIError(.usage, "\(option) \"\(text)\" is not a length; write a number with pt, in, mm or cm (e.g. 20mm)")
        }
        return points
    }
}
