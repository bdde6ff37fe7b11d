import FolioGeometry
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test("rect edges, centre and inset (drawing.md #7-#9)")
    func rectBasics() {
        let r = Rect(x: 20, y: 60, width: 160, height: 50)
        #expect(r.center == Point(x: 100, y: 85))
        var moved = r
        moved.center = Point(x: 100, y: 100)
        #expect(moved.origin == Point(x: 20, y: 75))
        #expect(moved.size == r.size)
        #expect(r.offsetBy(dx: 0, dy: 10) == Rect(x: 20, y: 70, width: 160, height: 50))
        #expect(Rect(x: 0, y: 0, width: 100, height: 100).insetBy(dx: 4, dy: 4) == Rect(x: 4, y: 4, width: 92, height: 92))
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 6, dy: 0).isNull)
    }

    @Test("standardized, union, intersection, contains")
    func rectAlgebra() {
        let neg = Rect(x: 10, y: 10, width: -5, height: -5)
        #expect(neg.standardized == Rect(x: 5, y: 5, width: 5, height: 5))
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isNull)
        #expect(a.union(.null) == a)
        #expect(a.contains(Point(x: 0, y: 0)))
        #expect(!a.contains(Point(x: 10, y: 5)))
        #expect(a.contains(Rect(x: 1, y: 1, width: 2, height: 2)))
        #expect(Rect(x: 0.5, y: 0.2, width: 1, height: 1).integral == Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(a.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 2, y: 1, width: 4, height: 6))
    }

    @Test("affine transform algebra (drawing.md #63)")
    func transforms() {
        let t1 = AffineTransform(translationX: 10, y: 0), t2 = AffineTransform(scaleX: 2, y: 2)
        // t1 then t2: (0,0) -> (10,0) -> (20,0)
        #expect(Point.zero.applying(t1.concatenating(t2)) == Point(x: 20, y: 0))
        // translatedBy translates first
        #expect(Point.zero.applying(t2.translatedBy(x: 10, y: 0)) == Point(x: 20, y: 0))
        let r = AffineTransform(rotationAngle: .pi / 2)
        let p = Point(x: 1, y: 0).applying(r)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let m = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let inv = try! #require(m.inverted())
        let id = m.concatenating(inv)
        #expect(abs(id.a - 1) < 1e-12 && abs(id.b) < 1e-12 && abs(id.c) < 1e-12 && abs(id.d - 1) < 1e-12)
        #expect(abs(id.tx) < 1e-12 && abs(id.ty) < 1e-12)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(Rect(x: 0, y: 0, width: 10, height: 20).applying(AffineTransform(scaleX: 2, y: -1)) == Rect(x: 0, y: -20, width: 20, height: 20))
        #expect(Size(width: 3, height: 4).applying(t2) == Size(width: 6, height: 8))
    }

    @Test("length units: 72 pt per inch, 1 mm = 72/25.4 pt")
    func units() {
        #expect(Length.inches(1).points == 72)
        #expect(abs(Length.millimeters(25.4).points - 72) < 1e-12)
        #expect(abs(Length.centimeters(2.54).points - 72) < 1e-12)
        #expect(Length.points(5).points == 5)
        #expect(Size(width: 1, height: 2).transposed == Size(width: 2, height: 1))
    }
}
