import FolioGeometry
import FolioGraphics
import FolioTestSupport
import Foundation
import Testing

@Suite("Paths")
struct PathTests {
    @Test("triangle closes with h; open it strokes two edges but fills the same (drawing #28)")
    func triangle() throws {
        var closed = Path()
        closed.addLines(between: [Point(x: 10, y: 10), Point(x: 90, y: 10), Point(x: 50, y: 90)])
        closed.closeSubpath()
        var open = Path()
        open.addLines(between: [Point(x: 10, y: 10), Point(x: 90, y: 10), Point(x: 50, y: 90)])
        let d = try Drawn { ctx throws(GraphicsError) in try ctx.stroke(closed) }
        #expect(try d.content().contains("10 10 m\n90 10 l\n50 90 l\nh\nS"))
        let s1 = try Drawn { ctx throws(GraphicsError) in try ctx.setLineWidth(4); try ctx.stroke(closed) }.raster()
        let s2 = try Drawn { ctx throws(GraphicsError) in try ctx.setLineWidth(4); try ctx.stroke(open) }.raster()
        // The closing edge from (50,90) to (10,10) passes through (30,50).
        #expect(!s1.pixel(30, 50, is: white))
        #expect(s2.pixel(30, 50, is: white))
        let f1 = try Drawn { ctx throws(GraphicsError) in try ctx.fill(closed) }.raster()
        let f2 = try Drawn { ctx throws(GraphicsError) in try ctx.fill(open) }.raster()
        #expect(f1.pixels == f2.pixels)
    }

    @Test("rect and ellipse in one path fill once (drawing #29); beginPath discards (drawing #30)")
    func compound() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.move(to: Point(x: 0, y: 0))
            try ctx.addLine(to: Point(x: 100, y: 100))
            try ctx.beginPath()
            try ctx.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
            try ctx.addEllipse(in: Rect(x: 50, y: 50, width: 20, height: 20))
            try ctx.fillPath()
        }
        let c = try d.content()
        #expect(count("\nf\n", in: c) == 1)
        #expect(!c.contains("100 100 l"))
        #expect(count(" c\n", in: c) == 4)
    }

    @Test("a quadratic curve becomes the equivalent cubic (drawing #31)")
    func quad() throws {
        var p = Path()
        p.move(to: .zero)
        p.addQuadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100))
        guard case .curve(let to, let c1, let c2) = p.elements[1] else { Issue.record("not a curve"); return }
        #expect(to == Point(x: 100, y: 0))
        #expect(abs(c1.x - 33.333) < 0.001 && abs(c1.y - 66.667) < 0.001)
        #expect(abs(c2.x - 66.667) < 0.001 && abs(c2.y - 66.667) < 0.001)
    }

    @Test("an oval is four curves whose midpoints lie on the circle; handle length 27.614 (drawing #32)")
    func oval() throws {
        let p = Path(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100))
        var curves = 0
        var current = Point.zero
        for e in p.elements {
            switch e {
            case .move(let q): current = q
            case .curve(let to, let c1, let c2):
                curves += 1
                let u = 0.5
                let x = pow(1 - u, 3) * current.x + 3 * pow(1 - u, 2) * u * c1.x + 3 * (1 - u) * u * u * c2.x + pow(u, 3) * to.x
                let y = pow(1 - u, 3) * current.y + 3 * pow(1 - u, 2) * u * c1.y + 3 * (1 - u) * u * u * c2.y + pow(u, 3) * to.y
                #expect(abs(Point(x: x, y: y).distance(to: Point(x: 50, y: 50)) - 50) < 0.01)
                #expect(abs(current.distance(to: c1) - 27.614) < 0.001)
                current = to
            default: break
            }
        }
        #expect(curves == 4)
        let b = p.bounds
        #expect(abs(b.minX) < 0.01 && abs(b.maxX - 100) < 0.01 && abs(b.minY) < 0.01 && abs(b.maxY - 100) < 0.01)
    }

    @Test("a rounded rect has four lines and four curves; a huge radius clamps to a stadium (drawing #33)")
    func roundedRect() {
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
        #expect(p.elements.filter { if case .line = $0 { return true }; return false }.count == 4)
        #expect(p.elements.filter { if case .curve = $0 { return true }; return false }.count == 4)
        let stadium = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 40)
        guard case .move(let start) = stadium.elements[0] else { Issue.record("no move"); return }
        #expect(start == Point(x: 25, y: 0))
    }

    @Test("stroking with a style writes it inside q…Q; the next stroke is back to 1 pt (drawing #34)")
    func strokeStyle() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.stroke(Path(rect: Rect(x: 10, y: 10, width: 20, height: 20)), style: StrokeStyle(lineWidth: 8, lineJoin: .round))
            try ctx.move(to: Point(x: 0, y: 90))
            try ctx.addLine(to: Point(x: 100, y: 90))
            try ctx.strokePath()
            #expect(ctx.lineWidth == 1)
        }
        let c = try d.content()
        #expect(c.contains("q\n8 w\n1 j\n10 10 20 20 re\nS\nQ\n0 90 m"))
    }

    @Test("transforming a path moves its bounds for good (drawing #35)")
    func transformPath() {
        var p = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        p.apply(AffineTransform(translationX: 10, y: 10))
        #expect(p.bounds == Rect(x: 10, y: 10, width: 10, height: 10))
        let rotated = p.applying(AffineTransform(rotationAngle: .pi / 4))
        #expect(rotated.elements.count == 5)  // a rotated rect is four lines
    }

    @Test("fillPath consumes the path; fill-and-stroke writes B and B* (drawing #36)")
    func consumes() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
            try ctx.fillPath()
            try ctx.strokePath()  // nothing left to stroke
            try ctx.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
            try ctx.drawPath(using: .fillStroke)
            try ctx.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
            try ctx.drawPath(using: .eoFillStroke)
        }
        let c = try d.content()
        #expect(!c.contains("\nS\n"))
        #expect(c.contains("\nB\n") && c.contains("\nB*\n"))
    }

    @Test("line segments are separate subpaths (drawing #37); stroke(rect, width:) leaves the width (drawing #38)")
    func segments() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.strokeLineSegments(between: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 5), Point(x: 10, y: 5)])
            try ctx.stroke(Rect(x: 20, y: 20, width: 10, height: 10), width: 5)
            #expect(ctx.lineWidth == 1)
        }
        let c = try d.content()
        #expect(c.contains("0 0 m\n10 0 l\n0 5 m\n10 5 l\nS"))
        #expect(c.contains("5 w\n20 20 10 10 re\nS\nQ"))
    }

    @Test("arcs: clockwise from 0 to π is the bottom half on an upper-left page (drawing #39, #40)")
    func arcs() throws {
        for (clockwise, inked, empty) in [(true, (50, 88), (50, 12)), (false, (50, 12), (50, 88))] {
            let d = try Drawn { ctx throws(GraphicsError) in
                try ctx.setLineWidth(4)
                try ctx.addArc(center: Point(x: 50, y: 50), radius: 38, startAngle: 0, endAngle: .pi, clockwise: clockwise)
                try ctx.strokePath()
            }
            let r = try d.raster()
            #expect(!r.pixel(inked.0, inked.1, is: white), "clockwise \(clockwise)")
            #expect(r.pixel(empty.0, empty.1, is: white), "clockwise \(clockwise)")
        }
    }

    @Test("an arc after a point joins it with a line; the current point is the arc's end (drawing #42, #43)")
    func arcJoin() {
        var p = Path()
        p.move(to: .zero)
        p.addArc(center: Point(x: 150, y: 150), radius: 75, startAngle: 0, endAngle: 135 * .pi / 180, clockwise: true)
        guard case .line(let to) = p.elements[1] else { Issue.record("no joining line"); return }
        #expect(to == Point(x: 225, y: 150))
        let end = p.currentPoint!
        #expect(abs(end.x - 96.967) < 0.01 && abs(end.y - 203.033) < 0.01)
    }

    @Test("an arc whose sweep overflows to infinity is a full circle, or a problem, never a trap", arguments: [true, false])
    func hugeSweep(clockwise: Bool) {
        var p = Path()
        p.addArc(center: Point(x: 50, y: 50), radius: 10, startAngle: -1e308, endAngle: 1e308, clockwise: clockwise)
        p.addArc(center: Point(x: 50, y: 50), radius: 10, startAngle: 1e308, endAngle: -1e308, clockwise: clockwise)
        #expect(p.problem != nil || p.bounds.isFinite)
        #expect(p.elements.count <= 12, "\(p.elements.count) elements")
    }

    @Test("geometry of a path with huge coordinates or a huge line width answers, never traps")
    func hugeGeometry() {
        var p = Path()
        p.move(to: Point(x: -1e308, y: 0))
        p.addCurve(to: Point(x: 1e308, y: 1), control1: Point(x: 1e308, y: -1e308), control2: Point(x: -1e308, y: 1e308))
        p.closeSubpath()
        _ = p.contains(Point(x: 0, y: 0))
        _ = p.strokeContains(Point(x: 0, y: 0), lineWidth: 1)
        _ = p.horizontalSpans(atY: 0)
        var round = StrokeStyle(lineWidth: 1e300)
        round.lineCap = .round
        round.lineJoin = .round
        var q = Path()
        q.move(to: .zero)
        q.addLine(to: Point(x: 10, y: 10))
        q.addLine(to: Point(x: 20, y: 0))
        let outline = q.strokedOutline(style: round)
        #expect(!outline.elements.isEmpty)
        _ = p.strokedOutline(style: round)
    }

    @Test("tangent arc: a line to (80,0) then a quarter arc to (100,20) (drawing #44)")
    func tangentArc() {
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: Point(x: 100, y: 0), tangent2End: Point(x: 100, y: 100), radius: 20)
        guard case .line(let l) = p.elements[1] else { Issue.record("no line"); return }
        #expect(abs(l.x - 80) < 1e-9 && abs(l.y) < 1e-9)
        let end = p.currentPoint!
        #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 20) < 1e-9)
        #expect(p.elements.count == 3)
    }

    @Test("hit testing: closed triangle, open triangle, even-odd ring, stroke distance (drawing #115, #116; printing #19-#21)")
    func hitTesting() {
        var tri = Path()
        tri.addLines(between: [Point(x: 50, y: 4), Point(x: 96, y: 96), Point(x: 4, y: 96)])
        var open = tri
        tri.closeSubpath()
        #expect(tri.contains(Point(x: 50, y: 60)))
        #expect(!tri.contains(Point(x: 5, y: 5)))
        #expect(tri.contains(Point(x: 50, y: 4)))  // on a vertex counts as inside
        #expect(!open.contains(Point(x: 50, y: 60)))
        open.closeSubpath()
        var ring = Path(ovalIn: Rect(x: 0, y: 0, width: 300, height: 300))
        ring.addEllipse(in: Rect(x: 50, y: 50, width: 200, height: 200))
        #expect(!ring.contains(Point(x: 150, y: 150), rule: .evenOdd))
        #expect(ring.contains(Point(x: 150, y: 150), rule: .nonZero))
        #expect(ring.contains(Point(x: 25, y: 150), rule: .evenOdd))
        var line = Path()
        line.move(to: Point(x: 0, y: 0))
        line.addLine(to: Point(x: 100, y: 0))
        #expect(line.strokeContains(Point(x: 50, y: 4), lineWidth: 10))
        #expect(!line.strokeContains(Point(x: 50, y: 6), lineWidth: 10))
        let square = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(square.strokeContains(Point(x: 100, y: 50), lineWidth: 10))
        #expect(!square.strokeContains(Point(x: 50, y: 50), lineWidth: 10))
        #expect(square.contains(Point(x: 50, y: 50)))
    }

    @Test("fill rules: nonzero fills the centre of same-direction squares, even-odd leaves a hole (drawing #51, #53)")
    func fillRules() throws {
        var p = Path(rect: Rect(x: 10, y: 10, width: 80, height: 80))
        p.addRect(Rect(x: 30, y: 30, width: 40, height: 40))
        let nz = try Drawn { ctx throws(GraphicsError) in try ctx.fill(p, rule: .nonZero) }.raster()
        let eo = try Drawn { ctx throws(GraphicsError) in try ctx.fill(p, rule: .evenOdd) }.raster()
        #expect(nz.pixel(50, 50, is: black))
        #expect(eo.pixel(50, 50, is: white))
        #expect(eo.pixel(20, 20, is: black))
        var opposite = Path(rect: Rect(x: 10, y: 10, width: 80, height: 80))
        opposite.addLines(between: [Point(x: 30, y: 30), Point(x: 30, y: 70), Point(x: 70, y: 70), Point(x: 70, y: 30)])
        opposite.closeSubpath()
        let nz2 = try Drawn { ctx throws(GraphicsError) in try ctx.fill(opposite) }.raster()
        #expect(nz2.pixel(50, 50, is: white))
    }

    @Test("clips intersect, restore removes them, and the path is consumed (drawing #54, #55, #57)")
    func clipping() throws {
        let d = try Drawn(width: 200, height: 200) { ctx throws(GraphicsError) in
            #expect(ctx.clipBoundingBox == Rect(x: 0, y: 0, width: 200, height: 200))
            try ctx.saveGState()
            try ctx.clip(to: Rect(x: 0, y: 0, width: 100, height: 100))
            try ctx.addRect(Rect(x: 50, y: 50, width: 100, height: 100))
            try ctx.clip(using: .evenOdd)
            #expect(ctx.clipBoundingBox == Rect(x: 50, y: 50, width: 50, height: 50))
            #expect(ctx.isPathEmpty)
            try ctx.setFillColor(.red)
            try ctx.fill(Rect(x: 0, y: 0, width: 200, height: 200))
            try ctx.restoreGState()
            try ctx.fill(Rect(x: 150, y: 150, width: 50, height: 50))
        }
        #expect(try d.content().contains("W*\nn\n"))
        let r = try d.raster()
        #expect(r.pixel(75, 75, is: red))
        #expect(r.pixel(25, 25, is: white))
        #expect(r.pixel(125, 125, is: white))
        #expect(r.pixel(175, 175, is: black))
    }

    @Test("transform order: translate then scale vs scale then translate (drawing #62); scale widens strokes (drawing #66)")
    func transformOrder() throws {
        let a = try Drawn { ctx throws(GraphicsError) in
            try ctx.translateBy(x: 10, y: 0); try ctx.scaleBy(x: 2, y: 2)
            try ctx.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        }.raster()
        #expect(a.pixel(12, 5, is: black) && a.pixel(28, 18, is: black) && a.pixel(32, 5, is: white) && a.pixel(8, 5, is: white))
        let b = try Drawn { ctx throws(GraphicsError) in
            try ctx.scaleBy(x: 2, y: 2); try ctx.translateBy(x: 10, y: 0)
            try ctx.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        }.raster()
        #expect(b.pixel(22, 5, is: black) && b.pixel(38, 5, is: black) && b.pixel(18, 5, is: white))
        let s = try Drawn { ctx throws(GraphicsError) in
            try ctx.scaleBy(x: 2, y: 1)
            try ctx.setLineWidth(10)
            try ctx.move(to: Point(x: 25, y: 0)); try ctx.addLine(to: Point(x: 25, y: 100)); try ctx.strokePath()
        }.raster()
        #expect(s.pixel(41, 50, is: black) && s.pixel(59, 50, is: black) && s.pixel(62, 50, is: white) && s.pixel(38, 50, is: white))
    }

    @Test("line caps: butt, round and square (drawing #45)")
    func caps() throws {
        func draw(_ cap: LineCap) throws -> Raster {
            try Drawn { ctx throws(GraphicsError) in
                try ctx.setLineWidth(10); try ctx.setLineCap(cap)
                try ctx.move(to: Point(x: 20, y: 50)); try ctx.addLine(to: Point(x: 80, y: 50)); try ctx.strokePath()
            }.raster()
        }
        #expect(try draw(.butt).pixel(17, 49, is: white))
        #expect(try draw(.round).pixel(17, 49, is: black))
        #expect(try draw(.square).pixel(16, 46, is: black))
    }

    @Test("fill(rect) and stroke(rect) write what filling and stroking a path of the rectangle writes: untagged, inside a tag, in a text object's wake and with a shadow")
    func rectangleLikeItsPath() throws {
        let r = Rect(x: 10.5, y: 20.25, width: 30, height: 12.125)
        func drawn(_ paint: @escaping (GraphicsContext) throws(GraphicsError) -> Void) throws -> String {
            try Drawn { ctx throws(GraphicsError) in
                try paint(ctx)
                try ctx.setStrokeColor(Color(gray: 0.6))
                try ctx.setLineWidth(0.5)
                try paint(ctx)
                try ctx.beginTag(.paragraph)
                try paint(ctx)
                try ctx.endTag()
                try ctx.setShadow(Shadow(offset: Size(width: 2, height: 3)))
                try paint(ctx)
            }.content()
        }
        let strokeRect = try drawn { ctx throws(GraphicsError) in try ctx.stroke(r) }
        let strokePath = try drawn { ctx throws(GraphicsError) in try ctx.stroke(Path(rect: r)) }
        #expect(strokeRect == strokePath)
        #expect(count("10.5 20.25 30 12.125 re\nS", in: strokeRect) == 5, "\(strokeRect)")
        let fillRect = try drawn { ctx throws(GraphicsError) in try ctx.setFillColor(.red); try ctx.fill(r) }
        let fillPath = try drawn { ctx throws(GraphicsError) in try ctx.setFillColor(.red); try ctx.fill(Path(rect: r)) }
        #expect(fillRect == fillPath)
        #expect(fillRect.contains("BDC") && fillRect.contains("EMC"))
        #expect(throws: GraphicsError.self) { _ = try drawn { ctx throws(GraphicsError) in try ctx.stroke(Rect(x: 0, y: 0, width: .infinity, height: 1)) } }
    }
}
