import FolioGeometry

/// `preserveAspectRatio`: how a `viewBox` is fitted into a viewport.
struct AspectRatio {
    /// Where the box is aligned along each axis (0 start, 0.5 middle, 1 end), or `nil` for
    /// `none` (scaled to fill, the aspect ratio not kept).
    var align: (x: Double, y: Double)? = (0.5, 0.5)
    /// `slice` (cover the viewport) rather than `meet` (fit inside it).
    var slice = false

    /// Parses `[defer] <align> [meet | slice]`; an invalid value is the default, `xMidYMid meet`.
    init(_ text: String?) {
        guard let text else { return }
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "," }).map(String.init)
        if words.first == "defer" { words.removeFirst() }
        guard let first = words.first else { return }
        if first == "none" {
            align = nil
        } else {
            let table: [String: Double] = ["Min": 0, "Mid": 0.5, "Max": 1]
            guard first.count == 8, first.hasPrefix("x"),
                  let ax = table[String(first.dropFirst().prefix(3))],
                  first.dropFirst(4).first == "Y",
                  let ay = table[String(first.suffix(3))] else { return }
            align = (ax, ay)
        }
        if words.count > 1 { slice = words[1] == "slice" }
    }

    /// The transform from the box's user space to the viewport's.
    func transform(viewBox: Rect, into viewport: Rect) -> AffineTransform {
        var sx = viewport.width / viewBox.width, sy = viewport.height / viewBox.height
        var tx = viewport.minX - viewBox.minX * sx, ty = viewport.minY - viewBox.minY * sy
        if let align {
            let s = slice ? max(sx, sy) : min(sx, sy)
            sx = s
            sy = s
            tx = viewport.minX - viewBox.minX * s + (viewport.width - viewBox.width * s) * align.x
            ty = viewport.minY - viewBox.minY * s + (viewport.height - viewBox.height * s) * align.y
        }
        return AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
    }
}
