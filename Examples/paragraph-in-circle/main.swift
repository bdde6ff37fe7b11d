// paragraph-in-circle: the framesetter (Core Text's CTFramesetter) lays a justified,
// hyphenated paragraph into a circle. Run: swift run paragraph-in-circle [output.pdf]
import Folio
import Foundation

let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "paragraph-in-circle.pdf"

let prose = """
    Typography is the craft of endowing human language with a durable visual form. A page \
    set in a circle shows what a line breaker does: every line has a different width, so \
    each line must be chosen again, words are hyphenated where a break helps, and the spaces \
    are stretched until both edges follow the curve. The framesetter asks the path, line by \
    line, how much room there is at that height, fits the words it can, and moves on. What \
    does not fit stays for the next frame, exactly as Core Text reports a visible range. \
    Narrow lines near the top and bottom of the circle are the hardest to fill: there a single \
    long word decides everything, and hyphenation earns its keep, splitting extraordinarily \
    uncooperative vocabulary so that the spacing stays even from one line to the next.
    """

// The paragraph's style, as NSParagraphStyle: justified, hyphenating whenever a break helps.
// Hyphenation needs the text's language and a libhyphen dictionary (/usr/share/hyphen).
let style = ParagraphStyle().with {
    $0.alignment = .justified
    $0.hyphenationFactor = 1
}
// Attributed text, as NSAttributedString: one run of attributes over the whole string here.
let text = AttributedText(prose, attributes: TextAttributes(
    font: TextFont(family: "serif", size: 15), language: "en", paragraphStyle: style))

// The shape to fill: a circle 400 pt across, centred on the page (top-left origin, y down).
let circle = Path(ovalIn: Rect(x: 106, y: 196, width: 400, height: 400))

do {
    // CTFramesetterCreateWithAttributedString, then CTFramesetterCreateFrame with a path.
    let framesetter = Framesetter(text)
    let frame = try framesetter.frame(in: circle)

    try PDFRenderer().writePDF(to: output) { ctx throws(GraphicsError) in
        try ctx.beginPage()
        // A faint outline of the circle, then the text (CTFrameDraw). No flipping is needed:
        // Folio lays text out top-down in the same coordinates you draw in.
        try ctx.setStrokeColor(Color(gray: 0.85))
        try ctx.stroke(circle)
        try frame.draw(in: ctx)
    }

    // CTFrameGetVisibleStringRange: how much of the text the circle held.
    print("set \(frame.visibleRange.count) of \(text.length) UTF-16 units in \(frame.lines.count) lines, "
          + "\(frame.lines.filter(\.isHyphenated).count) hyphenated")
    for note in framesetter.diagnostics { print("note: \(note)") }
    print("wrote \(output)")
} catch {
    FileHandle.standardError.write(Data("paragraph-in-circle: \(error)\n".utf8))
    exit(1)
}
