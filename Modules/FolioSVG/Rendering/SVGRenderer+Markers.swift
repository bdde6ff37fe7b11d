import FolioGeometry
import FolioGraphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SVGRenderer {
    /// Draws `marker-start`, `marker-mid` and `marker-end` at a shape's vertices, oriented
    /// and scaled as each marker's `orient` and `markerUnits` say.
    mutating func drawMarkers(_ vertices: [PathData.Vertex], style: SVGStyle, for index: Int) throws(SVGError) {
        guard !vertices.isEmpty else { return }
        let strokeWidth = self.strokeWidth(style)
        for (k, v) in vertices.enumerated() {
            let id = k == 0 ? style.markerStart : k == vertices.count - 1 ? style.markerEnd : style.markerMid
            guard let id, let marker = document.elements[id], nodes[marker].name == "marker" else { continue }
            guard !useStack.contains(marker) else { throw .useCycle(id: id) }
            let n = nodes[marker]
            let mstyle = StyleResolver.compute(document.styles.declared[marker], parent: SVGStyle(), viewport: viewport)
            let mw = length(marker, "markerWidth", .x, style: mstyle, default: 3)
            let mh = length(marker, "markerHeight", .y, style: mstyle, default: 3)
            guard mw > 0, mh > 0 else { continue }
            var angle = 0.0
            let orient = n.attribute("orient")?.trimmingSVGSpaces() ?? "0"
            if orient == "auto" || orient == "auto-start-reverse" {
                switch (v.incoming, v.outgoing) {
                case (let a?, let b?):
                    // The bisector of the two directions.
                    angle = atan2(sin(a) + sin(b), cos(a) + cos(b))
                case (let a?, nil): angle = a
                case (nil, let b?): angle = b
                default: angle = 0
                }
                if orient == "auto-start-reverse", k == 0 { angle += .pi }
            } else {
                var text = orient
                if text.hasSuffix("deg") { text = String(text.dropLast(3)) }
                angle = (Double(text) ?? 0) * .pi / 180
            }
            let scale = n.attribute("markerUnits")?.trimmingSVGSpaces() == "userSpaceOnUse" ? 1 : strokeWidth
            let viewBox = n.attribute("viewBox").flatMap(SVGDocument.parseViewBox)
            let content = viewBox.map { AspectRatio(n.attribute("preserveAspectRatio")).transform(viewBox: $0, into: Rect(x: 0, y: 0, width: mw, height: mh)) }
                ?? .identity
            let ref = Point(x: length(marker, "refX", .x, style: mstyle), y: length(marker, "refY", .y, style: mstyle)).applying(content)
            let placement = content
                .concatenating(AffineTransform(translationX: -ref.x, y: -ref.y))
                .concatenating(AffineTransform(scaleX: scale, y: scale))
                .concatenating(AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))
                .concatenating(AffineTransform(translationX: v.point.x, y: v.point.y))
            guard placement.isFinite, abs(placement.determinant) > 1e-12 else { continue }
            let clip = Rect(x: -ref.x, y: -ref.y, width: mw, height: mh)
            useStack.append(marker)
            defer { useStack.removeLast() }
            try g { () throws(GraphicsError) in
                try ctx.saveGState()
                try ctx.concatenate(AffineTransform(translationX: v.point.x, y: v.point.y))
                try ctx.concatenate(AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))
                try ctx.concatenate(AffineTransform(scaleX: scale, y: scale))
                if !mstyle.overflowVisible { try ctx.clip(to: clip) }
                try ctx.concatenate(AffineTransform(translationX: -ref.x, y: -ref.y))
                try ctx.concatenate(content)
            }
            let saved = viewport
            viewport = (viewBox?.width ?? mw, viewBox?.height ?? mh)
            defer { viewport = saved }
            try drawChildren(of: marker, style: mstyle)
            try g { () throws(GraphicsError) in try ctx.restoreGState() }
        }
    }
}
