import FolioGeometry
import FolioPDF

/// How a path is painted, as `CGPathDrawingMode`.
public enum PathDrawingMode: Sendable, Hashable {
    /// Fill with the nonzero rule (`f`).
    case fill
    /// Fill with the even-odd rule (`f*`).
    case eoFill
    /// Stroke (`S`).
    case stroke
    /// Fill (nonzero) then stroke (`B`).
    case fillStroke
    /// Fill (even-odd) then stroke (`B*`).
    case eoFillStroke
}

// MARK: Building the current path (CG style)
extension GraphicsContext {
    /// Begins a new, empty current path, discarding the old one (`CGContextBeginPath`).
    public func beginPath() throws(GraphicsError) {
        try requirePage("beginPath")
        path = Path()
    }

    /// Starts a subpath (`CGContextMoveToPoint`).
    public func move(to p: Point) throws(GraphicsError) {
        try requirePage("move(to:)")
        path.move(to: p)
    }

    /// Adds a line to the current path (`CGContextAddLineToPoint`).
    public func addLine(to p: Point) throws(GraphicsError) {
        try requirePage("addLine(to:)")
        path.addLine(to: p)
    }

    /// Adds a cubic curve (`CGContextAddCurveToPoint`).
    public func addCurve(to p: Point, control1: Point, control2: Point) throws(GraphicsError) {
        try requirePage("addCurve")
        path.addCurve(to: p, control1: control1, control2: control2)
    }

    /// Adds a quadratic curve (`CGContextAddQuadCurveToPoint`).
    public func addQuadCurve(to p: Point, control: Point) throws(GraphicsError) {
        try requirePage("addQuadCurve")
        path.addQuadCurve(to: p, control: control)
    }

    /// Adds an arc. Angles grow clockwise on an upper-left-origin page, as for
    /// ``Path/addArc(center:radius:startAngle:endAngle:clockwise:)`` (UIKit's meaning of
    /// `clockwise`, not the mirrored one of `CGContextAddArc` in a flipped context).
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) throws(GraphicsError) {
        try requirePage("addArc")
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Adds an arc tangent to two lines (`CGContextAddArcToPoint`).
    public func addArc(tangent1End: Point, tangent2End: Point, radius: Double) throws(GraphicsError) {
        try requirePage("addArc(tangent1End:tangent2End:radius:)")
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }

    /// Adds a rectangle (`CGContextAddRect`).
    public func addRect(_ r: Rect) throws(GraphicsError) {
        try requirePage("addRect")
        path.addRect(r)
    }

    /// Adds an ellipse inscribed in a rectangle (`CGContextAddEllipseInRect`).
    public func addEllipse(in r: Rect) throws(GraphicsError) {
        try requirePage("addEllipse")
        path.addEllipse(in: r)
    }

    /// Adds a whole path (`CGContextAddPath`).
    public func addPath(_ p: Path) throws(GraphicsError) {
        try requirePage("addPath")
        path.addPath(p)
    }

    /// Closes the current subpath (`CGContextClosePath`).
    public func closePath() throws(GraphicsError) {
        try requirePage("closePath")
        path.closeSubpath()
    }

    /// The current point of the path, in user space.
    public var currentPoint: Point? { path.currentPoint }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    /// The bounding box of the current path, in user space.
    public var pathBoundingBox: Rect { path.bounds }

    /// Whether the current path contains a point (`CGContextPathContainsPoint`): inside its
    /// closed subpaths for fill modes, within half the line width for stroke modes.
    public func pathContains(_ p: Point, mode: PathDrawingMode) -> Bool {
        switch mode {
        case .fill, .fillStroke: return path.contains(p, rule: .nonZero) || (mode == .fillStroke && path.strokeContains(p, lineWidth: state.lineWidth))
        case .eoFill, .eoFillStroke: return path.contains(p, rule: .evenOdd) || (mode == .eoFillStroke && path.strokeContains(p, lineWidth: state.lineWidth))
        case .stroke: return path.strokeContains(p, lineWidth: state.lineWidth)
        }
    }
}

// MARK: Painting the current path
extension GraphicsContext {
    /// Paints the current path and clears it (`CGContextDrawPath`). An empty path paints
    /// nothing.
    public func drawPath(using mode: PathDrawingMode) throws(GraphicsError) {
        try requirePage("drawPath")
        let p = path
        path = Path()
        try paint(p, mode: mode)
    }

    /// Fills the current path (`CGContextFillPath`, `CGContextEOFillPath`).
    public func fillPath(using rule: FillRule = .nonZero) throws(GraphicsError) {
        try drawPath(using: rule == .nonZero ? .fill : .eoFill)
    }

    /// Strokes the current path (`CGContextStrokePath`).
    public func strokePath() throws(GraphicsError) { try drawPath(using: .stroke) }

    /// Intersects the clip with the current path, then clears the path (`CGContextClip`).
    public func clip(using rule: FillRule = .nonZero) throws(GraphicsError) {
        try requirePage("clip")
        let p = path
        path = Path()
        try clip(to: p, rule: rule)
    }

    /// Intersects the clip with a path, leaving the current path alone.
    public func clip(to p: Path, rule: FillRule = .nonZero) throws(GraphicsError) {
        try requirePage("clip(to:)")
        if let problem = p.problem { throw .invalidPath(problem) }
        endTextObjectIfNeeded()
        if p.isEmpty {
            // Clipping to nothing hides everything after it.
            stream.rect(0, 0, 0, 0)
            stream.clip()
            stream.endPath()
            state.clipBox = .null
            return
        }
        emit(p)
        rule == .nonZero ? stream.clip() : stream.clipEvenOdd()
        stream.endPath()
        state.clipBox = state.clipBox.intersection(p.bounds.applying(state.ctm))
    }

    /// Intersects the clip with a rectangle (`CGContextClipToRect`).
    public func clip(to r: Rect) throws(GraphicsError) {
        guard r.isFinite else { throw .nonFiniteValue(operation: "clip(to:)") }
        try clip(to: Path(rect: r))
    }

    /// The bounding box of the clip, in user space (`CGContextGetClipBoundingBox`).
    public var clipBoundingBox: Rect {
        guard let inv = state.ctm.inverted() else { return .null }
        return state.clipBox.applying(inv)
    }

    /// Paints a path with the current state, its shadow first.
    func paint(_ p: Path, mode: PathDrawingMode) throws(GraphicsError) {
        if let problem = p.problem { throw .invalidPath(problem) }
        if p.isEmpty { return }
        if let shadow = state.shadow { try paintShadow(p, mode: mode, shadow: shadow) }
        try syncPaints(for: mode)
        emitPainted(p, mode: mode)
    }

    /// Paints a rectangle as ``paint(_:mode:)`` paints a path holding it (the same operators),
    /// without making the path: a table draws a few for every cell (its grid, backgrounds).
    /// `r` must be finite.
    func paint(_ r: Rect, mode: PathDrawingMode) throws(GraphicsError) {
        guard state.shadow == nil else { return try paint(Path(rect: r), mode: mode) }
        try syncPaints(for: mode)
        markContentIfNeeded()
        endTextObjectIfNeeded()
        stream.rect(r.x, r.y, r.width, r.height)
        paintOperator(mode)
    }

    /// Writes the paints (colours, alpha) that `mode` uses, where the PDF does not hold them yet.
    private func syncPaints(for mode: PathDrawingMode) throws(GraphicsError) {
        switch mode {
        case .fill, .eoFill: try syncFill()
        case .stroke: try syncStroke()
        case .fillStroke, .eoFillStroke:
            try syncFill()
            try syncStroke()
        }
    }

    /// Writes a path and the operator that paints it.
    private func emitPainted(_ p: Path, mode: PathDrawingMode) {
        markContentIfNeeded()  // painting is content; a clip is not
        emit(p)
        paintOperator(mode)
    }

    /// Writes the operator that paints the current path in `mode`.
    private func paintOperator(_ mode: PathDrawingMode) {
        switch mode {
        case .fill: stream.fill()
        case .eoFill: stream.fillEvenOdd()
        case .stroke: stream.stroke()
        case .fillStroke: stream.fillAndStroke()
        case .eoFillStroke: stream.fillEvenOddAndStroke()
        }
    }

    /// Paints the shape once more in the shadow colour, moved by the offset in page space.
    private func paintShadow(_ p: Path, mode: PathDrawingMode, shadow: Shadow) throws(GraphicsError) {
        let saved = state
        markContentIfNeeded()
        endTextObjectIfNeeded()
        stream.save()
        // A translation by d in base space is a translation by L⁻¹·d in user space.
        let m = state.ctm
        let det = m.determinant
        if det != 0 {
            let dx = shadow.offset.width, dy = shadow.offset.height
            let ux = (m.d * dx - m.c * dy) / det, uy = (-m.b * dx + m.a * dy) / det
            stream.concat(1, 0, 0, 1, ux, uy)
        }
        let c = shadow.color
        switch mode {
        case .fill, .eoFill: try syncFill(c)
        case .stroke: try syncStroke(c)
        case .fillStroke, .eoFillStroke:
            try syncFill(c)
            try syncStroke(c)
        }
        emitPainted(p, mode: mode)
        stream.restore()
        state = saved
    }

    /// Writes a path's construction operators.
    func emit(_ p: Path) {
        endTextObjectIfNeeded()
        for e in p.elements {
            switch e {
            case .move(let q): stream.moveTo(q.x, q.y)
            case .line(let q): stream.lineTo(q.x, q.y)
            case .curve(let q, let c1, let c2): stream.curveTo(c1.x, c1.y, c2.x, c2.y, q.x, q.y)
            case .close: stream.closePath()
            case .rect(let r): stream.rect(r.x, r.y, r.width, r.height)
            }
        }
    }
}

// MARK: Painting shapes directly (UIKit style)
extension GraphicsContext {
    /// Fills a path with the fill colour, leaving the current path alone (`UIBezierPath.fill`).
    public func fill(_ p: Path, rule: FillRule = .nonZero) throws(GraphicsError) {
        try requirePage("fill")
        try paint(p, mode: rule == .nonZero ? .fill : .eoFill)
    }

    /// Strokes a path with the stroke colour and the context's line attributes.
    public func stroke(_ p: Path) throws(GraphicsError) {
        try requirePage("stroke")
        try paint(p, mode: .stroke)
    }

    /// Strokes a path with its own line attributes, set only for this stroke
    /// (`UIBezierPath.lineWidth` and friends, then `stroke()`).
    public func stroke(_ p: Path, style: StrokeStyle) throws(GraphicsError) {
        try withSavedGState { () throws(GraphicsError) in
            try setStrokeStyle(style)
            try paint(p, mode: .stroke)
        }
    }

    /// Fills a rectangle (`CGContextFillRect`, `UIRectFill`).
    public func fill(_ r: Rect) throws(GraphicsError) {
        try requirePage("fill(rect)")
        guard r.isFinite else { throw .nonFiniteValue(operation: "fill(\(r))") }
        try paint(r, mode: .fill)
    }

    /// Strokes a rectangle (`CGContextStrokeRect`).
    public func stroke(_ r: Rect) throws(GraphicsError) {
        try requirePage("stroke(rect)")
        guard r.isFinite else { throw .nonFiniteValue(operation: "stroke(\(r))") }
        try paint(r, mode: .stroke)
    }

    /// Strokes a rectangle with a given width, leaving the context's line width unchanged
    /// (`CGContextStrokeRectWithWidth`).
    public func stroke(_ r: Rect, width: Double) throws(GraphicsError) {
        try withSavedGState { () throws(GraphicsError) in
            try setLineWidth(width)
            try stroke(r)
        }
    }

    /// Fills an ellipse inscribed in a rectangle (`CGContextFillEllipseInRect`).
    public func fillEllipse(in r: Rect) throws(GraphicsError) {
        try requirePage("fillEllipse")
        try paint(Path(ovalIn: r), mode: .fill)
    }

    /// Strokes an ellipse inscribed in a rectangle (`CGContextStrokeEllipseInRect`).
    public func strokeEllipse(in r: Rect) throws(GraphicsError) {
        try requirePage("strokeEllipse")
        try paint(Path(ovalIn: r), mode: .stroke)
    }

    /// Strokes separate segments between pairs of points (`CGContextStrokeLineSegments`).
    public func strokeLineSegments(between points: [Point]) throws(GraphicsError) {
        try requirePage("strokeLineSegments")
        var p = Path()
        var i = 0
        while i + 1 < points.count {
            p.move(to: points[i])
            p.addLine(to: points[i + 1])
            i += 2
        }
        try paint(p, mode: .stroke)
    }

    /// Paints a rectangle with the page's background (white), the PDF stand-in for
    /// `CGContextClearRect`: a PDF page cannot be made transparent again. A diagnostic says so.
    public func clear(_ r: Rect) throws(GraphicsError) {
        try requirePage("clear")
        guard r.isFinite else { throw .nonFiniteValue(operation: "clear(\(r))") }
        session.diagnostics.append(.note(.drawing, "clear(\(r)) painted the page background white: PDF cannot erase to transparency"))
        let saved = state
        markContentIfNeeded()
        endTextObjectIfNeeded()
        stream.save()
        state.blendMode = .normal
        state.alpha = 1
        try syncFill(.white)
        emit(Path(rect: r))
        stream.fill()
        stream.restore()
        state = saved
    }
}
