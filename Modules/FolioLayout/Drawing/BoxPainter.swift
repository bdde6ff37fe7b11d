import Foundation
import FolioGeometry
import FolioGraphics

/// Paints a block's box in CSS's order (CSS 2.1 Appendix E, Backgrounds 3): shadows outside
/// it, the background colour, gradients over it, then the borders; all inside the rounded
/// outline when the corners are rounded.
enum BoxPainter {
    /// Paints the box of `style` filling `rect`.
    static func paint(_ style: BlockStyle, in rect: Rect, context: GraphicsContext) throws(GraphicsError) {
        let decoration = style.decoration
        guard !decoration.isEmpty else {
            if let bg = style.background {
                try context.setFillColor(bg)
                try context.fill(rect)
            }
            try strokeBorders(rect, top: style.borderTop, left: style.borderLeft, bottom: style.borderBottom,
                                          right: style.borderRight, context: context)
            return
        }
        let radii = decoration.corners.isSquare ? nil : decoration.corners.radii(for: rect.size)
        for shadow in decoration.shadows.reversed() where !shadow.isInset {
            try paintShadow(shadow, of: rect, radii: radii, context: context)
        }
        let outline = shape(rect, radii: radii, grownBy: 0)
        if let bg = style.background {
            try context.setFillColor(bg)
            try context.fill(outline)
        }
        if !decoration.gradients.isEmpty {
            try context.withSavedGState { () throws(GraphicsError) in
                try context.clip(to: outline)
                for gradient in decoration.gradients.reversed() { try paint(gradient, in: rect, context: context) }
            }
        }
        if !decoration.backgroundLayers.isEmpty {
            try context.withSavedGState { () throws(GraphicsError) in
                try context.clip(to: outline)
                let padding = Rect(x: rect.minX + (style.borderLeft?.width ?? 0), y: rect.minY + (style.borderTop?.width ?? 0),
                                   width: rect.width - (style.borderLeft?.width ?? 0) - (style.borderRight?.width ?? 0),
                                   height: rect.height - (style.borderTop?.width ?? 0) - (style.borderBottom?.width ?? 0))
                for layer in decoration.backgroundLayers.reversed() { try paint(layer, paddingBox: padding, borderBox: rect, context: context) }
            }
        }
        for shadow in decoration.shadows.reversed() where shadow.isInset {
            try paintInsetShadow(shadow, of: rect, radii: radii, context: context)
        }
        try paintBorders(style, rect: rect, radii: radii, context: context)
    }

    /// The box's outline, `grow` points larger on every side (smaller when negative), its
    /// radii grown with it as CSS grows a shadow's.
    static func shape(_ rect: Rect, radii: EllipticalCornerRadii?, grownBy grow: Double) -> Path {
        let r = rect.insetBy(dx: -grow, dy: -grow)
        guard r.width > 0, r.height > 0 else { return Path() }
        guard let radii else { return Path(rect: r) }
        func g(_ s: Size) -> Size {
            guard s != .zero else { return .zero }
            return Size(width: max(0, s.width + grow), height: max(0, s.height + grow))
        }
        var path = Path()
        path.addRoundedRect(in: r, ellipticalRadii: radii.map(g))
        return path
    }

    /// A shadow outside the box only (what lies under the box is not shadowed, as in CSS). A
    /// blur is drawn as eight bands fading outwards: PDF has no blur.
    private static func paintShadow(_ shadow: BoxShadow, of rect: Rect, radii: EllipticalCornerRadii?,
                                    context: GraphicsContext) throws(GraphicsError) {
        let bands = ShadowBands(shadow, of: rect)
        try context.withSavedGState { () throws(GraphicsError) in
            var outside = Path(rect: rect.insetBy(dx: -bands.reach, dy: -bands.reach))
            outside.addPath(shape(rect, radii: radii, grownBy: 0))
            try context.clip(to: outside, rule: .evenOdd)
            try context.setFillColor(bands.color)
            for i in 0..<bands.count {
                try context.fill(shape(bands.moved, radii: radii, grownBy: shadow.spread + bands.edge(i)))
            }
        }
    }

    /// A shadow inside the box: the box's outline clips it, and it is the area between that
    /// outline and the outline moved by the offset and shrunk by the spread (CSS Backgrounds 3
    /// §7.1.1), its edge faded over the blur as an outer shadow's is.
    private static func paintInsetShadow(_ shadow: BoxShadow, of rect: Rect, radii: EllipticalCornerRadii?,
                                         context: GraphicsContext) throws(GraphicsError) {
        let bands = ShadowBands(shadow, of: rect)
        try context.withSavedGState { () throws(GraphicsError) in
            try context.clip(to: shape(rect, radii: radii, grownBy: 0))
            try context.setFillColor(bands.color)
            for i in 0..<bands.count {
                // The hole grows band by band, so that the shadow fades towards the inside.
                var area = Path(rect: rect.insetBy(dx: -bands.reach, dy: -bands.reach))
                area.addPath(shape(bands.moved, radii: radii, grownBy: -(shadow.spread - bands.edge(i))))
                try context.fill(area, rule: .evenOdd)
            }
        }
    }

    /// Borders: straight sides as ``strokeBorders(_:top:left:bottom:right:centred:context:)``
    /// draws them; with rounded corners, four like sides are one rounded stroke, and unlike
    /// sides are drawn straight inside the rounded outline.
    private static func paintBorders(_ style: BlockStyle, rect: Rect, radii: EllipticalCornerRadii?,
                                     context: GraphicsContext) throws(GraphicsError) {
        let sides = [style.borderTop, style.borderRight, style.borderBottom, style.borderLeft]
        guard let radii else {
            try strokeBorders(rect, top: style.borderTop, left: style.borderLeft, bottom: style.borderBottom,
                                          right: style.borderRight, context: context)
            return
        }
        if let first = sides[0], sides.allSatisfy({ $0 == first }), first.style == .solid {
            try context.withSavedGState { () throws(GraphicsError) in
                try context.setStrokeColor(first.color)
                try context.setLineWidth(first.width)
                try context.stroke(shape(rect, radii: radii, grownBy: -first.width / 2))
            }
            return
        }
        try context.withSavedGState { () throws(GraphicsError) in
            try context.clip(to: shape(rect, radii: radii, grownBy: 0))
            try strokeBorders(rect, top: style.borderTop, left: style.borderLeft, bottom: style.borderBottom,
                                          right: style.borderRight, context: context)
        }
    }

    /// A gradient over `rect` (the clip already set to the box's outline).
    static func paint(_ gradient: BoxGradient, in rect: Rect, context: GraphicsContext) throws(GraphicsError) {
        let w = rect.width, h = rect.height
        let center = Point(x: rect.midX, y: rect.midY)
        switch gradient.kind {
        case .linear, .linearToCorner:
            // The direction in user space (y down) and the gradient line's length: as long as
            // it takes for the corners to lie on its ends' perpendiculars.
            var dx: Double, dy: Double
            if case .linear(let angle) = gradient.kind {
                let a = angle * .pi / 180
                dx = sin(a); dy = -cos(a)
            } else if case .linearToCorner(let right, let bottom) = gradient.kind {
                let n = max(hypot(w, h), 1e-9)
                dx = (right ? h : -h) / n; dy = (bottom ? w : -w) / n
            } else { return }
            let length = abs(w * dx) + abs(h * dy)
            guard length > 0, let g = try ramp(gradient.stops, length: length) else { return }
            let start = Point(x: center.x - dx * length / 2, y: center.y - dy * length / 2)
            let end = Point(x: center.x + dx * length / 2, y: center.y + dy * length / 2)
            try context.drawLinearGradient(g, start: start, end: end, options: [.drawsBeforeStart, .drawsAfterEnd])
        case .radial(let c, let isCircle):
            let cx = rect.minX + c.x * w, cy = rect.minY + c.y * h
            // Out to the farthest corner (CSS's default size).
            let fx = max(abs(cx - rect.minX), abs(rect.maxX - cx)), fy = max(abs(cy - rect.minY), abs(rect.maxY - cy))
            let rx: Double, ry: Double
            if isCircle || fx == 0 || fy == 0 {
                rx = hypot(fx, fy); ry = rx
            } else {
                let k = 2.0.squareRoot()  // an ellipse of the sides' ratio through the corner
                rx = fx * k; ry = fy * k
            }
            guard rx > 0, ry > 0, let g = try ramp(gradient.stops, length: rx) else { return }
            try context.withSavedGState { () throws(GraphicsError) in
                try context.translateBy(x: cx, y: cy)
                try context.scaleBy(x: 1, y: ry / rx)
                try context.drawRadialGradient(g, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: rx,
                                               options: [.drawsBeforeStart, .drawsAfterEnd])
            }
        }
    }

    /// The colour ramp of `stops` on a line `length` points long: positions made shares of it,
    /// missing ones spread between their neighbours, each at least its predecessor (CSS Images
    /// 3 §3.5.3); `nil` with fewer than two stops.
    static func ramp(_ stops: [BoxGradient.Stop], length: Double) throws(GraphicsError) -> Gradient? {
        guard stops.count >= 2 else { return nil }
        var at: [Double?] = stops.map { $0.position.map { $0.resolved(in: length) / length } }
        if at[0] == nil { at[0] = 0 }
        if at[at.count - 1] == nil { at[at.count - 1] = 1 }
        var last = at[0]!
        for i in at.indices {
            if let p = at[i] { at[i] = max(p, last); last = at[i]! }
        }
        var i = 0
        while i < at.count {
            guard at[i] == nil else { i += 1; continue }
            var j = i
            while at[j] == nil { j += 1 }
            let a = at[i - 1]!, b = at[j]!
            for k in i..<j { at[k] = a + (b - a) * Double(k - i + 1) / Double(j - i + 1) }
            i = j
        }
        // Shares outside 0…1 are clamped: the ramp is drawn between the line's ends.
        let located = zip(stops, at).map { Gradient.Stop(color: $0.color, location: min(max($1!, 0), 1)) }
        return try Gradient(stops: located)
    }

    /// Strokes the borders of `r`: inside its edges (a block's box), or centred on them and
    /// running on to meet the side borders (`centred`, a table cell's collapsed borders). A
    /// side is drawn as bands along it: one for solid, dashed, dotted, inset and outset lines,
    /// two for double, groove and ridge; bands away from the outer edge are shortened where a
    /// neighbouring side has a border, so that corners meet on the diagonal.
    static func strokeBorders(_ r: Rect, top: Border?, left: Border?, bottom: Border?, right: Border?, centred: Bool = false,
                              context: GraphicsContext) throws(GraphicsError) {
        let k = centred ? 0.0 : 1.0
        let tw = top?.width ?? 0, bw = bottom?.width ?? 0, lw = left?.width ?? 0, rw = right?.width ?? 0
        // Centred horizontal lines reach over the side lines' half widths, so the corners close.
        let x0 = centred ? r.minX - lw / 2 : r.minX, x1 = centred ? r.maxX + rw / 2 : r.maxX
        // Each side: its border, its centre line, the inward direction, the widths of the
        // borders at its start and end, and whether it is lit (top, left) for inset and outset.
        let sides: [(Border?, Point, Point, Point, Double, Double, Bool)] = [
            (top, Point(x: x0, y: r.minY + k * tw / 2), Point(x: x1, y: r.minY + k * tw / 2), Point(x: 0, y: 1), lw, rw, true),
            (bottom, Point(x: x0, y: r.maxY - k * bw / 2), Point(x: x1, y: r.maxY - k * bw / 2), Point(x: 0, y: -1), lw, rw, false),
            (left, Point(x: r.minX + k * lw / 2, y: r.minY), Point(x: r.minX + k * lw / 2, y: r.maxY), Point(x: 1, y: 0), tw, bw, true),
            (right, Point(x: r.maxX - k * rw / 2, y: r.minY), Point(x: r.maxX - k * rw / 2, y: r.maxY), Point(x: -1, y: 0), tw, bw, false),
        ]
        for (border, a, b, inward, startWidth, endWidth, isLit) in sides {
            guard let border, border.width > 0 else { continue }
            let along = Point(x: b.x - a.x, y: b.y - a.y), length = max(abs(along.x), abs(along.y))
            guard length > 0 else { continue }
            let unit = Point(x: along.x / length, y: along.y / length)
            for band in bands(of: border, isLit: isLit) {
                // How far into the border the band's outer edge lies, as a share of its width.
                let depth = (border.width / 2 + band.offset - band.width / 2) / border.width
                let from = depth * startWidth, to = depth * endWidth
                let s = Point(x: a.x + inward.x * band.offset + unit.x * from, y: a.y + inward.y * band.offset + unit.y * from)
                let e = Point(x: b.x + inward.x * band.offset - unit.x * to, y: b.y + inward.y * band.offset - unit.y * to)
                try context.withSavedGState { () throws(GraphicsError) in
                    try context.setStrokeColor(band.color)
                    try context.setLineWidth(band.width)
                    switch border.style {
                    case .dashed: try context.setLineDash([border.width * 3, border.width * 2])
                    case .dotted:
                        try context.setLineCap(.round)
                        try context.setLineDash([0, border.width * 2])
                    default: break
                    }
                    var path = Path()
                    path.move(to: s)
                    path.addLine(to: e)
                    try context.stroke(path)
                }
            }
        }
    }

    /// The bands a border's side is drawn as: each one's distance inwards from the side's centre
    /// line, its width and its colour (CSS 2.1 §8.5.3: `groove` looks carved in, `ridge` out;
    /// `inset` darkens the top and left sides, `outset` the bottom and right).
    private static func bands(of border: Border, isLit: Bool) -> [(offset: Double, width: Double, color: Color)] {
        let w = border.width, c = border.color
        let dark = c.mixed(with: .black, amount: 0.45), light = c.mixed(with: .white, amount: 0.45)
        switch border.style {
        case .solid, .dashed, .dotted: return [(0, w, c)]
        case .double:
            guard w >= 3 else { return [(0, w, c)] }
            return [(-w / 3, w / 3, c), (w / 3, w / 3, c)]
        case .groove: return [(-w / 4, w / 2, isLit ? dark : light), (w / 4, w / 2, isLit ? light : dark)]
        case .ridge: return [(-w / 4, w / 2, isLit ? light : dark), (w / 4, w / 2, isLit ? dark : light)]
        case .inset: return [(0, w, isLit ? dark : light)]
        case .outset: return [(0, w, isLit ? light : dark)]
        }
    }
}

/// The bands a shadow is drawn in: PDF has no blur, so a blurred shadow is eight outlines from
/// `blur / 2` outside its spread edge to `blur / 2` inside, each laying a little of the colour
/// over the ones before, so that the inside has the full colour; a sharp shadow is one band.
private struct ShadowBands {
    /// The box moved by the shadow's offset.
    let moved: Rect
    /// How far past the box the shadow can reach (a clip this much larger holds all of it).
    let reach: Double
    /// How many bands: 8 for a blurred shadow, 1 for a sharp one.
    let count: Int
    /// The colour of each band.
    let color: Color
    private let blur: Double

    init(_ shadow: BoxShadow, of rect: Rect) {
        moved = rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        blur = max(0, shadow.blur)
        reach = abs(shadow.offset.width) + abs(shadow.offset.height) + abs(shadow.spread) + blur + 1
        count = blur > 0 ? 8 : 1
        color = count == 1 ? shadow.color : shadow.color.withAlpha(1 - pow(1 - shadow.color.alpha, 1 / Double(count)))
    }

    /// How far band `i`'s edge lies outside the spread edge: `blur / 2` for the first (palest), `−blur / 2` for the last.
    func edge(_ i: Int) -> Double {
        count == 1 ? 0 : blur / 2 - blur * Double(i) / Double(count - 1)
    }
}
