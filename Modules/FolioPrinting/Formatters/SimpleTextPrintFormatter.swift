import FolioGeometry
import FolioGraphics
import FolioText

/// Lays plain or attributed text out over pages with the framesetter, as
/// `UISimpleTextPrintFormatter` (and, given attributed text, as an attributed-text formatter).
///
/// Layout keeps only where each page starts in the text; drawing sets each page's frame again.
/// A form feed (U+000C) in the text starts a new page.
public final class SimpleTextPrintFormatter: PrintFormatter {
    /// The text, with its attributes.
    public var attributedText: AttributedText { didSet { invalidateLayout() } }
    /// Font and colour for plain text (applied where the text sets none).
    public var font: TextFont { didSet { invalidateLayout() } }
    /// The text colour.
    public var color: Color { didSet { invalidateLayout() } }
    /// Paragraph style for the whole text (alignment, line break mode, spacing, hyphenation).
    public var paragraphStyle: ParagraphStyle { didSet { invalidateLayout() } }
    /// The font library used to find fonts.
    public var library: FontLibrary
    /// Font substitutions and missing glyphs met while laying out.
    public private(set) var diagnostics: [String] = []

    private var pageStarts: [Int] = []
    private var framesetter: Framesetter?

    /// A formatter for plain text.
    public init(text: String, font: TextFont = .body, color: Color = .black, paragraphStyle: ParagraphStyle = .default,
                library: FontLibrary = .shared) {
        attributedText = AttributedText(text)
        self.font = font
        self.color = color
        self.paragraphStyle = paragraphStyle
        self.library = library
    }

    /// A formatter for attributed text; `font`, `color` and `paragraphStyle` fill in what the
    /// text leaves unset.
    public convenience init(attributedText: AttributedText, font: TextFont = .body, library: FontLibrary = .shared) {
        self.init(text: "", font: font, library: library)
        self.attributedText = attributedText
    }

    /// The text as laid out: the formatter's defaults under the text's own attributes.
    private func styledText() -> AttributedText {
        var out = AttributedText()
        let base = TextAttributes(font: font, foregroundColor: color, paragraphStyle: paragraphStyle)
        if attributedText.runs.isEmpty { return AttributedText("", attributes: base) }
        for run in attributedText.runs {
            let piece = (try? attributedText.attributedSubstring(from: run.range).string) ?? ""
            out.append(piece, attributes: base.merging(run.attributes))
        }
        return out
    }

    /// Counts pages by running the framesetter loop over the content rects.
    public override func layoutPages(contentRect: (Int) -> Rect) throws(PrintError) -> Int {
        let text = styledText()
        let setter = Framesetter(text, library: library)
        framesetter = setter
        pageStarts = []
        let formFeeds = Self.formFeeds(text.string)
        var index = 0
        var page = 0
        repeat {
            pageStarts.append(index)
            let rect = contentRect(page)
            let frame: Frame
            do { frame = try setter.frame(in: rect, from: index) } catch { throw .jobFailed(error.description) }
            var end = frame.visibleRange.upperBound
            if let ff = formFeeds.first(where: { $0 >= index && $0 < end }) { end = ff + 1 }
            guard end > index || text.length == 0 else {
                throw .jobFailed("the content rect \(rect) is too small for one line of text at \(index); make the margins smaller or the font smaller")
            }
            index = end
            page += 1
        } while index < text.length
        diagnostics = setter.diagnostics
        return page
    }

    /// Draws the formatter's page: the frame from the page's start, up to the next page's start.
    public override func draw(in rect: Rect, forPage pageIndex: Int, context: GraphicsContext) throws(PrintError) {
        guard let setter = framesetter else { return }
        let k = pageIndex - startPage
        guard k >= 0, k < pageStarts.count else { return }
        let end = k + 1 < pageStarts.count ? pageStarts[k + 1] : setter.text.length
        do {
            var frame = try setter.frame(in: rect, from: pageStarts[k])
            frame.lines.removeAll { $0.range.lowerBound >= end }
            try frame.draw(in: context)
        } catch let e as GraphicsError {
            throw .jobFailed(e.description)
        } catch {
            throw .jobFailed("\(error)")
        }
    }

    private static func formFeeds(_ s: String) -> [Int] {
        var out: [Int] = []
        for (i, u) in s.utf16.enumerated() where u == 0x0C { out.append(i) }
        return out
    }
}
