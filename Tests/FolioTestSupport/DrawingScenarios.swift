import FolioGeometry
import FolioGraphics

/// The drawing listings of the seeds (catalogued in the drawing spec, §4), rebuilt with Folio.
/// Each is a regression fixture: `Fixtures/drawing/<name>/case.json` names it as its
/// `scenario`, and the fixture suite renders it and compares it with `expected/`.
public struct DrawingScenario: Sendable, CustomStringConvertible {
    /// The scenario's name, which is also its fixture folder's name.
    public let name: String
    /// The page size; the first page is begun before `draw` runs.
    public let size: Size
    /// Draws the scenario into a context whose first page is open.
    public let draw: @Sendable (GraphicsContext) throws(GraphicsError) -> Void
    /// The name.
    public var description: String { name }

    /// A scenario from its parts.
    public init(name: String, size: Size, draw: @escaping @Sendable (GraphicsContext) throws(GraphicsError) -> Void) {
        self.name = name
        self.size = size
        self.draw = draw
    }

    /// The PDF the scenario makes: one renderer of its size, a first page begun, then `draw`.
    public func pdfBytes() throws -> [UInt8] {
        let renderer = PDFRenderer(bounds: Rect(origin: .zero, size: size))
        return try renderer.pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            try draw(ctx)
        }
    }

    /// Every scenario, in catalogue order.
    public static let all: [DrawingScenario] = [
        // Listing 2-1 of the Drawing and Printing Guide: a pentagon, 1 m, 4 l, 1 h.
        DrawingScenario(name: "pentagon", size: Size(width: 200, height: 200)) { ctx throws(GraphicsError) in
            var p = Path()
            p.addLines(between: [Point(x: 100, y: 0), Point(x: 200, y: 40), Point(x: 160, y: 140),
                                 Point(x: 40, y: 140), Point(x: 0, y: 40)])
            p.closeSubpath()
            try ctx.setStrokeColor(.blue)
            try ctx.setLineWidth(5)
            try ctx.stroke(p)
        },
        // F002-479: the six shapes of Listing 11-1, each in a 100 × 100 box, width 8, round join.
        DrawingScenario(name: "listing-11-1-shapes", size: Size(width: 600, height: 100)) { ctx throws(GraphicsError) in
            var star = Path()
            star.addLines(between: [(50, 4), (60.80, 37.25), (95.76, 37.25), (67.48, 57.80), (78.28, 91.05), (50, 70.50),
                                    (21.72, 91.05), (32.52, 57.80), (4.24, 37.25), (39.20, 37.25)].map { Point(x: $0.0, y: $0.1) })
            star.closeSubpath()
            var triangle = Path()
            triangle.addLines(between: [Point(x: 50, y: 4), Point(x: 96, y: 96), Point(x: 4, y: 96)])
            triangle.closeSubpath()
            let shapes = [Path(rect: Rect(x: 4, y: 4, width: 92, height: 92)), Path(rect: Rect(x: 4, y: 4, width: 92, height: 42)),
                          Path(ovalIn: Rect(x: 4, y: 4, width: 92, height: 92)), Path(ovalIn: Rect(x: 4, y: 4, width: 92, height: 42)),
                          triangle, star]
            for (i, s) in shapes.enumerated() {
                try ctx.withSavedGState { () throws(GraphicsError) in
                    try ctx.translateBy(x: Double(i) * 100, y: 0)
                    try ctx.stroke(s, style: StrokeStyle(lineWidth: 8, lineJoin: .round))
                }
            }
        },
        // F004-103 … 115: a blue disc inscribed in (0, 0, 100, 100), the CG way.
        DrawingScenario(name: "blue-circle", size: Size(width: 100, height: 100)) { ctx throws(GraphicsError) in
            try ctx.addEllipse(in: Rect(x: 0, y: 0, width: 100, height: 100))
            try ctx.setFillColor(.blue)
            try ctx.fillPath()
        },
        // F000-L2-2: an arc, centre (150,150), r 75, 0 → 135° clockwise.
        DrawingScenario(name: "arc-135", size: Size(width: 300, height: 300)) { ctx throws(GraphicsError) in
            try ctx.setLineWidth(6)
            try ctx.addArc(center: Point(x: 150, y: 150), radius: 75, startAngle: 0, endAngle: 135 * .pi / 180, clockwise: true)
            try ctx.strokePath()
        },
        // F000-L2-3: concentric ellipses filled even-odd: a ring.
        DrawingScenario(name: "even-odd-ring", size: Size(width: 300, height: 300)) { ctx throws(GraphicsError) in
            try ctx.addEllipse(in: Rect(x: 0, y: 0, width: 300, height: 300))
            try ctx.addEllipse(in: Rect(x: 50, y: 50, width: 200, height: 200))
            try ctx.setFillColor(.red)
            try ctx.fillPath(using: .evenOdd)
        },
        // F004-338: the arrow with its notch cut by an even-odd clip (the clipping "hole").
        DrawingScenario(name: "arrow-clip-hole", size: Size(width: 200, height: 120)) { ctx throws(GraphicsError) in
            try drawArrowWithHole(ctx)
        },
        // F004-342 (corrected stops): the shaft painted with a 3-stop gray gradient inside the
        // shaft's outline, then the red head. The stroked outline of a straight shaft is a rect.
        DrawingScenario(name: "arrow-gradient", size: Size(width: 200, height: 120)) { ctx throws(GraphicsError) in
            try ctx.saveGState()
            var hole = Path(rect: Rect(x: 0, y: 0, width: 200, height: 120))
            hole.addLines(between: [Point(x: 90, y: 101), Point(x: 100, y: 90), Point(x: 110, y: 101)])
            hole.closeSubpath()
            try ctx.clip(to: hole, rule: .evenOdd)
            try ctx.clip(to: Rect(x: 90, y: 19, width: 20, height: 81))
            let g = try Gradient(space: .gray, components: [0.3, 0.8, 0.0, 1.0, 0.3, 0.8], locations: [0, 0.5, 1])
            try ctx.drawLinearGradient(g, start: Point(x: 89, y: 0), end: Point(x: 111, y: 0))
            try ctx.restoreGState()
            try drawArrowHead(ctx)
        },
        // F004-355: the arrow with its head filled with F004-370's stripes (a 4 × 4 red cell,
        // its lower half blue, y up) instead of red; the stripes follow the page, not the head.
        DrawingScenario(name: "arrow-pattern", size: Size(width: 200, height: 120)) { ctx throws(GraphicsError) in
            try drawArrowShaft(ctx)
            try ctx.saveGState()
            let stripes = try ctx.makePattern(bounds: Rect(x: 0, y: 0, width: 4, height: 4), xStep: 4, yStep: 4) { cell throws(GraphicsError) in
                try cell.setFillColor(.red)
                try cell.fill(Rect(x: 0, y: 0, width: 4, height: 4))
                try cell.setFillColor(.blue)
                try cell.fill(Rect(x: 0, y: 0, width: 4, height: 2))
            }
            try ctx.setFillPattern(stripes)
            var head = Path()
            head.addLines(between: [Point(x: 80, y: 25), Point(x: 100, y: 0), Point(x: 120, y: 25)])
            head.closeSubpath()
            try ctx.fill(head)
            try ctx.restoreGState()
        },
        // F004-389: translate (80, 0), then the arrow drawn at the origin.
        DrawingScenario(name: "arrow-translated", size: Size(width: 200, height: 120)) { ctx throws(GraphicsError) in
            try ctx.translateBy(x: 80, y: 0)
            try ctx.translateBy(x: -100, y: 0)
            try drawArrowWithHole(ctx)
        },
        // F004-392: the arrow recorded once (a form), drawn, then rotated 30° about (20, 100)
        // three times without save/restore, so the rotations add up.
        DrawingScenario(name: "arrow-rotations", size: Size(width: 150, height: 150)) { ctx throws(GraphicsError) in
            let arrow = try ctx.makeForm(size: Size(width: 40, height: 100)) { f throws(GraphicsError) in
                try f.translateBy(x: -80, y: 0)
                try drawArrowWithHole(f)
            }
            try ctx.draw(arrow, at: .zero)
            for _ in 0..<3 {
                try ctx.translateBy(x: 20, y: 100)
                try ctx.rotate(by: 30 * .pi / 180)
                try ctx.translateBy(x: -20, y: -100)
                try ctx.draw(arrow, at: .zero)
            }
        },
        // F002-822: overlapping shapes filled black at 40% alpha, then stroked in colour.
        DrawingScenario(name: "alpha-overlap", size: Size(width: 200, height: 150)) { ctx throws(GraphicsError) in
            for (i, c) in [Color.red, .green, .blue].enumerated() {
                let r = Rect(x: 10 + Double(i) * 40, y: 10 + Double(i) * 20, width: 100, height: 100)
                try ctx.setFillColor(Color(gray: 0, alpha: 0.4))
                try ctx.fillEllipse(in: r)
                try ctx.setStrokeColor(c)
                try ctx.setLineWidth(4)
                try ctx.strokeEllipse(in: r)
            }
        },
        // F004-403 with a sharp shadow: the rotated arrows in one transparency layer cast one shadow.
        DrawingScenario(name: "layer-shadow", size: Size(width: 160, height: 160)) { ctx throws(GraphicsError) in
            try ctx.setShadow(Shadow(offset: Size(width: 7, height: 7)))
            try ctx.beginTransparencyLayer()
            for i in 0..<3 {
                try ctx.withSavedGState { () throws(GraphicsError) in
                    try ctx.translateBy(x: 70, y: 140)
                    try ctx.rotate(by: Double(i) * 30 * .pi / 180)
                    try ctx.setFillColor(Color(red: 0.2 * Double(i), green: 0.4, blue: 0.8))
                    try ctx.fill(Rect(x: -10, y: -110, width: 20, height: 110))
                }
            }
            try ctx.endTransparencyLayer()
        },
        // F004-411: a one-point vertical line drawn as a filled rect, not a stroke.
        DrawingScenario(name: "hairline-rect", size: Size(width: 200, height: 100)) { ctx throws(GraphicsError) in
            try ctx.fill(Rect(x: 100, y: 0, width: 1, height: 100))
            try ctx.setLineWidth(0)
            try ctx.move(to: Point(x: 50, y: 0)); try ctx.addLine(to: Point(x: 50, y: 100)); try ctx.strokePath()
        },
        // Figure 4-1: "see Chapter 1" on page 1 links to the destination Chapter_1 at (72, 72) on
        // page 2; a URL link below it.
        DrawingScenario(name: "figure-4-1-links", size: Size(width: 612, height: 792)) { ctx throws(GraphicsError) in
            try ctx.setStrokeColor(.blue)
            try ctx.stroke(Rect(x: 72, y: 528, width: 400, height: 44))
            try ctx.setDestination(named: "Chapter_1", for: Rect(x: 72, y: 528, width: 400, height: 44))
            try ctx.stroke(Rect(x: 72, y: 600, width: 400, height: 44))
            try ctx.setURL("https://www.swift.org", for: Rect(x: 72, y: 600, width: 400, height: 44))
            try ctx.beginPage()
            try ctx.addDestination(named: "Chapter_1", at: Point(x: 72, y: 72))
            try ctx.setFillColor(.gray)
            try ctx.fill(Rect(x: 72, y: 72, width: 468, height: 20))
        },
        // Gradients: linear with before/after extension and radial.
        DrawingScenario(name: "gradients", size: Size(width: 300, height: 150)) { ctx throws(GraphicsError) in
            try ctx.withSavedGState { () throws(GraphicsError) in
                try ctx.clip(to: Rect(x: 0, y: 0, width: 140, height: 150))
                try ctx.drawLinearGradient(try Gradient(colors: [.red, .yellow, .blue]), start: Point(x: 20, y: 0), end: Point(x: 120, y: 0),
                                           options: [.drawsBeforeStart, .drawsAfterEnd])
            }
            try ctx.drawRadialGradient(try Gradient(colors: [.white, .black]), startCenter: Point(x: 220, y: 75), startRadius: 0,
                                       endCenter: Point(x: 220, y: 75), endRadius: 70)
        },
    ]
}

/// F004-313's arrow: a black shaft (100,100)→(100,19) 20 wide and a red head, with the notch
/// at the shaft's foot cut out by an even-odd clip (F004-338).
@Sendable public func drawArrowWithHole(_ ctx: GraphicsContext) throws(GraphicsError) {
    try drawArrowShaft(ctx)
    try drawArrowHead(ctx)
}

/// F004-313's shaft with its notch, drawn inside a saved state.
@Sendable public func drawArrowShaft(_ ctx: GraphicsContext) throws(GraphicsError) {
    try ctx.saveGState()
    var hole = Path(rect: Rect(x: -200, y: -200, width: 600, height: 600))
    hole.addLines(between: [Point(x: 90, y: 101), Point(x: 100, y: 90), Point(x: 110, y: 101)])
    hole.closeSubpath()
    try ctx.clip(to: hole, rule: .evenOdd)
    try ctx.setLineWidth(20)
    try ctx.move(to: Point(x: 100, y: 100))
    try ctx.addLine(to: Point(x: 100, y: 19))
    try ctx.strokePath()
    try ctx.restoreGState()
}

/// F004-313's red arrow head, the triangle (80,25), (100,0), (120,25).
@Sendable public func drawArrowHead(_ ctx: GraphicsContext) throws(GraphicsError) {
    var head = Path()
    head.addLines(between: [Point(x: 80, y: 25), Point(x: 100, y: 0), Point(x: 120, y: 25)])
    head.closeSubpath()
    try ctx.setFillColor(.red)
    try ctx.fill(head)
}
