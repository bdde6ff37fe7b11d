import FolioGeometry
import FolioGraphics
import FolioTestSupport
import Foundation
import Testing

/// Tiling patterns (drawing.md R15, #74 to #77).
@Suite("Pattern colours")
struct PatternTests {
    /// The seed's `drawStripes` cell (F004-370): red 4 × 4, its lower half (y up) blue.
    private func stripes(_ ctx: GraphicsContext) throws(GraphicsError) -> Pattern {
        try ctx.makePattern(bounds: Rect(x: 0, y: 0, width: 4, height: 4), xStep: 4, yStep: 4) { cell throws(GraphicsError) in
            try cell.setFillColor(.red)
            try cell.fill(Rect(x: 0, y: 0, width: 4, height: 4))
            try cell.setFillColor(.blue)
            try cell.fill(Rect(x: 0, y: 0, width: 4, height: 2))
        }
    }

    /// The colour at PDF point (x, y) (lower-left origin) of a 40 × 40 page rendered at 144 dpi.
    private func ink(_ raster: Raster, x: Double, y: Double) -> (r: Int, g: Int, b: Int) {
        raster[Int(x * 2), Int((40 - y) * 2)]
    }

    @Test("F004-355: stripes of period 4, blue at PDF y ≡ 1 and red at y ≡ 3 (mod 4), through /Pattern cs and a tiling pattern dictionary (drawing #74)",
          arguments: [Origin.lowerLeft, .upperLeft])
    func stripesAcrossThePage(origin: Origin) throws {
        let drawn = try Drawn(width: 40, height: 40, origin: origin) { ctx throws(GraphicsError) in
            try ctx.setFillPattern(try stripes(ctx))
            try ctx.fill(Rect(x: 0, y: 0, width: 40, height: 40))
        }
        let content = try drawn.content()
        #expect(content.contains("/Pattern cs\n/P1 scn\n"), "\(content)")
        for key in ["/PatternType 1", "/PaintType 1", "/TilingType 1", "/BBox [0 0 4 4]", "/XStep 4", "/YStep 4"] {
            #expect(drawn.text.contains(key), "\(key) missing")
        }
        // The pattern is anchored to the page's default space, y up, whatever the context's
        // origin (decision D4): the same stripes on both.
        let raster = try drawn.raster(dpi: 144)
        for y in stride(from: 1.0, to: 40, by: 4) {
            for x in [2.0, 19.0, 37.0] {
                #expect(raster.pixel(Int(x * 2), Int((40 - y) * 2), is: blue, tolerance: 40), "blue at (\(x), \(y)): \(ink(raster, x: x, y: y))")
                #expect(raster.pixel(Int(x * 2), Int((40 - y - 2) * 2), is: red, tolerance: 40), "red at (\(x), \(y + 2))")
            }
        }
    }

    @Test("two shapes filled apart show one tiling; setPatternPhase(0, 2) swaps the stripes (drawing #75)")
    func anchoredAndPhase() throws {
        func page(phase: Size?) throws -> Raster {
            try Drawn(width: 40, height: 40, origin: .lowerLeft) { ctx throws(GraphicsError) in
                if let phase { try ctx.setPatternPhase(phase) }
                try ctx.setFillPattern(try stripes(ctx))
                try ctx.fill(Rect(x: 0, y: 0, width: 40, height: 19))
                try ctx.fill(Rect(x: 0, y: 21, width: 40, height: 19))
            }.raster(dpi: 144)
        }
        let plain = try page(phase: nil), moved = try page(phase: Size(width: 0, height: 2))
        for y in [1.0, 5, 13, 25, 33] {
            #expect(plain.pixel(40, Int((40 - y) * 2), is: blue, tolerance: 40), "blue at y \(y) in both shapes")
            #expect(moved.pixel(40, Int((40 - y) * 2), is: red, tolerance: 40), "red at y \(y) with the phase")
        }
        // The gap between the shapes stays white.
        #expect(plain.pixel(40, Int((40 - 20) * 2), is: white, tolerance: 10))
    }

    @Test("no pattern colour space is needed (decision); after save, pattern fill, restore, a colour fills again (drawing #76)")
    func colourAfterPattern() throws {
        let drawn = try Drawn(width: 40, height: 40, origin: .lowerLeft) { ctx throws(GraphicsError) in
            try ctx.saveGState()
            try ctx.setFillPattern(try stripes(ctx))
            #expect(ctx.fillPattern != nil)
            try ctx.fill(Rect(x: 0, y: 0, width: 40, height: 20))
            try ctx.restoreGState()
            #expect(ctx.fillPattern == nil)
            try ctx.setFillColor(.green)
            try ctx.fill(Rect(x: 0, y: 20, width: 20, height: 20))
            // Without a restore: a colour set after a pattern replaces it.
            try ctx.setFillPattern(try stripes(ctx))
            try ctx.setFillColor(.red)
            #expect(ctx.fillPattern == nil)
            try ctx.fill(Rect(x: 20, y: 20, width: 20, height: 20))
        }
        let ops = try drawn.content().split(whereSeparator: \.isNewline).map(String.init)
        let pattern = try #require(ops.firstIndex { $0.hasSuffix("scn") })
        let greenOp = try #require(ops.firstIndex { $0 == "0 1 0 rg" }), redOp = try #require(ops.firstIndex { $0 == "1 0 0 rg" })
        #expect(pattern < greenOp && greenOp < redOp)
        let raster = try drawn.raster(dpi: 72)
        #expect(raster.pixel(10, 10, is: green) && raster.pixel(30, 10, is: red))
    }

    @Test("drawing outside the cell is clipped: with steps of 8, a cell that paints 8 × 8 leaves gaps (drawing #77)")
    func cellClipped() throws {
        let drawn = try Drawn(width: 40, height: 40, origin: .lowerLeft) { ctx throws(GraphicsError) in
            let wide = try ctx.makePattern(bounds: Rect(x: 0, y: 0, width: 4, height: 4), xStep: 8, yStep: 8) { cell throws(GraphicsError) in
                try cell.setFillColor(.blue)
                try cell.fill(Rect(x: -4, y: -4, width: 16, height: 16))
            }
            try ctx.setFillPattern(wide)
            try ctx.fill(Rect(x: 0, y: 0, width: 40, height: 40))
        }
        let raster = try drawn.raster(dpi: 144)
        for (x, y) in [(2.0, 2.0), (10.0, 18.0), (34.0, 26.0)] {
            #expect(raster.pixel(Int(x * 2), Int((40 - y) * 2), is: blue, tolerance: 40), "inside a cell at (\(x), \(y))")
            #expect(raster.pixel(Int((x + 4) * 2), Int((40 - y) * 2), is: white, tolerance: 10), "a gap at (\(x + 4), \(y))")
            #expect(raster.pixel(Int(x * 2), Int((40 - y - 4) * 2), is: white, tolerance: 10), "a gap at (\(x), \(y + 4))")
        }
    }

    @Test("a stroke with a pattern paints the pattern along the line; the matrix scales the cell")
    func strokeAndMatrix() throws {
        let drawn = try Drawn(width: 40, height: 40, origin: .lowerLeft) { ctx throws(GraphicsError) in
            let big = try ctx.makePattern(bounds: Rect(x: 0, y: 0, width: 4, height: 4), matrix: AffineTransform(scaleX: 2, y: 2),
                                          xStep: 4, yStep: 4) { cell throws(GraphicsError) in
                try cell.setFillColor(.red)
                try cell.fill(Rect(x: 0, y: 0, width: 4, height: 4))
                try cell.setFillColor(.blue)
                try cell.fill(Rect(x: 0, y: 0, width: 4, height: 2))
            }
            try ctx.setStrokePattern(big)
            try ctx.setLineWidth(40)
            try ctx.strokeLineSegments(between: [Point(x: 20, y: 0), Point(x: 20, y: 40)])
        }
        #expect(try drawn.content().contains("/Pattern CS\n/P1 SCN\n"))
        #expect(drawn.text.contains("/Matrix [2 0 0 2 0 0]"))
        // The cell scaled twice: period 8, blue at y ≡ 2 and red at y ≡ 6 (mod 8).
        let raster = try drawn.raster(dpi: 144)
        for y in [2.0, 10, 18, 34] {
            #expect(raster.pixel(40, Int((40 - y) * 2), is: blue, tolerance: 40), "blue at y \(y)")
            #expect(raster.pixel(40, Int((40 - y - 4) * 2), is: red, tolerance: 40), "red at y \(y + 4)")
        }
    }

    @Test("bad cells are typed errors; a pattern of another document is refused; one pattern object per phase")
    func errorsAndReuse() throws {
        let other = try PDFRenderer().beginDocument(output: .memory)
        try other.beginPage()
        let foreign = try stripes(other)
        let drawn = try Drawn(width: 40, height: 40, origin: .lowerLeft) { ctx throws(GraphicsError) in
            #expect(throws: GraphicsError.self) { try ctx.makePattern(bounds: .zero, xStep: 4, yStep: 4) { _ throws(GraphicsError) in } }
            #expect(throws: GraphicsError.self) {
                try ctx.makePattern(bounds: Rect(x: 0, y: 0, width: 4, height: 4), xStep: 0, yStep: 4) { _ throws(GraphicsError) in }
            }
            #expect(throws: GraphicsError.self) {
                try ctx.makePattern(bounds: Rect(x: 0, y: 0, width: 4, height: 4), matrix: AffineTransform(scaleX: 0, y: 1),
                                    xStep: 4, yStep: 4) { _ throws(GraphicsError) in }
            }
            #expect(throws: GraphicsError.self) { try ctx.setFillPattern(foreign) }
            #expect(throws: GraphicsError.self) { try ctx.setPatternPhase(Size(width: .nan, height: 0)) }
            let p = try stripes(ctx)
            try ctx.setFillPattern(p)
            try ctx.fill(Rect(x: 0, y: 0, width: 10, height: 10))
            try ctx.fill(Rect(x: 20, y: 0, width: 10, height: 10))
            try ctx.setPatternPhase(Size(width: 0, height: 2))
            try ctx.fill(Rect(x: 0, y: 20, width: 10, height: 10))
        }
        // One pattern object for the first phase, a second for the other.
        #expect(count("/PatternType 1", in: drawn.text) == 2)
        #expect(count("scn", in: try drawn.content()) == 2)
    }
}
