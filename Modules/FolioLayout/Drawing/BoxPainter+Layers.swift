import Foundation
import FolioGeometry
import FolioGraphics

/// Background layers (CSS Backgrounds 3 §2): images, drawings (as vectors) and gradients, each copy sized (`background-size`) and placed
/// (`background-position`) in the padding box, repeated (`background-repeat`) over the
/// border box, which the caller has clipped to.
extension BoxPainter {
    /// At most this many copies of one layer are drawn in one box: a tiny image repeated over a
    /// large box stops there (each copy is a few bytes of content; the image is embedded once).
    static let maximumTiles = 4_096

    /// Paints one layer.
    static func paint(_ layer: BoxBackgroundLayer, paddingBox: Rect, borderBox: Rect, context: GraphicsContext) throws(GraphicsError) {
        guard paddingBox.width > 0, paddingBox.height > 0 else { return }
        let natural: Size? = switch layer.content {
        case .image(let i): i.size
        case .drawing(let d): d.size
        case .gradient: nil
        }
        // A gradient neither sized nor placed fills the border box, as ``BoxDecoration/gradients`` do.
        if case .gradient(let g) = layer.content, layer.size == .size(width: nil, height: nil),
           layer.positionX == .fraction(0), layer.positionY == .fraction(0) {
            return try paint(g, in: borderBox, context: context)
        }
        var tile = tileSize(layer.size, natural: natural, area: paddingBox.size)
        if case .drawing(let d) = layer.content, !d.hasNaturalSize, d.hasNaturalRatio, layer.size == .size(width: nil, height: nil) {
            // A ratio alone fits as contain does.
            tile = tileSize(.contain, natural: natural, area: paddingBox.size)
        }
        guard tile.width > 1e-3, tile.height > 1e-3, tile.width.isFinite, tile.height.isFinite else { return }
        func place(_ l: BoxLength, room: Double, copy: Double) -> Double {
            switch l {
            case .points(let p): p
            case .fraction(let f): (room - copy) * f
            case .sum(let f, let p): (room - copy) * f + p
            }
        }
        let x0 = paddingBox.minX + place(layer.positionX, room: paddingBox.width, copy: tile.width)
        let y0 = paddingBox.minY + place(layer.positionY, room: paddingBox.height, copy: tile.height)
        let xs = starts(from: x0, step: tile.width, repeats: layer.repeatsX, over: borderBox.minX, borderBox.maxX)
        let ys = starts(from: y0, step: tile.height, repeats: layer.repeatsY, over: borderBox.minY, borderBox.maxY)
        // A drawing repeated is recorded once, as a form, and placed at each copy.
        var form: FormXObject?
        if case .drawing(let d) = layer.content, xs.count * ys.count > 1 {
            form = try context.makeForm(size: tile) { (inner: GraphicsContext) throws(GraphicsError) in
                try d.drawing.draw(inner, Rect(origin: .zero, size: tile))
            }
        }
        var drawn = 0
        for y in ys {
            for x in xs {
                guard drawn < maximumTiles else { return }
                drawn += 1
                let r = Rect(x: x, y: y, width: tile.width, height: tile.height)
                switch layer.content {
                case .image(let i): try context.draw(i.image, in: r)
                case .drawing(let d):
                    if let form {
                        try context.draw(form, in: r)
                    } else {
                        try context.withSavedGState { () throws(GraphicsError) in try d.drawing.draw(context, r) }
                    }
                case .gradient(let g):
                    try context.withSavedGState { () throws(GraphicsError) in
                        try context.clip(to: Path(rect: r))
                        try paint(g, in: r, context: context)
                    }
                }
            }
        }
    }

    /// The size of one copy (CSS Backgrounds 3 §3.9): `cover` and `contain` scale the image's
    /// own size; a width or height alone takes the other from the image's ratio; a gradient
    /// (no size of its own) fills the padding box where a length is not given.
    static func tileSize(_ size: BoxBackgroundLayer.Size, natural: Size?, area: Size) -> Size {
        switch size {
        case .cover, .contain:
            guard let n = natural, n.width > 0, n.height > 0 else { return area }
            let sx = area.width / n.width, sy = area.height / n.height
            let s = size == .cover ? max(sx, sy) : min(sx, sy)
            return Size(width: n.width * s, height: n.height * s)
        case .size(let w, let h):
            let width = w?.resolved(in: area.width), height = h?.resolved(in: area.height)
            guard let n = natural, n.width > 0, n.height > 0 else { return Size(width: width ?? area.width, height: height ?? area.height) }
            switch (width, height) {
            case (let w?, let h?): return Size(width: w, height: h)
            case (let w?, nil): return Size(width: w, height: w * n.height / n.width)
            case (nil, let h?): return Size(width: h * n.width / n.height, height: h)
            case (nil, nil): return n
            }
        }
    }

    /// Where the copies start along one axis: `first` alone, or every `step` before and after
    /// it that reaches into `low`…`high`.
    private static func starts(from first: Double, step: Double, repeats: Bool, over low: Double, _ high: Double) -> [Double] {
        guard repeats else { return [first] }
        var x = first - (((first - low) / step).rounded(.up)) * step
        var out: [Double] = []
        while x < high, out.count < maximumTiles {
            out.append(x)
            x += step
        }
        return out
    }
}
