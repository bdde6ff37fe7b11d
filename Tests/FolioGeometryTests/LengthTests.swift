import FolioGeometry
import Testing

@Suite("Length")
struct LengthTests {
    @Test("every unit converts to points: 96 px, 6 pc, 25.4 mm, 2.54 cm and 101.6 Q are an inch")
    func units() {
        let inch: [Length] = [.points(72), .inches(1), .pixels(96), .picas(6), .millimeters(25.4), .centimeters(2.54),
                              .quarterMillimeters(101.6)]
        for length in inch {
            #expect(abs(length.points - 72) < 1e-12, "\(length)")
        }
        #expect(Length.pixels(1).points == 0.75)
        #expect(Length.picas(1).points == 12)
    }

    @Test("a length made from its value and unit is the same length", arguments: Length.Unit.allCases)
    func valueAndUnit(_ unit: Length.Unit) {
        let length = Length(2.5, unit)
        #expect(length.value == 2.5)
        #expect(length.unit == unit)
        #expect(Length(length.value, length.unit) == length)
    }

    @Test("reads a number and a unit", arguments: [
        ("12pt", Length.points(12)), ("2.5cm", .centimeters(2.5)), ("210mm", .millimeters(210)), ("8.5in", .inches(8.5)),
        ("1px", .pixels(1)), ("3pc", .picas(3)), ("4Q", .quarterMillimeters(4)), ("72", .points(72)),
        (" 20 MM ", .millimeters(20)), ("1inch", .inches(1)), ("2 inches", .inches(2)), (".5in", .inches(0.5)),
        ("5.mm", .millimeters(5)), ("+1e2pt", .points(100)), ("-3mm", .millimeters(-3)),
    ])
    func reads(text: String, length: Length) {
        #expect(Length(parsing: text) == length)
    }

    @Test("refuses what is not a number and a unit", arguments: [
        "", "pt", "mm12", "12 pt x", "1.2.3mm", "12furlongs", "1e", "0x10", "12pt12", ".mm",
    ])
    func refuses(text: String) {
        #expect(Length(parsing: text) == nil)
    }

    @Test("infinity and NaN are read, for the caller to refuse in its own words")
    func notFinite() throws {
        #expect(Length(parsing: "inf mm") == .millimeters(.infinity))
        #expect(Length(parsing: "-infinity") == .points(-.infinity))
        let nan = try #require(Length(parsing: "nan cm"))
        #expect(nan.unit == .centimeters && nan.value.isNaN)
    }

    @Test("a reader may offer fewer units and require one")
    func restricted() {
        let paper: [Length.Unit] = [.points, .inches, .millimeters, .centimeters]
        #expect(Length(parsing: "3px", units: paper) == nil)
        #expect(Length(parsing: "3cm", units: paper) == .centimeters(3))
        #expect(Length(parsing: "1inch", units: [.points]) == nil)
        #expect(Length(parsing: "72", defaultUnit: nil) == nil)
        #expect(Length(parsing: "72", defaultUnit: .pixels) == .pixels(72))
    }

    @Test("a scanner reads lengths inside longer text, keeping the number as written")
    func scanner() {
        var s = LengthScanner("8.5 X 11in")
        let w = s.number()
        s.skipSpaces()
        let none = s.unit(Length.Unit.allCases)
        let x = s.take(oneOf: ["x"])
        s.skipSpaces()
        let h = s.number()
        let unit = s.unit(Length.Unit.allCases)
        #expect(none == nil && x && unit == .inches && s.atEnd)
        #expect(w?.text == "8.5" && w?.value == 8.5 && h?.text == "11" && h?.value == 11)
    }
}
