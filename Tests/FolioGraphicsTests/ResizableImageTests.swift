import FolioGeometry
import FolioGraphics
import FolioTestSupport
import Foundation
import Testing

/// Resizable and tiled images (drawing.md R21, #103 to #105), probed with MuPDF (decision
/// D8): poppler smooths an image scaled into a pattern cell, which blurs one-pixel rows.
@Suite("Resizable images")
struct ResizableImageTests {
    /// A PNG image of `width × height` pixels (scale 1: one point each) coloured by `colour`.
    private func image(_ width: Int, _ height: Int, _ colour: (Int, Int) -> (Int, Int, Int)) throws -> Image {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let c = colour(x, y)
                bytes += [UInt8(c.0), UInt8(c.1), UInt8(c.2)]
            }
        }
        return try Image(data: try Raster(width: width, height: height, pixels: bytes).pngData())
    }

    private let yellow = (255, 255, 0), grey = (128, 128, 128)

    @Test("zero caps, tile, into (20, 5, 2w, 4h): eight copies, the image's first row and column at every multiple of w and h (drawing #103)",
          arguments: [Origin.upperLeft, .lowerLeft])
    func tiledCopies(origin: Origin) throws {
        let w = 10, h = 8
        let marked = try image(w, h) { x, y in x == 0 || y == 0 ? black : white }
        let tiled = try marked.resizableImage(withCapInsets: .zero, resizingMode: .tile)
        // The same place on the page on either origin: rows counted from the top.
        let top = origin == .upperLeft ? 5.0 : 100 - 5 - Double(4 * h)
        let drawn = try Drawn(width: 100, height: 100, origin: origin) { ctx throws(GraphicsError) in
            try ctx.draw(tiled, in: Rect(x: 20, y: top, width: Double(2 * w), height: Double(4 * h)))
        }
        let raster = try drawn.raster(renderer: .mupdf)
        for copy in 0..<8 {
            let x0 = 20 + (copy % 2) * w, y0 = 5 + (copy / 2) * h
            #expect(raster.pixel(x0, y0 + 4, is: black, tolerance: 40), "copy \(copy): its first column at x \(x0)")
            #expect(raster.pixel(x0 + 5, y0, is: black, tolerance: 40), "copy \(copy): its first row at y \(y0)")
            #expect(raster.pixel(x0 + 5, y0 + 4, is: white, tolerance: 40), "copy \(copy): white inside")
        }
        // Nothing outside the rectangle.
        #expect(raster.pixel(20 + 2 * w + 1, 10, is: white, tolerance: 10) && raster.pixel(25, 5 + 4 * h + 1, is: white, tolerance: 10))
        // One embedded image, drawn through one tiling pattern.
        #expect(count("/Subtype /Image", in: drawn.text) == 1)
        #expect(count("/PatternType 1", in: drawn.text) == 1)
        // Drawn again elsewhere: the same cell, in a pattern placed anew.
        let twice = try Drawn(width: 100, height: 100, origin: origin) { ctx throws(GraphicsError) in
            try ctx.draw(tiled, in: Rect(x: 20, y: top, width: Double(2 * w), height: Double(4 * h)))
            try ctx.draw(tiled, in: Rect(x: 60, y: top, width: Double(w), height: Double(h)))
        }
        #expect(count("/Subtype /Form", in: twice.text) == 1 && count("/PatternType 1", in: twice.text) == 2)
    }

    /// 16 × 12: corner regions of 7 × 5 in red, green, blue and yellow, the cross between them
    /// grey.
    private func corners() throws -> Image {
        try image(16, 12) { x, y in
            switch (x < 7 ? 0 : x >= 9 ? 1 : 2, y < 5 ? 0 : y >= 7 ? 1 : 2) {
            case (0, 0): red
            case (1, 0): green
            case (0, 1): blue
            case (1, 1): yellow
            default: grey
            }
        }
    }

    @Test("caps of h/2 − 1 and w/2 − 1, stretched to 3×: the corners are the source's corners, the interior its centre colour (drawing #104)")
    func stretchedBorder() throws {
        let stretched = try corners().resizableImage(withCapInsets: EdgeInsets(top: 5, left: 7, bottom: 5, right: 7), resizingMode: .stretch)
        let drawn = try Drawn(width: 100, height: 100) { ctx throws(GraphicsError) in
            try ctx.draw(stretched, in: Rect(x: 10, y: 10, width: 48, height: 36))
        }
        let raster = try drawn.raster(renderer: .mupdf)
        // Each corner keeps its 7 × 5 size.
        for (x, y, colour) in [(10, 10, red), (51, 10, green), (10, 41, blue), (51, 41, yellow)] {
            for dx in 0..<7 { for dy in 0..<5 {
                #expect(raster.pixel(x + dx, y + dy, is: colour, tolerance: 40), "corner pixel (\(x + dx), \(y + dy))")
            } }
        }
        // Everything between the caps is the centre's grey.
        for (x, y) in [(20, 20), (34, 28), (17, 12), (34, 43), (12, 28), (54, 28)] {
            #expect(raster.pixel(x, y, is: grey, tolerance: 40), "interior (\(x), \(y)): \(raster[x, y])")
        }
        #expect(count("/Subtype /Image", in: drawn.text) == 1, "nine slices of one image")
    }

    @Test("caps of w/4 and h/4: tile and stretch have the same corners; the interior repeats or scales (drawing #105)")
    func tileAgainstStretch() throws {
        // 16 × 12 with caps 3 (top, bottom) and 4 (sides): an interior of 8 × 6, red on its left
        // half and blue on its right; the caps green.
        let source = try image(16, 12) { x, y in
            guard (4..<12).contains(x), (3..<9).contains(y) else { return green }
            return x < 8 ? red : blue
        }
        func drawn(_ mode: Image.ResizingMode) throws -> Raster {
            let img = try source.resizableImage(withCapInsets: EdgeInsets(top: 3, left: 4, bottom: 3, right: 4), resizingMode: mode)
            return try Drawn(width: 100, height: 100) { ctx throws(GraphicsError) in
                try ctx.draw(img, in: Rect(x: 10, y: 10, width: 40, height: 30))
            }.raster(renderer: .mupdf)
        }
        let tile = try drawn(.tile), stretch = try drawn(.stretch)
        // The interior is 32 × 24 from (14, 13): stretched, its left half red and right half blue;
        // tiled, red and blue alternate every 4 points.
        for (x, tiledColour, stretchedColour) in [(16, red, red), (20, blue, red), (24, red, red), (28, blue, red),
                                                  (32, red, blue), (36, blue, blue), (44, blue, blue)] {
            #expect(tile.pixel(x, 20, is: tiledColour, tolerance: 40), "tiled at x \(x): \(tile[x, 20])")
            #expect(stretch.pixel(x, 20, is: stretchedColour, tolerance: 40), "stretched at x \(x): \(stretch[x, 20])")
        }
        // The corners are the same in both.
        for (x, y) in [(10, 10), (13, 12), (47, 10), (10, 38), (49, 39)] {
            #expect(tile[x, y] == stretch[x, y] && tile.pixel(x, y, is: green, tolerance: 40), "corner (\(x), \(y))")
        }
    }

    @Test("caps wider than the image are an error; cropping drops the caps; a rect smaller than the caps shrinks them")
    func limits() throws {
        let img = try corners()
        #expect(throws: GraphicsError.self) { try img.resizableImage(withCapInsets: EdgeInsets(top: 0, left: 9, bottom: 0, right: 9)) }
        #expect(throws: GraphicsError.self) { try img.resizableImage(withCapInsets: EdgeInsets(top: -1, left: 0, bottom: 0, right: 0)) }
        let resizable = try img.resizableImage(withCapInsets: EdgeInsets(top: 5, left: 7, bottom: 5, right: 7), resizingMode: .stretch)
        #expect(resizable.capInsets != nil && resizable.cropping(to: Rect(x: 0, y: 0, width: 4, height: 4))?.capInsets == nil)
        let raster = try Drawn(width: 100, height: 100) { ctx throws(GraphicsError) in
            try ctx.draw(resizable, in: Rect(x: 10, y: 10, width: 7, height: 5))
        }.raster(renderer: .mupdf)
        // Half-size corners fill the 7 × 5 rectangle, nothing spills out.
        #expect(raster.pixel(10, 10, is: red, tolerance: 40) && raster.pixel(16, 14, is: yellow, tolerance: 60))
        #expect(raster.pixel(18, 10, is: white, tolerance: 10) && raster.pixel(10, 16, is: white, tolerance: 10))
    }
}
