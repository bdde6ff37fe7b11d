/// How two renderings of the same size differ: how many pixels, by how much, and where.
public struct PixelDifference: Sendable, Equatable {
    /// The number of pixels with at least one channel further apart than the tolerance.
    public var count: Int
    /// The number of pixels compared.
    public var total: Int
    /// The largest difference in any channel of any pixel (0–255), tolerated ones included.
    public var largestChannelDelta: Int
    /// The smallest pixel rectangle holding every differing pixel, y counted from the top; nil
    /// when no pixel differs beyond the tolerance.
    public var bounds: (x: Int, y: Int, width: Int, height: Int)? {
        minX <= maxX ? (minX, minY, maxX - minX + 1, maxY - minY + 1) : nil
    }

    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    /// The share of pixels that differ, 0…1.
    public var fraction: Double { total == 0 ? 0 : Double(count) / Double(total) }

    /// Equal when every counted quantity is equal.
    public static func == (a: PixelDifference, b: PixelDifference) -> Bool {
        a.count == b.count && a.total == b.total && a.largestChannelDelta == b.largestChannelDelta
            && a.minX == b.minX && a.minY == b.minY && a.maxX == b.maxX && a.maxY == b.maxY
    }
}

extension Raster {
    /// Compares two rasters: the number of pixels whose channels differ by more than
    /// `tolerance` (anti-aliasing differs a little between renderers), or nil when the sizes
    /// differ.
    public func differingPixels(from other: Raster, tolerance: Int = 24) -> Int? {
        difference(from: other, tolerance: tolerance)?.count
    }

    /// Compares two rasters pixel by pixel; nil when their sizes differ.
    public func difference(from other: Raster, tolerance: Int = 24) -> PixelDifference? {
        guard width == other.width, height == other.height else { return nil }
        var d = PixelDifference(count: 0, total: width * height, largestChannelDelta: 0)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 3
                let delta = Swift.max(abs(Int(pixels[o]) - Int(other.pixels[o])),
                                      abs(Int(pixels[o + 1]) - Int(other.pixels[o + 1])),
                                      abs(Int(pixels[o + 2]) - Int(other.pixels[o + 2])))
                if delta > d.largestChannelDelta { d.largestChannelDelta = delta }
                guard delta > tolerance else { continue }
                d.count += 1
                d.minX = Swift.min(d.minX, x); d.maxX = Swift.max(d.maxX, x)
                d.minY = Swift.min(d.minY, y); d.maxY = Swift.max(d.maxY, y)
            }
        }
        return d
    }

    /// A picture of the difference: `self` (the reference) faded to a quarter of its contrast,
    /// with every pixel of `actual` that differs beyond `tolerance` painted pure red. Rasters of
    /// different sizes are compared over their common area; the rest counts as changed.
    public func differenceImage(against actual: Raster, tolerance: Int = 24) -> Raster {
        let w = Swift.max(width, actual.width), h = Swift.max(height, actual.height)
        var out = [UInt8](repeating: 255, count: w * h * 3)
        for y in 0..<h {
            for x in 0..<w {
                let o = (y * w + x) * 3
                guard x < width, y < height, x < actual.width, y < actual.height else {
                    out[o] = 255; out[o + 1] = 0; out[o + 2] = 0
                    continue
                }
                let e = (y * width + x) * 3, a = (y * actual.width + x) * 3
                var changed = false
                for k in 0..<3 where abs(Int(pixels[e + k]) - Int(actual.pixels[a + k])) > tolerance { changed = true }
                if changed {
                    out[o] = 255; out[o + 1] = 0; out[o + 2] = 0
                } else {
                    for k in 0..<3 { out[o + k] = UInt8(255 - (255 - Int(pixels[e + k])) / 4) }
                }
            }
        }
        return Raster(width: w, height: h, pixels: out)
    }
}
