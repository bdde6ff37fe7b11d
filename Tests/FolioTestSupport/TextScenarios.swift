import FolioGeometry
import FolioGraphics
import FolioText
import Foundation

/// The framesetter's regression scenarios: text in shapes, right-to-left and mixed-direction
/// paragraphs, tab stops and truncation. Each is a fixture `Fixtures/text/<name>/` whose
/// `case.json` names it as its `scenario`. Fonts come from `Fixtures/Fonts` by file, so the
/// pages do not depend on the fonts installed on the machine.
extension DrawingScenario {
    /// `Fixtures/Fonts/<file>`.
    public static func fixtureFontPath(_ file: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Fonts").appendingPathComponent(file).path
    }

    /// A bundled font at a size, as a text attribute.
    static func fixtureFont(_ file: String, size: Double) -> TextFont { TextFont(file: fixtureFontPath(file), size: size) }

    /// Every text scenario, in catalogue order.
    public static let text: [DrawingScenario] = [
        // A justified paragraph filling a circle (Framesetter.frame(in: Path)); the circle is
        // stroked in light grey to show the shape.
        DrawingScenario(name: "circle", size: Size(width: 300, height: 300)) { ctx throws(GraphicsError) in
            let circle = Path(ovalIn: Rect(x: 20, y: 20, width: 260, height: 260))
            try strokeOutline(circle, in: ctx)
            try setText(prose, style: ParagraphStyle().with { $0.alignment = .justified }, in: circle, ctx: ctx)
        },
        // Text flowing down the upright of an L and across its foot: each line takes the room
        // the shape has across the line's whole height.
        DrawingScenario(name: "l-shape", size: Size(width: 300, height: 300)) { ctx throws(GraphicsError) in
            var l = Path()
            l.addLines(between: [Point(x: 20, y: 20), Point(x: 120, y: 20), Point(x: 120, y: 180), Point(x: 280, y: 180),
                                 Point(x: 280, y: 280), Point(x: 20, y: 280)])
            l.closeSubpath()
            try strokeOutline(l, in: ctx)
            try setText(prose, style: ParagraphStyle().with { $0.alignment = .justified }, in: l, ctx: ctx)
        },
        // An Arabic paragraph in Noto Naskh Arabic with natural alignment: the paragraph is
        // right to left, so its lines hug the right edge and the last one is ragged on the left.
        DrawingScenario(name: "arabic", size: Size(width: 300, height: 200)) { ctx throws(GraphicsError) in
            let text = AttributedText(arabic, attributes: TextAttributes(
                font: fixtureFont("NotoNaskhArabic-Regular.ttf", size: 14), language: "ar"))
            try strokeOutline(Path(rect: frame(in: 300, 200)), in: ctx)
            try draw(text, in: Path(rect: frame(in: 300, 200)), ctx: ctx)
        },
        // Mixed directions: English with Hebrew words in a left-to-right paragraph, then a
        // Hebrew paragraph (right to left) with English words and digits inside it.
        DrawingScenario(name: "bidi-hebrew", size: Size(width: 360, height: 110)) { ctx throws(GraphicsError) in
            let latin = TextAttributes(font: fixtureFont("DejaVuSans.ttf", size: 13))
            let hebrew = TextAttributes(font: fixtureFont("NotoSansHebrew-Regular.ttf", size: 13), language: "he")
            var text = AttributedText()
            for (piece, isHebrew) in bidiPieces { text.append(piece, attributes: isHebrew ? hebrew : latin) }
            try strokeOutline(Path(rect: frame(in: 360, 110)), in: ctx)
            try draw(text, in: Path(rect: frame(in: 360, 110)), ctx: ctx)
        },
        // A price list: a left stop for the item, a centre stop for the unit, a right stop for
        // the quantity and a decimal stop for the price; thin rules mark the stops.
        DrawingScenario(name: "tab-stops", size: Size(width: 360, height: 150)) { ctx throws(GraphicsError) in
            let stops: [ParagraphStyle.TabStop] = [
                .init(location: 40, alignment: .left), .init(location: 175, alignment: .center),
                .init(location: 240, alignment: .right), .init(location: 300, alignment: .decimal),
            ]
            try ctx.withSavedGState { () throws(GraphicsError) in
                try ctx.setStrokeColor(Color(red: 0.75, green: 0.75, blue: 0.75))
                try ctx.setLineWidth(0.5)
                for s in stops {
                    try ctx.move(to: Point(x: 20 + s.location, y: 14))
                    try ctx.addLine(to: Point(x: 20 + s.location, y: 136))
                }
                try ctx.strokePath()
            }
            let style = ParagraphStyle().with { $0.tabStops = stops }
            let text = AttributedText(priceList, attributes: TextAttributes(
                font: fixtureFont("DejaVuSans.ttf", size: 11), paragraphStyle: style))
            try draw(text, in: Path(rect: frame(in: 360, 150)), ctx: ctx)
        },
        // The four ways a too-long line is cut, each in a one-line frame 200 pt wide (outlined):
        // truncating the head, the middle and the tail with an ellipsis, and clipping.
        DrawingScenario(name: "truncation", size: Size(width: 300, height: 150)) { ctx throws(GraphicsError) in
            let modes: [ParagraphStyle.LineBreakMode] = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail, .byClipping]
            for (i, mode) in modes.enumerated() {
                let rect = Rect(x: 80, y: 16 + Double(i) * 32, width: 200, height: 20)
                try strokeOutline(Path(rect: rect), in: ctx)
                let label = AttributedText(["head", "middle", "tail", "clip"][i], attributes: TextAttributes(
                    font: fixtureFont("DejaVuSans.ttf", size: 10), foregroundColor: Color(red: 0.4, green: 0.4, blue: 0.4)))
                try draw(label, in: Path(rect: Rect(x: 20, y: rect.minY + 3, width: 55, height: 16)), ctx: ctx)
                let text = AttributedText(truncated, attributes: TextAttributes(
                    font: fixtureFont("DejaVuSerif.ttf", size: 12), paragraphStyle: ParagraphStyle().with { $0.lineBreakMode = mode }))
                try draw(text, in: Path(rect: rect.insetBy(dx: 0, dy: 2)), ctx: ctx)
            }
        },
        // Character wrapping: lines break between any two characters, so each line is filled
        // to the edge and words are split.
        DrawingScenario(name: "char-wrap", size: Size(width: 240, height: 130)) { ctx throws(GraphicsError) in
            let rect = Rect(x: 20, y: 20, width: 200, height: 90)
            try strokeOutline(Path(rect: rect), in: ctx)
            let text = AttributedText(truncated + " " + truncated, attributes: TextAttributes(
                font: fixtureFont("DejaVuSerif.ttf", size: 12), paragraphStyle: ParagraphStyle().with { $0.lineBreakMode = .byCharWrapping }))
            try draw(text, in: Path(rect: rect), ctx: ctx)
        },
    ]

    // MARK: Texts

    static let prose = """
        Text can flow into any closed shape. Each line asks the shape how much room it has \
        across the whole height of the line, takes the widest stretch that is inside, and the \
        line breaker fits words to that width: narrow lines near the top and bottom of a circle, \
        wide ones across its middle. A shape with two arms, such as the letter L, gives tall \
        narrow lines in its upright and long ones across its foot, so a caption can wrap around \
        a picture placed in the corner. The same paragraph keeps going until the shape is full, \
        and whatever does not fit waits for the next frame.
        A second paragraph starts on a new line and carries on where the first stopped. Justified \
        lines stretch or shrink their word spaces to meet both edges of the shape; the last line \
        of each paragraph keeps its natural spacing unless it had to shrink to fit, and every \
        line stays inside the outline drawn around the text.
        """

    static let arabic = """
        تتدفق الفقرة العربية من اليمين إلى اليسار، وتبدأ كل سطر من الحافة اليمنى للإطار. \
        يتصل كل حرف بما يجاوره، فيختار المحرك شكل الحرف المناسب لموضعه في الكلمة: في أولها \
        أو وسطها أو آخرها. وعندما يمتلئ السطر تنتقل الكلمة التالية إلى السطر الذي يليه.
        """

    /// Text pieces and whether each is Hebrew.
    static let bidiPieces: [(String, Bool)] = [
        ("The Hebrew words ", false), ("שלום עולם", true), (" mean \u{201C}hello, world\u{201D}; ", false),
        ("ספר", true), (" is a book.\n", false),
        ("הספרייה", true), (" Folio ", false), ("כותבת קובצי", true), (" PDF ", false), ("בגרסה", true), (" 2.0", false),
        (" ", false), ("מאז שנת", true), (" 2024.", false),
    ]

    static let priceList = """
        \tItem\tUnit\tQty\tPrice
        \tCoffee beans\tkg\t2\t18.50
        \tGreen tea\tbox\t12\t4.75
        \tEspresso machine\tpiece\t1\t1249.00
        \tPaper filters\tpack\t100\t0.99
        \tMilk\tlitre\t6\t1.2
        """

    static let truncated = "Lines too long for their frame lose characters at the head, middle or tail."

    // MARK: Helpers

    /// The scenario page less a 20 pt margin.
    static func frame(in width: Double, _ height: Double) -> Rect { Rect(x: 20, y: 20, width: width - 40, height: height - 40) }

    static func strokeOutline(_ path: Path, in ctx: GraphicsContext) throws(GraphicsError) {
        try ctx.withSavedGState { () throws(GraphicsError) in
            try ctx.setStrokeColor(Color(red: 0.75, green: 0.75, blue: 0.75))
            try ctx.setLineWidth(0.5)
            try ctx.stroke(path)
        }
    }

    static func setText(_ string: String, style: ParagraphStyle, in path: Path, ctx: GraphicsContext) throws(GraphicsError) {
        let text = AttributedText(string, attributes: TextAttributes(font: fixtureFont("DejaVuSerif.ttf", size: 10), paragraphStyle: style))
        try draw(text, in: path, ctx: ctx)
    }

    /// Lays the text out in the path and draws the frame; a framesetter error fails the scenario.
    static func draw(_ text: AttributedText, in path: Path, ctx: GraphicsContext) throws(GraphicsError) {
        let frame: Frame
        do { frame = try Framesetter(text).frame(in: path) } catch {
            throw .invalidArgument(operation: "Framesetter.frame(in: path)", reason: "\(error)")
        }
        try frame.draw(in: ctx)
    }
}
