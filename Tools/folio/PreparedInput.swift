import Folio
import Foundation

/// One input read and made into a formatter, with what the input says of its own page: the
/// second step of `folio typeset`, between planning the outputs and running the job.
struct PreparedInput {
    let formatter: PrintFormatter
    /// The font library the formatter sets its text with (the header and footer use it too).
    let library: FontLibrary
    /// The document's own title (an HTML `<title>`), if any.
    let title: String?
    /// The document's language: `--lang`, else an HTML page's own (`<html lang>`).
    let language: String?
    /// The body text's font families, which the header and footer take too.
    let families: [String]
    /// The paper: the options', or an HTML page's own `@page` size with `--paper auto`.
    let paper: Paper
    /// Top, right, bottom and left margins in points: the options', or an HTML page's own
    /// `@page` margins when none are given.
    let margins: (top: Double, right: Double, bottom: Double, left: Double)
    /// The author, subject and keywords a Markdown file's front matter gives (the options' win).
    var author: String?
    var subject: String?
    var keywords: [String] = []
    /// The header and footer templates a Markdown file's front matter gives (the options' win).
    var header: String?
    var footer: String?
    /// What converting the input noticed: its warnings are said before the job runs (unless
    /// `--quiet`), its notes with `--verbose`. The job returns what layout and drawing notice.
    let conversion: Diagnostics
    /// An HTML page's `@page` margin boxes (none for text).
    let marginBoxes: PageMarginBoxes

    /// Reads `input` (a path, or `-`) and builds its formatter. `loadLibrary` gives the font
    /// library; it is asked for once the input has been read (and HTML parsed), so that it may
    /// load meanwhile, but its errors (an unknown `--font`) come before the input's.
    init(_ input: String, options o: TypesetOptions, library loadLibrary: () throws -> FontLibrary) throws {
        var (paper, _) = try o.pageSetup()
        var m = try o.marginValues()
        // Standard input and pipes are read after the library is ready: a bad --font is
        // reported before anyone types a line.
        let ready = InputText.isReadOnce(input) ? try loadLibrary() : nil
        let limit = try o.checkedMaxInput()
        switch InputFormat.of(input, given: o.format) {
        case .svg:
            // SVGInput draws these; reaching here is Folio's mistake, said as one, not a crash.
            throw CLIError(.software, "\(input): an SVG drawing reached the typesetter; please report this as a bug in folio")
        case .text:
            // A regular UTF-8 file is checked, then read as it is laid out: memory follows a
            // page, not the file. Anything else is read (and decoded) now, spooled to a file
            // past 16 MiB; --reflow and --line-numbers need the text whole, in memory.
            let checked = Result { try InputText.plainText(input, limit: limit, whole: o.reflow || o.lineNumbers) }
            library = try ready ?? loadLibrary()
            let f: SimpleTextPrintFormatter
            switch try checked.get() {
            case .file(let path): f = TextInput.formatter(file: path, options: o, library: library)
            case .text(let text): f = TextInput.formatter(text, options: o, library: library)
            }
            formatter = f
            title = nil
            language = o.lang
            families = [o.family]
            conversion = Diagnostics()
            marginBoxes = PageMarginBoxes()
        case .html, .markdown:
            let isMarkdown = InputFormat.of(input, given: o.format) == .markdown
            let converted = Result { () throws -> (document: Document, title: String?, size: Size?, margins: EdgeInsets?, boxes: PageMarginBoxes, diagnostics: Diagnostics, matter: FrontMatter) in
                if isMarkdown {
                    let m = try MarkdownInput.markdown(input, options: o, limit: limit)
                    return (m.document, m.title, m.pageSize, m.pageMargins, m.marginBoxes, m.diagnostics, m.frontMatter)
                }
                let h = try HTMLInput.markup(InputText.bytes(input, limit: limit), path: input, options: o)
                return (h.document, h.title, h.pageSize, h.pageMargins, h.marginBoxes, h.diagnostics, FrontMatter())
            }
            library = try ready ?? loadLibrary()
            let c = try converted.get()
            let matter = c.matter
            let made = HTMLInput.made(c.document, title: c.title, pageSize: c.size, pageMargins: c.margins, marginBoxes: c.boxes,
                                      diagnostics: c.diagnostics, library: library)
            author = matter.author
            subject = matter.subject
            keywords = matter.keywords
            header = matter.header
            footer = matter.footer
            formatter = made.formatter
            title = made.title
            language = made.language
            families = made.families
            conversion = made.conversion
            marginBoxes = made.marginBoxes
            if try o.paperValue() == nil, let size = made.pageSize, size.width > 72, size.height > 72 {
                // No --paper (or auto): the page's own @page size (a Markdown file's front matter's).
                paper = Paper(name: "@page", size: size)
            }
            if o.margin == nil, o.margins == nil, let pm = made.pageMargins {
                // No margins given: the page's own @page margins.
                m = (pm.top, pm.right, pm.bottom, pm.left)
            }
            guard m.left + m.right < paper.size.width - o.fontSize, m.top + m.bottom < paper.size.height - o.fontSize * o.lineHeight else {
                throw CLIError(.dataErr, "\(input): the \(isMarkdown ? "front matter's or @page" : "@page") size and margins leave no room; give --paper and --margin")
            }
        }
        self.paper = paper
        margins = m
    }
}
