import FolioGeometry
import FolioGraphics
import FolioTestSupport
import Testing

@Suite("Graphics state")
struct StateTests {
    @Test("restore undoes colour, width, dash, blend, alpha, clip and transform (drawing #21)")
    func restoreUndoesEverything() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.saveGState()
            try ctx.setStrokeColor(.red)
            try ctx.setLineWidth(10)
            try ctx.setLineDash([4, 2])
            try ctx.setBlendMode(.multiply)
            try ctx.setAlpha(0.5)
            try ctx.clip(to: Rect(x: 0, y: 0, width: 10, height: 10))
            try ctx.translateBy(x: 30, y: 0)
            try ctx.restoreGState()
            #expect(ctx.lineWidth == 1 && ctx.alpha == 1 && ctx.blendMode == .normal && ctx.strokeColor == .black)
            try ctx.move(to: Point(x: 0, y: 50))
            try ctx.addLine(to: Point(x: 100, y: 50))
            try ctx.strokePath()
        }
        let r = try d.raster()
        #expect(r.pixel(80, 50, is: black, tolerance: 130))  // 1 pt line, antialiased across two rows
        #expect(r.pixel(5, 50, is: black, tolerance: 130))
        let c = try d.content()
        #expect(count("q\n", in: c) == count("Q\n", in: c))
        #expect(c.hasSuffix("0 50 m\n100 50 l\nS\n"))
    }

    @Test("nested saves give back each earlier width (drawing #22)")
    func nested() throws {
        _ = try Drawn { ctx throws(GraphicsError) in
            for w in [2.0, 3.0, 4.0] {
                try ctx.saveGState()
                try ctx.setLineWidth(w)
            }
            var seen: [Double] = []
            for _ in 0..<3 {
                try ctx.restoreGState()
                seen.append(ctx.lineWidth)
            }
            #expect(seen == [3, 2, 1])
        }
    }

    @Test("the path is not part of the state: no q/Q/cm inside a path object (drawing #24)")
    func pathOutsideState() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.move(to: Point(x: 0, y: 0))
            try ctx.saveGState()
            try ctx.addLine(to: Point(x: 50, y: 0))
            try ctx.restoreGState()
            try ctx.addLine(to: Point(x: 50, y: 50))
            try ctx.strokePath()
        }
        let c = try d.content()
        let pathStart = try #require(c.range(of: "0 0 m"))
        let tail = c[pathStart.lowerBound...]
        #expect(!tail.contains("q\n") && !tail.contains("Q\n") && !tail.contains("cm\n"))
        #expect(tail.contains("50 0 l\n50 50 l\nS"))
    }

    @Test("the CTM applies when points are added (drawing #25)")
    func ctmAtAddTime() throws {
        let d = try Drawn(width: 100, height: 100) { ctx throws(GraphicsError) in
            try ctx.setLineWidth(4)
            try ctx.move(to: Point(x: 0, y: 50))
            try ctx.translateBy(x: 50, y: 0)
            try ctx.addLine(to: Point(x: 10, y: 50))
            try ctx.strokePath()
        }
        let r = try d.raster()
        #expect(r.pixel(5, 50, is: black, tolerance: 60))   // from base x 0 …
        #expect(r.pixel(58, 50, is: black, tolerance: 60))  // … to base x 60
        #expect(r.pixel(65, 50, is: white))
    }

    @Test("defaults: black, 1 pt, butt caps, miter joins; nothing written to set them (drawing #26)")
    func defaults() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            #expect(ctx.lineCap == .butt && ctx.lineJoin == .miter && ctx.lineWidth == 1)
            try ctx.stroke(Path(rect: Rect(x: 10, y: 10, width: 20, height: 20)))
        }
        let c = try d.content()
        #expect(!c.contains(" w\n") && !c.contains(" RG\n") && !c.contains(" J\n"))
    }

    @Test("a colour set twice is written once; after Q it is written again (drawing #27)")
    func colourCache() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.setFillColor(.red)
            try ctx.setFillColor(.red)
            try ctx.fill(Rect(x: 0, y: 0, width: 5, height: 5))
            try ctx.fill(Rect(x: 10, y: 0, width: 5, height: 5))
            try ctx.saveGState()
            try ctx.setFillColor(.blue)
            try ctx.fill(Rect(x: 20, y: 0, width: 5, height: 5))
            try ctx.restoreGState()
            try ctx.fill(Rect(x: 30, y: 0, width: 5, height: 5))
        }
        let c = try d.content()
        #expect(count("1 0 0 rg\n", in: c) == 1)
        #expect(count("0 0 1 rg\n", in: c) == 1)
        // After Q the PDF's fill is red again: no need to write it.
        #expect(c.hasSuffix("Q\n30 0 5 5 re\nf\n"))
    }

    @Test("line attributes are written with their operators (printing-and-pdf #15)")
    func lineOperators() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.setLineWidth(5)
            try ctx.setLineCap(.round)
            try ctx.setLineJoin(.bevel)
            try ctx.setLineDash([3, 2], phase: 0)
            try ctx.setMiterLimit(4)
            try ctx.setLineDash([])
        }
        let c = try d.content()
        for op in ["5 w\n", "1 J\n", "2 j\n", "[3 2] 0 d\n", "4 M\n", "[] 0 d\n"] { #expect(c.contains(op), "missing \(op)") }
    }

    @Test("concatenate writes the six numbers as one cm (drawing #64, printing #27)")
    func concat() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.concatenate(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 10))
            try ctx.concatenate(AffineTransform(a: 2, b: 0.5, c: -0.5, d: 2, tx: 3, ty: 4))
        }
        let c = try d.content()
        #expect(c.contains("1 0 0 1 10 10 cm\n"))
        #expect(c.contains("2 .5 -.5 2 3 4 cm\n"))
    }

    @Test("colours: RGB, gray, HSB and alpha (drawing #67-#72)")
    func colours() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.setFillColor(.purple); try ctx.fill(Rect(x: 0, y: 0, width: 1, height: 1))
            try ctx.setFillColor(.orange); try ctx.fill(Rect(x: 0, y: 0, width: 1, height: 1))
            try ctx.setFillColor(Color(gray: 0.25)); try ctx.fill(Rect(x: 0, y: 0, width: 1, height: 1))
            try ctx.setColor(.red); try ctx.fill(Rect(x: 0, y: 0, width: 1, height: 1)); try ctx.stroke(Rect(x: 0, y: 0, width: 1, height: 1))
            try ctx.setFillColor(Color(cyan: 1, magenta: 0, yellow: 0, black: 0)); try ctx.fill(Rect(x: 0, y: 0, width: 1, height: 1))
            try ctx.setAlpha(0.5)
            try ctx.setFillColor(Color(gray: 0, alpha: 0.4)); try ctx.fill(Rect(x: 0, y: 0, width: 1, height: 1))
            try ctx.setStrokeColor(.black); try ctx.stroke(Rect(x: 0, y: 0, width: 1, height: 1))
        }
        let c = try d.content()
        for op in [".5 0 .5 rg\n", "1 .5 0 rg\n", ".25 g\n", "1 0 0 rg\n", "1 0 0 RG\n", "1 0 0 0 k\n"] { #expect(c.contains(op), "missing \(op)") }
        #expect(d.text.contains("/ca .2") && d.text.contains("/CA .5"))
        let hsb = Color(hue: 1.0 / 3, saturation: 1, brightness: 1)
        #expect(abs(hsb.components[0]) < 1e-4 && abs(hsb.components[1] - 1) < 1e-4 && abs(hsb.components[2]) < 1e-4)
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == .red)
        #expect(Color(hex: "#FF8000") == Color(red: 1, green: 128.0 / 255, blue: 0))
        #expect(Color(hex: "#00000080")?.alpha == 128.0 / 255)
        #expect(Color(hex: "nothex") == nil)
    }

    @Test("black at alpha 0.4 over white gives (153,153,153) (drawing #69)")
    func alphaPixel() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.setFillColor(Color(gray: 0, alpha: 0.4))
            try ctx.fill(Rect(x: 0, y: 0, width: 50, height: 50))
        }
        #expect(try d.raster().pixel(20, 20, is: (153, 153, 153)))
    }

    @Test("all 16 PDF blend modes are written by name; Porter-Duff modes throw (drawing #91, #92)")
    func blendModes() throws {
        // Normal last: it is the initial mode, so only a change back to it is written.
        let pdfModes = BlendMode.allCases.filter(\.isAvailableInPDF).dropFirst() + [.normal]
        #expect(pdfModes.count == 16)
        let d = try Drawn { ctx throws(GraphicsError) in
            for m in pdfModes {
                try ctx.setBlendMode(m)
                try ctx.fill(Rect(x: 0, y: 0, width: 1, height: 1))
            }
            for m in BlendMode.allCases where !m.isAvailableInPDF {
                #expect(throws: GraphicsError.self) { try ctx.setBlendMode(m) }
            }
        }
        for m in pdfModes { #expect(d.text.contains("/BM /\(m.rawValue)"), "missing /BM /\(m.rawValue)") }
    }

    @Test("Multiply: yellow under cyan gives green (drawing #89)")
    func multiply() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.setFillColor(.yellow)
            try ctx.fill(Rect(x: 0, y: 0, width: 60, height: 60))
            try ctx.setBlendMode(.multiply)
            try ctx.setFillColor(.cyan)
            try ctx.fill(Rect(x: 30, y: 30, width: 60, height: 60))
        }
        let r = try d.raster()
        #expect(r.pixel(45, 45, is: green))
        #expect(r.pixel(10, 10, is: (255, 255, 0)))
    }

    @Test("a sharp shadow is painted first, offset in page space, even when rotated (drawing #84, #85)")
    func shadow() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.setShadow(Shadow(offset: Size(width: 7, height: 7)))
            try ctx.fill(Rect(x: 20, y: 20, width: 10, height: 10))
            #expect(throws: GraphicsError.self) { try ctx.setShadow(Shadow(offset: Size(width: 1, height: 1), blur: 12)) }
        }
        let r = try d.raster()
        #expect(r.pixel(34, 34, is: (170, 170, 170)))
        #expect(r.pixel(25, 25, is: black))
        let rotated = try Drawn { ctx throws(GraphicsError) in
            try ctx.translateBy(x: 50, y: 50)
            try ctx.rotate(by: .pi / 2)
            try ctx.setShadow(Shadow(offset: Size(width: 7, height: 7)))
            try ctx.fill(Rect(x: -5, y: -5, width: 10, height: 10))
        }
        let rr = try rotated.raster()
        #expect(rr.pixel(58, 58, is: (170, 170, 170)))
    }

    @Test("transparency layer: overlapping shapes composite as one (drawing #93, #94)")
    func layer() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.setAlpha(0.5)
            try ctx.beginTransparencyLayer()
            #expect(ctx.alpha == 1)
            try ctx.setFillColor(.red)
            try ctx.fill(Rect(x: 10, y: 10, width: 50, height: 50))
            try ctx.fill(Rect(x: 40, y: 40, width: 50, height: 50))
            try ctx.endTransparencyLayer()
            #expect(ctx.alpha == 0.5)
            #expect(throws: GraphicsError.unbalancedLayer) { try ctx.endTransparencyLayer() }
        }
        let r = try d.raster()
        #expect(r.pixel(20, 20, is: (255, 128, 128)))
        #expect(r.pixel(50, 50, is: (255, 128, 128)))
        #expect(d.text.contains("/Group <</S /Transparency>>"))
    }
}
