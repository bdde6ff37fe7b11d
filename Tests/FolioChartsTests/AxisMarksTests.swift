@testable import FolioCharts
import FolioGeometry
import FolioGraphics
import FolioPDF
import FolioTestSupport
import Foundation
import Testing

@Suite("Axis marks, annotations and sub-hour dates")
struct AxisMarksTests {
    struct Sale { var region: String; var units: Int }
    static let sales = [Sale(region: "North", units: 120), Sale(region: "South", units: 95), Sale(region: "East", units: 60),
                        Sale(region: "West", units: 140)]
    static var bars: Chart { Chart(sales) { BarMark(x: .value("Region", $0.region), y: .value("Units", $0.units)) } }

    private static func seconds(_ y: Int, _ m: Int, _ d: Int, hour: Double = 0) -> Double {
        CivilDate(year: y, month: m, day: d).seconds + hour * 3600
    }

    // MARK: Sub-hour ticks

    @Test("an hour of data: ticks every 10 minutes, the day named on the first; a minute: every 10 seconds with seconds shown")
    func subHour() {
        let start = Self.seconds(2026, 3, 3, hour: 6)
        let minutes = DateTicks(lower: start + 60 * 2, upper: start + 3600, count: 6)
        #expect(minutes.unit == .minute(10))
        #expect(minutes.labels == ["Mar 3, 06:10", "06:20", "06:30", "06:40", "06:50", "07:00"])
        let quarter = DateTicks(lower: start - 1800, upper: start + 3 * 1800, count: 8)
        #expect(quarter.unit == .minute(15))
        #expect(quarter.values.first == start - 1800)
        let secs = DateTicks(lower: start + 5, upper: start + 65, count: 4)
        #expect(secs.unit == .second(15))
        #expect(secs.labels == ["Mar 3, 06:00:15", "06:00:30", "06:00:45", "06:01:00"])
        // Across midnight the day is named again.
        let midnight = DateTicks(lower: Self.seconds(2026, 3, 3, hour: 23.9), upper: Self.seconds(2026, 3, 4, hour: 0.1), count: 6)
        #expect(midnight.unit == .minute(2))
        #expect(midnight.labels.contains("Mar 4"))
        // A stride the axis is given.
        let stride = DateTicks(lower: start, upper: start + 3600, unit: .minute(20))
        #expect(stride.values == [start, start + 1200, start + 2400, start + 3600])
    }

    // MARK: Axis marks

    @Test("AxisMarks(values:) puts ticks only at those values inside the domain, with automatic labels")
    func explicitValues() throws {
        let chart = Self.bars.chartYAxis { AxisMarks(values: [0, 75, 150, 400]) }
        let words = try DrawnChart(chart).words().map(\.text)
        for w in ["0", "75", "150"] { #expect(words.contains(w), "\(w) in \(words)") }
        #expect(!words.contains("50") && !words.contains("100") && !words.contains("400"))
    }

    @Test("the content closure decides per value: labels in a format, gridlines only where asked, ticks on the vertical axis")
    func content() throws {
        let scale = PositionScale(kind: .linear, lower: 0, upper: 1, start: 200, end: 0)
        let marks = [AxisMarks(values: .stride(by: 0.25)) { value in
            if value.index % 2 == 0 { AxisGridLine() }
            AxisTick(length: 5)
            AxisValueLabel(format: .percent())
        }]
        let ticks = AxisTicks(scale, count: 5, marks: marks).ticks
        #expect(ticks.map(\.label) == ["0%", "25%", "50%", "75%", "100%"])
        #expect(ticks.map(\.gridline) == [true, false, true, false, true])
        #expect(ticks.allSatisfy { $0.tickLength == 5 })
        // No AxisValueLabel: no label; no AxisTick: no tick.
        let bare = AxisTicks(scale, count: 5, marks: [AxisMarks(values: [0.5]) { _ in AxisGridLine() }]).ticks
        #expect(bare.count == 1 && bare[0].label.isEmpty && bare[0].tickLength == nil && bare[0].gridline)
        // The value handed to the closure reads back as a Double or an Int.
        let custom = AxisTicks(scale, count: 5, marks: [AxisMarks(values: [0.5, 1]) { v in
            AxisValueLabel("#\(v.index + 1) of \(v.count): \(v.as(Double.self) ?? -1)")
        }]).ticks
        #expect(custom.map(\.label) == ["#1 of 2: 0.5", "#2 of 2: 1.0"])
    }

    @Test("gridlines off through the axis marks: the page has fewer gray strokes, and the labels remain")
    func gridlinesOff() throws {
        let with = try DrawnChart(Self.bars, name: "grid-on.pdf")
        let without = try DrawnChart(Self.bars.chartYAxis { AxisMarks { _ in AxisValueLabel() } }, name: "grid-off.pdf")
        let a = try PDFTools.contentStream(with.path, page: 1), b = try PDFTools.contentStream(without.path, page: 1)
        func strokes(_ content: String) -> Int { content.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { $0 == "S" }.count }
        #expect(strokes(b) > 0 && strokes(b) < strokes(a), "\(strokes(b)) of \(strokes(a))")
        for w in ["0", "50", "100", "150"] { #expect(try without.words().contains { $0.text == w }) }
    }

    @Test("automatic(desiredCount:) sets about that many ticks; date strides and date formats label a time axis")
    func countsAndDates() throws {
        let coarse = Self.bars.chartYAxis { AxisMarks(values: .automatic(desiredCount: 2)) }
        let words = try DrawnChart(coarse).words().map(\.text)
        #expect(words.contains("100") && !words.contains("50"), "\(words)")
        struct Reading { var time: Date; var value: Double }
        let start = Self.seconds(2026, 3, 3, hour: 6)
        let readings = (0...12).map { Reading(time: Date(timeIntervalSince1970: start + Double($0) * 300), value: Double($0 % 5)) }
        let line = Chart(readings) { LineMark(x: .value("Time", $0.time), y: .value("Value", $0.value)) }
            .chartXAxis { AxisMarks(values: .stride(by: .minute, count: 15)) { _ in AxisValueLabel(format: .date("H:mm")) } }
        let text = try DrawnChart(line).words().map(\.text)
        for w in ["6:00", "6:15", "6:30", "6:45", "7:00"] { #expect(text.contains(w), "\(w) in \(text)") }
        #expect(DatePattern.format(Self.seconds(2026, 3, 2, hour: 13.5), pattern: "EEE d MMMM yyyy, HH:mm:ss 'UTC'") == "Mon 2 March 2026, 13:30:00 UTC")
        #expect(DatePattern.format(Self.seconds(2009, 12, 31), pattern: "dd/MM/yy") == "31/12/09")
    }

    // MARK: Annotations

    @Test("annotations: above a bar running up, below one running down, right of one across, at a set position; in the page's text")
    func annotations() throws {
        struct Change { var name: String; var delta: Double }
        let changes = [Change(name: "Up", delta: 40), Change(name: "Down", delta: -30)]
        let chart = Chart(changes) { c in
            BarMark(x: .value("Name", c.name), y: .value("Delta", c.delta))
                .annotation { Text(c.delta > 0 ? "plus" : "minus") }
        }
        let drawn = try DrawnChart(chart)
        let words = try drawn.words()
        let plus = try #require(words.first { $0.text == "plus" }), minus = try #require(words.first { $0.text == "minus" })
        let up = try #require(words.first { $0.text == "Up" })
        let forty = try #require(words.first { $0.text == "40" }), zero = try #require(words.first { $0.text == "0" })
        // "plus" sits just above the top of the bar (40), centred on it.
        #expect(plus.yMax <= (forty.yMin + forty.yMax) / 2 && plus.yMax > (forty.yMin + forty.yMax) / 2 - 12, "\(plus) \(forty)")
        #expect(abs((plus.xMin + plus.xMax) / 2 - (up.xMin + up.xMax) / 2) < 1)
        // "minus" below the bottom of the bar running down, under zero.
        #expect(minus.yMin > (zero.yMin + zero.yMax) / 2)

        struct Item { var name: String; var count: Int }
        let across = Chart([Item(name: "A", count: 8)]) { i in
            BarMark(x: .value("Count", i.count), y: .value("Name", i.name)).annotation { Text("\(i.count) items").foregroundStyle(.red) }
            PointMark(x: .value("Count", 5), y: .value("Name", i.name)).annotation(position: .bottomTrailing, spacing: 2) { Text("p") }
        }
        let drawnAcross = try DrawnChart(across.chartXScale(domain: 0...20), name: "across.pdf")
        let across2 = try drawnAcross.words()
        let items = try #require(across2.first { $0.text == "items" }, "\(across2.map(\.text))")
        let zeroX = try #require(across2.first { $0.text == "0" }), twenty = try #require(across2.first { $0.text == "20" })
        // Right of the bar's end, at 8 of 0 … 20.
        let x0 = (zeroX.xMin + zeroX.xMax) / 2, x20 = (twenty.xMin + twenty.xMax) / 2
        let end = x0 + 0.4 * (x20 - x0)
        let eight = try #require(across2.first { $0.text == "8" && $0.xMin > end })
        #expect(eight.xMin > end && eight.xMin < end + 8, "\(eight.xMin) after \(end)")
        #expect(items.xMin > eight.xMax)
        #expect(across2.contains { $0.text == "p" })
        #expect(try PDFTools.contentStream(drawnAcross.path, page: 1).contains("1 0 0 rg"), "the red annotation")
    }

    @Test("place: each position's point and anchor around a box")
    func place() {
        let r = Rect(x: 10, y: 20, width: 40, height: 30)
        #expect(AnnotationPainter.place(.top, around: r, spacing: 4) == (Point(x: 30, y: 16), .bottom))
        #expect(AnnotationPainter.place(.bottom, around: r, spacing: 4) == (Point(x: 30, y: 54), .top))
        #expect(AnnotationPainter.place(.leading, around: r, spacing: 4) == (Point(x: 6, y: 35), .trailing))
        #expect(AnnotationPainter.place(.trailing, around: r, spacing: 4) == (Point(x: 54, y: 35), .leading))
        #expect(AnnotationPainter.place(.overlay, around: r, spacing: 4) == (Point(x: 30, y: 35), .center))
        #expect(AnnotationPainter.place(.topTrailing, around: r, spacing: 2) == (Point(x: 50, y: 18), .bottomTrailing))
    }
}
