import Folio
import Foundation

/// Plain text → a formatter: each line break kept (or paragraphs joined with `--reflow`), tabs
/// every `--tab-width` spaces, optional line numbers, each form feed ending a page (two in a
/// row leave an empty one).
enum TextInput {
    /// A formatter that reads the file as it lays it out.
    static func formatter(file path: String, options o: TypesetOptions, library: FontLibrary) -> SimpleTextPrintFormatter {
        let (font, style) = settings(o, library: library)
        return SimpleTextPrintFormatter(contentsOfFile: path, attributes: TextAttributes(language: o.lang), font: font,
                                        paragraphStyle: style, library: library)
    }

    /// The font and paragraph style the options ask for.
    static func settings(_ o: TypesetOptions, library: FontLibrary) -> (TextFont, ParagraphStyle) {
        let size = o.fontSize
        let font = TextFont(family: o.family, size: size)
        let space = (try? font.resolve(in: library).font).map { GraphicsContext.measure(" ", font: $0, size: size).width } ?? size / 2
        let tabInterval = space * Double(o.tabWidth)
        var style = ParagraphStyle().with {
            $0.minimumLineHeight = size * o.lineHeight
            $0.maximumLineHeight = size * o.lineHeight
            $0.hyphenationFactor = o.hyphenate ? 1 : 0
            $0.defaultTabInterval = tabInterval
        }
        style.alignment = o.align.alignment
        return (font, style)
    }

    static func formatter(_ text: String, options o: TypesetOptions, library: FontLibrary) -> SimpleTextPrintFormatter {
        let (font, style) = settings(o, library: library)
        let size = font.size
        let space = (try? font.resolve(in: library).font).map { GraphicsContext.measure(" ", font: $0, size: size).width } ?? size / 2
        let body = o.reflow ? reflowed(text) : text
        let attributes = TextAttributes(language: o.lang)
        let formatter: SimpleTextPrintFormatter
        if o.lineNumbers {
            let numbered = numberedLines(body, attributes: attributes, size: size, space: space, style: style)
            formatter = SimpleTextPrintFormatter(attributedText: numbered, font: font, library: library)
            formatter.paragraphStyle = style
        } else {
            formatter = SimpleTextPrintFormatter(text: body, font: font, paragraphStyle: style, library: library)
            if o.lang != nil { formatter.attributedText = AttributedText(body, attributes: attributes) }
        }
        return formatter
    }

    /// Paragraphs (separated by blank lines) with their lines joined by spaces; form feeds kept.
    static func reflowed(_ text: String) -> String {
        var out: [String] = []
        var paragraph: [Substring] = []
        func flush() {
            if !paragraph.isEmpty { out.append(paragraph.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")) }
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { flush(); out.append("") } else { paragraph.append(line) }
        }
        flush()
        // Collapse the runs of empty entries to one blank line between paragraphs.
        var result: [String] = []
        for entry in out where !(entry.isEmpty && (result.last?.isEmpty ?? true)) { result.append(entry) }
        while result.last?.isEmpty == true { result.removeLast() }
        return result.joined(separator: "\n")
    }

    /// Each input line prefixed with its number, right-aligned in a gutter; wrapped
    /// continuation lines start after the gutter.
    static func numberedLines(_ text: String, attributes: TextAttributes, size: Double, space: Double, style: ParagraphStyle) -> AttributedText {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }  // the final newline ends a line, not starts one
        let digits = String(lines.count).count
        let gutter = space * Double(digits + 2)
        var lineStyle = style
        lineStyle.headIndent = gutter
        lineStyle.tabStops = [ParagraphStyle.TabStop(location: space * Double(digits), alignment: .right),
                              ParagraphStyle.TabStop(location: gutter)]
        var numberAttributes = attributes
        numberAttributes.foregroundColor = Color(gray: 0.45)
        numberAttributes.paragraphStyle = lineStyle
        var textAttributes = attributes
        textAttributes.paragraphStyle = lineStyle
        var out = AttributedText()
        for (i, line) in lines.enumerated() {
            out.append("\t\(i + 1)\t", attributes: numberAttributes)
            out.append(String(line) + (i + 1 < lines.count ? "\n" : ""), attributes: textAttributes)
        }
        return out
    }
}
