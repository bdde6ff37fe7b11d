import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioMarkup
import Foundation

/// A Markdown document (CommonMark with GitHub's extensions, parsed by cmark-gfm) turned into a
/// FolioLayout ``Document``, styled like HTML: the built-in ``MarkdownStylesheet``, the
/// document's raw HTML and `<style>`s, then the user's CSS.
///
/// ```swift
/// let notes = try MarkdownDocument(string: "# Notes\n\nSome *emphasis* and a [link](#notes).")
/// let report = notes.diagnostics.merging(try notes.document.writePDF(to: "notes.pdf"))
/// ```
///
/// Headings are outline entries and destinations named as GitHub names them (`#notes`);
/// footnotes are set at the foot of the page of their first reference, numbered in that order
/// (or, with ``MarkdownOptions/footnotesAtPageFoot`` off, at the end with a link back). Front matter (``FrontMatter``) sets the title, author,
/// subject, keywords, language, paper, margins and a table of contents.
public struct MarkdownDocument: Sendable {
    /// The document to lay out.
    public var document: Document
    /// The title: the front matter's, else the first level-1 heading's text.
    public var title: String?
    /// The front matter (empty when there is none).
    public var frontMatter: FrontMatter
    /// The page size: the front matter's `paper`, else a style sheet's `@page { size }`.
    public var pageSize: Size?
    /// The page margins: the front matter's `margins`, else a style sheet's `@page { margin }`.
    public var pageMargins: EdgeInsets?
    /// The page-margin boxes of a style sheet's `@page` rules (``MarkupDocument/marginBoxes``).
    public var marginBoxes: PageMarginBoxes
    /// What converting noticed, as for HTML (``MarkupDocument/diagnostics``): images missing or
    /// refused, style sheets left out, declarations ignored, front matter whose YAML does not
    /// parse (then read as Markdown).
    public var diagnostics: Diagnostics

    /// Reads the Markdown file at `path`; relative images are found next to it (see
    /// ``MarkdownOptions/init(documentPath:)``, the default here).
    ///
    /// - Throws: ``MarkdownError/unreadableFile(path:reason:)``, or as ``init(bytes:options:)``.
    public init(contentsOfFile path: String, options: MarkdownOptions? = nil) throws(MarkdownError) {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadableFile(path: path, reason: (error as NSError).localizedDescription)
        }
        try self.init(bytes: [UInt8](data), options: options ?? MarkdownOptions(documentPath: path))
    }

    /// Parses and converts UTF-8 bytes (a byte order mark is skipped).
    ///
    /// - Throws: ``MarkdownError/invalidUTF8(byteOffset:)`` for bytes that are not UTF-8;
    ///   ``MarkdownError/inputTooLarge(byteCount:limit:)`` over ``MarkdownOptions/maximumInputSize``.
    public init(bytes: [UInt8], options: MarkdownOptions = MarkdownOptions()) throws(MarkdownError) {
        guard bytes.count <= options.maximumInputSize else { throw .inputTooLarge(byteCount: bytes.count, limit: options.maximumInputSize) }
        if let offset = Self.firstInvalidUTF8(bytes) { throw .invalidUTF8(byteOffset: offset) }
        self = bytes.withUnsafeBufferPointer { Self(utf8: $0, options: options) }
    }

    /// Parses and converts Markdown text.
    ///
    /// - Throws: ``MarkdownError/inputTooLarge(byteCount:limit:)`` over ``MarkdownOptions/maximumInputSize``.
    public init(string: String, options: MarkdownOptions = MarkdownOptions()) throws(MarkdownError) {
        var string = string
        let count = string.utf8.count
        guard count <= options.maximumInputSize else { throw .inputTooLarge(byteCount: count, limit: options.maximumInputSize) }
        self = string.withUTF8 { Self(utf8: $0, options: options) }
    }

    private init(utf8 all: UnsafeBufferPointer<UInt8>, options: MarkdownOptions) {
        var text = all
        if text.count >= 3, text[0] == 0xEF, text[1] == 0xBB, text[2] == 0xBF { text = UnsafeBufferPointer(rebasing: text[3...]) }
        var matter = FrontMatter()
        var notes: [Diagnostic] = []
        if options.readsFrontMatter {
            switch FrontMatter.split(text) {
            case .none:
                break
            case .matter(let m, let length):
                matter = m
                text = UnsafeBufferPointer(rebasing: text[length...])
            case .invalid(let message):
                notes.append(.warning(.styleIgnored, "front matter left as Markdown: its YAML does not parse (\(message)); "
                                      + "fix the YAML between the --- lines, or put a blank line first to have them read as Markdown"))
            }
        }
        let tree = CmarkTree(utf8: text, smartPunctuation: options.smartPunctuation, hardBreaks: options.hardBreaks)
        var markupOptions = options.markup
        markupOptions.defaultCSS = [options.stylesheet, options.markup.defaultCSS].filter { !$0.isEmpty }.joined(separator: "\n")
        if let language = matter.language, markupOptions.style.language == nil { markupOptions.style.language = language }
        let (html, headings) = MarkdownMapper.document(of: tree, css: options.css, options: markupOptions.parse,
                                                            footnotesAtPageFoot: options.footnotesAtPageFoot)
        let markup = MarkupDocument(html: html, options: markupOptions)
        var document = markup.document
        let title = matter.title ?? headings.first(where: { $0.level == 1 })?.text
        document.title = title
        document.author = matter.author
        document.subject = matter.subject
        document.keywords = matter.keywords
        if matter.tableOfContents {
            let contents = TableOfContents(title: matter.tableOfContentsTitle ?? "Contents", maximumLevel: matter.tableOfContentsDepth ?? 3)
            // After the first heading when the document opens with its title, else first.
            let at = document.blocks.first.map(Self.isTitle) == true ? 1 : 0
            document.blocks.insert(.tableOfContents(contents), at: at)
        }
        self.document = document
        self.title = title
        frontMatter = matter
        pageSize = matter.paper.map { $0.orientedPaper.size } ?? markup.pageSize
        pageMargins = matter.margins ?? markup.pageMargins
        marginBoxes = markup.marginBoxes
        var diagnostics = Diagnostics(notes)
        diagnostics.append(contentsOf: markup.diagnostics)
        self.diagnostics = diagnostics
    }

    /// Whether a block is a level-1 heading, alone or first in a styled box (a heading with a
    /// border or background becomes a group).
    private static func isTitle(_ block: Block) -> Bool {
        var block = block
        while true {
            switch block {
            case .heading(let h): return h.level == 1
            case .group(let g):
                guard let first = g.content.first else { return false }
                block = first
            default: return false
            }
        }
    }

    /// The offset of the first byte that is not part of valid UTF-8, or `nil`.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): offset += UTF8.width(s)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

extension Document {
    /// A document from Markdown text (CommonMark with GitHub's extensions), styled with the
    /// built-in ``MarkdownStylesheet``; for the front matter's page size and margins, and what
    /// converting noticed, use ``MarkdownDocument``.
    ///
    /// - Throws: ``MarkdownError/inputTooLarge(byteCount:limit:)``.
    public init(markdown: String, options: MarkdownOptions = MarkdownOptions()) throws(MarkdownError) {
        self = try MarkdownDocument(string: markdown, options: options).document
    }
}
