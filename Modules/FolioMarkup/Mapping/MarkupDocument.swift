import FolioCSS
import FolioGeometry
import FolioGraphics
import FolioLayout

/// An HTML document turned into a FolioLayout ``Document``: its blocks, its title, its `@page`
/// size and margins, and what could not be used (``diagnostics``: images or style sheets refused
/// or missing, declarations out of range).
///
/// ```swift
/// let page = try MarkupDocument(string: "<h1>Hello</h1><p>World</p>")
/// let report = page.diagnostics.merging(try page.document.writePDF(to: "hello.pdf"))
/// for warning in report.warnings { print("warning: \(warning)") }
/// ```
///
/// (A ``MarkupTextPrintFormatter`` returns the conversion's diagnostics from its jobs itself.)
public struct MarkupDocument: Sendable {
    /// The document to lay out.
    public var document: Document
    /// `<title>`, if any.
    public var title: String?
    /// `@page { size }` in points, if given.
    public var pageSize: Size?
    /// `@page { margin }` in points (top, left, bottom, right), if given: every page's, unless
    /// ``PageMarginBoxes/kindMargins`` (in ``marginBoxes``) gives a kind of page sides of its own.
    public var pageMargins: EdgeInsets?
    /// The page-margin boxes of the `@page` rules (`@bottom-center { content: counter(page) }`),
    /// for a ``MarginBoxPageRenderer`` to draw; empty when there are none.
    public var marginBoxes = PageMarginBoxes()
    /// What converting noticed, each said once. Notes change nothing the reader sees (links
    /// with a `javascript:` URL left out, their text kept). Warnings are content left out or
    /// changed: an image that is missing, outside the allowed folder, not local (never
    /// fetched), unreadable or too large, whose alternative text is set instead
    /// (``Diagnostic/Kind/imageMissing``); a style sheet left out for the same reasons, or for
    /// an `@import` cycle or depth (``Diagnostic/Kind/styleSheetLeftOut``); a JPEG cut short
    /// (``Diagnostic/Kind/imageDamaged``); a declaration or attribute ignored or clamped
    /// because its value is out of range (``Diagnostic/Kind/styleIgnored``: `margin-left:
    /// 1000000px on <div class="x"> ignored: …`). Show the warnings to the user (the `folio`
    /// command prints them unless `--quiet`); a ``MarkupTextPrintFormatter`` returns them from
    /// every print job.
    public var diagnostics: Diagnostics

    /// Parses and converts HTML bytes (the encoding from a BOM or `<meta charset>`, else UTF-8).
    public init(bytes: [UInt8], options: MarkupOptions = MarkupOptions()) throws(MarkupError) {
        try self.init(html: HTMLDocument(bytes: bytes, options: options.parse), options: options)
    }

    /// Parses and converts an HTML string.
    public init(string: String, options: MarkupOptions = MarkupOptions()) throws(MarkupError) {
        try self.init(html: HTMLDocument(string: string, options: options.parse), options: options)
    }

    /// Converts a parsed document.
    ///
    /// The style sheets are the `<style>` elements and the `<link rel="stylesheet">` files, in
    /// document order, each after the files it `@import`s; files are read only from the folder
    /// ``MarkupOptions`` allows, never from the network, and what is left out is in
    /// ``diagnostics``.
    public init(html: HTMLDocument, options: MarkupOptions = MarkupOptions()) {
        var options = options
        options.documentBase = html.baseReference.flatMap { DocumentBase(reference: $0, documentFolder: options.baseDirectory) }
        var loader = StylesheetLoader(options: options)
        let author = loader.sheets(of: html)
        let userAgent = options.defaultCSS.isEmpty ? Stylesheet.userAgent : Stylesheet(parsing: Stylesheet.userAgentCSS + "\n" + options.defaultCSS)
        let styled = StyledDocument(document: html, userAgentStylesheet: userAgent, authorStylesheets: author)
        var fonts = FontFaceLoader(options: options)
        fonts.load(author, folders: loader.folders)
        let converter = HTMLConverter(document: html, styles: styled, options: options)
        converter.fontFaces = fonts.faces
        let blocks = converter.convert()
        var style = options.style
        let body = styled[html.body]
        style.font = converter.faceFont(StyleMapping.font(body))
        style.textColor = body.color
        style.paragraphSpacing = 0
        style.linkColor = nil
        title = html.title
        // The page's language (`<html lang>`), unless the options give one: hyphenation's
        // default and the PDF's `/Lang`.
        style.language = style.language ?? html.language(of: html.body)
        document = Document(blocks, style: style, title: html.title)
        document.attachments = converter.attachments
        document.footnotes = converter.footnotes
        if let area = styled.footnoteArea { document.footnoteArea = HTMLConverter.footnoteArea(area) }
        marginBoxes = styled.marginBoxes.resolvingFonts(converter.faceFont)
        marginBoxes.stringAssignments = converter.stringAssignments
        document.hasPageReferences = converter.generated?.hasPageReferences ?? false
        document.hasLeaders = converter.generated?.hasLeaders ?? false
        marginBoxes.pageNames = converter.pageNames
        // Running elements are set in the document's style, as the body's text is.
        marginBoxes.runningElements = converter.runningElements.map { element in
            var e = element
            e.document.style = style
            return e
        }
        // The pages the elements with `string-set`, `position: running()` or `page` start on are
        // needed only for boxes that show the strings or elements, or that named pages have.
        document.reportsMarks = !converter.stringAssignments.isEmpty
            && (marginBoxes.showsNamedStrings || marginBoxes.showsRunningElements
                || (!converter.pageNames.isEmpty && !marginBoxes.named.isEmpty))
        var diagnostics = Diagnostics(styled.ignoredDeclarations.map { Diagnostic.warning(.styleIgnored, $0) })
        diagnostics.append(contentsOf: loader.warnings.map { Diagnostic.warning(.styleSheetLeftOut, $0) })
        diagnostics.append(contentsOf: fonts.warnings.map { Diagnostic.warning(.font, $0) })
        diagnostics.append(contentsOf: converter.diagnostics)
        var said = Set<MarginBoxPosition>()
        for box in marginBoxes.all where box.runningElement != nil && box.content.count > 1 && said.insert(box.position).inserted {
            diagnostics.append(.warning(.styleIgnored, "@\(box.position.rawValue) { content: … }: only element(\(box.runningElement!.name)) is shown, "
                                        + "the strings and counters beside it are left out (put them in the running element)"))
        }
        for id in converter.generated?.missingTargets ?? [] {
            diagnostics.append(.warning(.styleIgnored, "target-counter()/target-text() of #\(id) left out: no element has id=\"\(id)\""))
        }
        // The size comes from the rules for every page, the margins from those and the :first,
        // :left and :right rules; the rest is said, not used.
        let pageRules = styled.authorStylesheets.flatMap(\.pageRules)
        marginBoxes.kindMargins = PageKindMargins(rules: pageRules)
        for rule in pageRules where !rule.isForEveryPage {
            let m = rule.margins
            let setsMargins = m.top != nil || m.left != nil || m.bottom != nil || m.right != nil
            if rule.selectors.contains(where: { $0.name != nil }), rule.size != nil || setsMargins {
                diagnostics.append(.warning(.styleIgnored, "@page \(rule.selectorText): size and margins ignored: "
                                            + "named pages have the size and margins of the other @page rules"))
            } else if rule.size != nil {
                diagnostics.append(.warning(.styleIgnored, "@page \(rule.selectorText): size ignored: "
                                            + "every page has the size of the @page rules without a selector"))
            }
        }
        if let rule = styled.pageRule {
            let limit = StyleComputer.maximumLength
            if let size = rule.size?.points {
                if size.width > 0, size.width <= limit, size.height > 0, size.height <= limit {
                    pageSize = Size(width: size.width, height: size.height)
                } else {
                    diagnostics.append(.warning(.styleIgnored, "@page size: \(Self.points(size.width)) × \(Self.points(size.height)) ignored: "
                                                + "more than \(Int(limit))pt (200in, the largest PDF page)"))
                }
            }
            let m = rule.margins
            if m.top != nil || m.left != nil || m.bottom != nil || m.right != nil {
                func p(_ l: CSSLength?) -> Double { l.map { StyleMapping.points($0, relativeTo: 612) } ?? 72 }
                let margins = EdgeInsets(top: p(m.top), left: p(m.left), bottom: p(m.bottom), right: p(m.right))
                if [margins.top, margins.left, margins.bottom, margins.right].allSatisfy({ abs($0) <= limit }) {
                    pageMargins = margins
                } else {
                    diagnostics.append(.warning(.styleIgnored, "@page margin: \(Self.points(margins.top)) \(Self.points(margins.right)) "
                                                + "\(Self.points(margins.bottom)) \(Self.points(margins.left)) ignored: "
                                                + "more than \(Int(limit))pt (200in, the largest PDF page)"))
                }
            }
        }
        if !marginBoxes.kindMargins.isEmpty {
            // Pages share the first page's content width: a kind of page with another keeps its left margin.
            let base = pageMargins ?? EdgeInsets(all: 72)
            let first = marginBoxes.kindMargins.margins(forPage: 0, base: base)
            for (index, kind) in [(1, ":left"), (2, ":right")] {
                let m = marginBoxes.kindMargins.margins(forPage: index, base: base)
                guard abs((m.left + m.right) - (first.left + first.right)) > 0.01 else { continue }
                diagnostics.append(.warning(.styleIgnored, "@page \(kind): margin-left + margin-right is \(Self.points(m.left + m.right)), "
                                            + "the first page's \(Self.points(first.left + first.right)): every page has the first page's "
                                            + "content width, so its right margin is not kept (give every kind of page the same sum)"))
            }
        }
        self.diagnostics = diagnostics
    }

    /// A length in points as a message writes it: `7200000pt`.
    private static func points(_ v: Double) -> String {
        (Int(exactly: v.rounded()).map(String.init) ?? "\(v)") + "pt"
    }
}
