import FolioGeometry
import FolioGraphics
import FolioPDF
import FolioTestSupport
import Testing

@Suite("Drawing images")
struct ImageDrawingTests {
    @Test("UIKit-style draw is upright, CG-style drawImage is upside down (drawing #5, #6)")
    func orientation() throws {
        let img = try Image(data: try resource("red-over-blue.png"))
        let uikit = try Drawn { ctx throws(GraphicsError) in try ctx.draw(img, in: Rect(x: 10, y: 10, width: 40, height: 40)) }
        #expect(try uikit.content().contains("40 0 0 -40 10 50 cm"))
        let u = try uikit.raster()
        #expect(u.pixel(30, 15, is: red, tolerance: 8) && u.pixel(30, 45, is: blue, tolerance: 8))
        let cg = try Drawn { ctx throws(GraphicsError) in try ctx.drawCGImage(img, in: Rect(x: 10, y: 10, width: 40, height: 40)) }
        #expect(try cg.content().contains("40 0 0 40 10 10 cm"))
        let c = try cg.raster()
        #expect(c.pixel(30, 15, is: blue, tolerance: 8) && c.pixel(30, 45, is: red, tolerance: 8))
        let flipped = try Drawn(height: 100) { ctx throws(GraphicsError) in
            try ctx.translateBy(x: 0, y: 60); try ctx.scaleBy(x: 1, y: -1)
            try ctx.drawCGImage(img, in: Rect(x: 10, y: 10, width: 40, height: 40))
        }.raster()
        #expect(flipped.pixel(30, 15, is: red, tolerance: 8) && flipped.pixel(30, 45, is: blue, tolerance: 8))
    }

    @Test("draw(at:) uses the size in points: 64 × 48 px at (10,20) → 64 0 0 -48 10 68 cm (drawing #97); scale 2 halves it (#13)")
    func drawAt() throws {
        let img = try Image(data: try resource("gradient-64x48.png"))
        #expect(img.size == Size(width: 64, height: 48))
        let d = try Drawn(width: 200, height: 200) { ctx throws(GraphicsError) in try ctx.draw(img, at: Point(x: 10, y: 20)) }
        #expect(try d.content().contains("64 0 0 -48 10 68 cm"))
        let retina = try Image(data: try resource("gradient-64x48.png"), scale: 2)
        #expect(retina.size == Size(width: 32, height: 24))
        #expect(retina.pixelSize == (64, 48))
    }

    @Test("one image drawn four times is embedded once (drawing #96)")
    func dedupe() throws {
        let bytes = try resource("gradient-64x48.png")
        let a = try Image(data: bytes), b = try Image(data: bytes)
        let d = try Drawn(width: 300, height: 100) { ctx throws(GraphicsError) in
            for (i, img) in [a, b, a, b].enumerated() { try ctx.draw(img, at: Point(x: Double(i) * 70, y: 0)) }
        }
        #expect(count("/Subtype /Image", in: d.text) == 1)
        #expect(count("/Im1 Do", in: try d.content()) == 4)
    }

    @Test("PNG alpha becomes an /SMask and shows what is under it (drawing #101, printing #29)")
    func alpha() throws {
        let img = try Image(data: try resource("half-transparent.png"))
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.setFillColor(.red)
            try ctx.fill(Rect(x: 0, y: 0, width: 100, height: 100))
            try ctx.draw(img, in: Rect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(d.text.contains("/SMask"))
        let r = try d.raster()
        #expect(r.pixel(20, 50, is: (0, 160, 0), tolerance: 4))
        #expect(r.pixel(80, 50, is: red))
    }

    @Test("JPEG bytes are embedded unchanged with DCTDecode (drawing #102, printing #28)")
    func jpeg() throws {
        let bytes = try resource("red-32x16.jpg")
        let img = try Image(data: bytes)
        let d = try Drawn { ctx throws(GraphicsError) in try ctx.draw(img, in: Rect(x: 10, y: 10, width: 64, height: 32)) }
        #expect(d.text.contains("/Filter /DCTDecode"))
        #expect(d.bytes.firstRange(of: bytes) != nil)
        let r = try d.raster()
        #expect(r.pixel(40, 20, is: (200, 30, 30), tolerance: 12))
    }

    @Test("draw with blend mode and alpha scopes them to the image (drawing #90)")
    func blendedImage() throws {
        let img = try Image(data: try resource("gradient-64x48.png"))
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.draw(img, in: Rect(x: 0, y: 0, width: 50, height: 50), blendMode: .multiply, alpha: 1)
            #expect(ctx.blendMode == .normal)
        }
        #expect(d.text.contains("/BM /Multiply"))
    }

    @Test("cropping keeps the left half; at scale 2 it is 50 × 100 pt; UIKit and CG draws agree on which part (drawing #99, #100)")
    func cropping() throws {
        let img = try Image(data: try resource("halves-200.png"), scale: 2)
        let left = try #require(img.cropping(to: Rect(x: 0, y: 0, width: 100, height: 200)))
        #expect(left.size == Size(width: 50, height: 100))
        #expect(left.pixelSize == (100, 200))
        #expect(img.cropping(to: Rect(x: 300, y: 0, width: 10, height: 10)) == nil)
        let d = try Drawn(width: 200, height: 120) { ctx throws(GraphicsError) in
            try ctx.draw(left, at: Point(x: 10, y: 10))
            try ctx.translateBy(x: 0, y: 120); try ctx.scaleBy(x: 1, y: -1)   // CG style, flipped upright
            try ctx.drawCGImage(left, in: Rect(x: 100, y: 10, width: 50, height: 100))
        }
        let r = try d.raster()
        #expect(r.pixel(30, 60, is: red) && r.pixel(30, 13, is: green) && r.pixel(62, 60, is: white))
        #expect(r.pixel(120, 60, is: red) && r.pixel(120, 13, is: green) && r.pixel(152, 60, is: white))
        #expect(count("/Subtype /Image", in: d.text) == 1)
    }

    @Test("corrupt or truncated image data is a typed error")
    func corrupt() throws {
        let png = try resource("gradient-64x48.png")
        #expect(throws: GraphicsError.self) { _ = try Image(data: Array(png.prefix(60))) }
        #expect(throws: GraphicsError.self) { _ = try Image(data: [1, 2, 3, 4]) }
        #expect(throws: GraphicsError.self) { _ = try Image(data: []) }
        #expect(throws: GraphicsError.self) { _ = try Image(contentsOfFile: "/no/such/image.png") }
        #expect(throws: GraphicsError.self) { _ = try Image(data: png, scale: 0) }
    }

    @Test("a form records once and draws many times (drawing #106)")
    func forms() throws {
        let d = try Drawn(width: 200, height: 100) { ctx throws(GraphicsError) in
            let arrow = try ctx.makeForm(size: Size(width: 40, height: 100)) { f throws(GraphicsError) in
                try f.setFillColor(.red)
                try f.fill(Rect(x: 10, y: 0, width: 20, height: 100))
            }
            try ctx.draw(arrow, at: Point(x: 0, y: 0))
            try ctx.draw(arrow, at: Point(x: 100, y: 0))
            #expect(arrow.size == Size(width: 40, height: 100))
        }
        #expect(d.text.contains("/BBox [0 0 40 100]"))
        #expect(count("/Subtype /Form", in: d.text) == 1)
        let r = try d.raster()
        #expect(r.pixel(20, 50, is: red) && r.pixel(120, 50, is: red) && r.pixel(60, 50, is: white))
    }
}
