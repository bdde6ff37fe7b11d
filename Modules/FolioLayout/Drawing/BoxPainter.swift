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
            try LaidOutPage.strokeBorders(rect, top: style.borderTop, left: style.borderLeft, bottom: style.borderBottom,
                                          right: style.borderRight, context: context)
            return
        }
        let radii = decoration.corners.isSquare ? nil : decoration.corners.radii(for: rect.size)
        for shadow in decoration.shadows.reversed() {
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
        path.addRoundedRect(in: r, ellipticalRadii: EllipticalCornerRadii(topLeft: g(radii.topLeft), topRight: g(radii.topRight),
                                                                          bottomRight: g(radii.bottomRight), bottomLeft: g(radii.bottomLeft)))
        return path
    }

    /// A shadow outside the box only (what lies under the box is not shadowed, as in CSS). A
    /// blur is drawn as eight bands fading outwards: PDF has no blur.
    private static func paintShadow(_ shadow: BoxShadow, of rect: Rect, radii: EllipticalCornerRadii?,
                                    context: GraphicsContext) throws(GraphicsError) {
        let moved = rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        let blur = max(0, shadow.blur)
        let reach = abs(shadow.offset.width) + abs(shadow.offset.height) + abs(shadow.spread) + blur + 1
        try context.withSavedGState { () throws(GraphicsError) in
            var outside = Path(rect: rect.insetBy(dx: -reach, dy: -reach))
            outside.addPath(shape(rect, radii: radii, grownBy: 0))
            try context.clip(to: outside, rule: .evenOdd)
            guard blur > 0 else {
                try context.setFillColor(shadow.color)
                try context.fill(shape(moved, radii: radii, grownBy: shadow.spread))
                return
            }
            // Bands from the outer edge (spread + blur/2) in to (spread − blur/2): each lays a
            // little opacity over the ones outside it, so that the inside has the full colour.
            let bands = 8
            let alpha = 1 - pow(1 - shadow.color.alpha, 1 / Double(bands))
            try context.setFillColor(shadow.color.withAlpha(alpha))
            for i in 0..<bands {
                let grow = shadow.spread + blur / 2 - blur * Double(i) / Double(bands - 1)
                try context.fill(shape(moved, radii: radii, grownBy: grow))
            }
        }
    }

    /// Borders: straight sides as ``LaidOutPage/strokeBorders(_:top:left:bottom:right:centred:context:)``
    /// draws them; with rounded corners, four like sides are one rounded stroke, and unlike
    /// sides are drawn straight inside the rounded outline.
    private static func paintBorders(_ style: BlockStyle, rect: Rect, radii: EllipticalCornerRadii?,
                                     context: GraphicsContext) throws(GraphicsError) {
        let sides = [style.borderTop, style.borderRight, style.borderBottom, style.borderLeft]
        guard let radii else {
            try LaidOutPage.strokeBorders(rect, top: style.borderTop, left: style.borderLeft, bottom: style.borderBottom,
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
            try LaidOutPage.strokeBorders(rect, top: style.borderTop, left: style.borderLeft, bottom: style.borderBottom,
                                          right: style.borderRight, context: context)
        }
    }

    /// A gradient over `rect` (the clip already set to the box's outline).
    private static func paint(_ gradient: BoxGradient, in rect: Rect, context: GraphicsContext) throws(GraphicsError) {
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
}
