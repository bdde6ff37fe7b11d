import FolioGeometry
import FolioGraphics

/// Drawing the inline boxes of a line (``InlineBox``): background, then border, behind the
/// line's text.
extension Line {
    /// Draws each inline box on the line, moved by `dx`, `dy`: its runs side by side make one
    /// box; a side is drawn where the box begins or ends on this line, not where a line break cuts it.
    func drawInlineBoxes(in context: GraphicsContext, dx: Double, dy: Double) throws(GraphicsError) {
        var k = 0
        while k < runs.count {
            guard let box = runs[k].attributes.inlineBox else {
                k += 1
                continue
            }
            var end = k + 1
            while end < runs.count, runs[end].attributes.inlineBox == box { end += 1 }
            let first = runs[k], last = runs[end - 1]
            let drawsLeft = first.boxLeft != nil, drawsRight = last.boxRight != nil
            var ascent = 0.0, descent = 0.0
            for r in runs[k..<end] {
                ascent = max(ascent, r.font.ascent(atSize: r.size))
                descent = max(descent, r.font.descent(atSize: r.size))
            }
            let baseline = first.origin.y + dy
            let border = EdgeInsets(top: box.border.top, left: drawsLeft ? box.border.left : 0,
                                    bottom: box.border.bottom, right: drawsRight ? box.border.right : 0)
            let content = box.height ?? ascent + descent
            let outer = box.padding.top + box.padding.bottom + border.top + border.bottom + content
            let top = box.standsOnBaseline ? baseline - outer : baseline - ascent - box.padding.top - border.top
            let x0 = first.origin.x + dx + (drawsLeft ? box.margin.left : 0)
            let x1 = last.origin.x + dx + last.width - (drawsRight ? box.margin.right : 0)
            k = end
            guard x1 > x0 else { continue }
            let rect = Rect(x: x0, y: top, width: x1 - x0, height: outer)
            let r = min(box.cornerRadius, rect.width / 2, rect.height / 2)
            let radii = CornerRadii(topLeft: drawsLeft ? r : 0, topRight: drawsRight ? r : 0,
                                    bottomRight: drawsRight ? r : 0, bottomLeft: drawsLeft ? r : 0)
            var shape = Path()
            shape.addRoundedRect(in: rect, cornerRadii: radii)
            if let background = box.background {
                try context.setFillColor(background)
                try context.fill(shape)
            }
            guard border != .zero else { continue }
            try context.setFillColor(box.borderColor)
            if r == 0 {
                // Square corners: each side a rectangle of its own (none where it has no width).
                let sides = [
                    Rect(x: rect.minX, y: rect.minY, width: rect.width, height: border.top),
                    Rect(x: rect.minX, y: rect.maxY - border.bottom, width: rect.width, height: border.bottom),
                    Rect(x: rect.minX, y: rect.minY, width: border.left, height: rect.height),
                    Rect(x: rect.maxX - border.right, y: rect.minY, width: border.right, height: rect.height),
                ]
                for side in sides where side.width > 0 && side.height > 0 { try context.fill(side) }
                continue
            }
            // Rounded: the box's outline less the inside of its border, filled even-odd.
            let inner = Rect(x: rect.minX + border.left, y: rect.minY + border.top,
                             width: max(0, rect.width - border.left - border.right), height: max(0, rect.height - border.top - border.bottom))
            func less(_ radius: Double, _ a: Double, _ b: Double) -> Double { max(0, radius - max(a, b)) }
            shape.addRoundedRect(in: inner, cornerRadii: CornerRadii(
                topLeft: less(radii.topLeft, border.top, border.left), topRight: less(radii.topRight, border.top, border.right),
                bottomRight: less(radii.bottomRight, border.bottom, border.right), bottomLeft: less(radii.bottomLeft, border.bottom, border.left)))
            try context.fill(shape, rule: .evenOdd)
        }
    }
}
