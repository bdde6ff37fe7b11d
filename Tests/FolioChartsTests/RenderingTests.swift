@testable import FolioCharts
import FolioGeometry
import FolioGraphics
import FolioTestSupport
import FolioPDF
import Foundation
import Testing

@Suite("Chart rendering")
struct RenderingTests {
    struct Sale { var region: String; var units: Int }
    static let sales = [Sale(region: "North", units: 120), Sale(region: "South", units: 95), Sale(region: "East", units: 60),
                        Sale(region: "West", units: 140)]

    static var bars: Chart {
        Chart(sales) { BarMark(x: .value("Region", $0.region), y: .value("Units", $0.units)) }.chartTitle("Units by region")
    }

    @Test("a bar chart's text is its title, axis title, categories and nice tick labels, all in the page's text")
    func text() throws {
        let drawn = try DrawnChart(Self.bars)
        let words = try drawn.words().map(\.text)
        for w in ["Units", "by", "region", "North", "South", "East", "West", "Region", "0", "50", "100", "150"] {
            #expect(words.contains(w), "\(w) in \(words)")
        }
    }

    @Test("bars are filled with the palette's first colour, as high as their values; tick labels sit beside their ticks")
    func bars() throws {
        let drawn = try DrawnChart(Self.bars)
        let raster = try drawn.raster()
        let words = try drawn.words()
        let blue = rgb(ChartPalette.standard.color(at: 0))
        // West's bar (140) under its label, North's (120) beside it; East's is shorter.
        let west = try #require(words.first { $0.text == "West" })
        let east = try #require(words.first { $0.text == "East" })
        let zero = try #require(words.first { $0.text == "0" })
        let hundred = try #require(words.first { $0.text == "100" })
        let baseline = (zero.yMin + zero.yMax) / 2, y100 = (hundred.yMin + hundred.yMax) / 2
        let xWest = Int((west.xMin + west.xMax) / 2), xEast = Int((east.xMin + east.xMax) / 2)
        #expect(raster.pixel(xWest, Int(baseline) - 4, is: blue, tolerance: 6), "the bottom of West's bar")
        // West reaches 140: above the 100 line by 0.4 of the distance from 0 to 100.
        let y140 = baseline - 1.4 * (baseline - y100)
        #expect(raster.pixel(xWest, Int(y140) + 3, is: blue, tolerance: 6))
        #expect(!raster.pixel(xWest, Int(y140) - 3, is: blue, tolerance: 6), "nothing above 140")
        // East reaches 60.
        let y60 = baseline - 0.6 * (baseline - y100)
        #expect(raster.pixel(xEast, Int(y60) + 3, is: blue, tolerance: 6))
        #expect(!raster.pixel(xEast, Int(y60) - 3, is: blue, tolerance: 6))
        // The category labels do not overlap one another.
        let labels = words.filter { ["North", "South", "East", "West"].contains($0.text) }.sorted { $0.xMin < $1.xMin }
        for (a, b) in zip(labels, labels.dropFirst()) { #expect(a.xMax < b.xMin) }
    }

    @Test("the same chart in a lower-left-origin context draws the same page")
    func origins() throws {
        let a = try DrawnChart(Self.bars, name: "upper.pdf").raster()
        let b = try DrawnChart(Self.bars, origin: .lowerLeft, name: "lower.pdf").raster()
        #expect((a.differingPixels(from: b, tolerance: 24) ?? Int.max) < 40)
    }

    @Test("the same chart gives the same bytes twice")
    func deterministic() throws {
        #expect(try DrawnChart(Self.bars).bytes == DrawnChart(Self.bars).bytes)
    }

    @Test("a stacked bar: the legend names each series, the segments take the series' colours in order")
    func stacked() throws {
        struct Row { var q: String; var channel: String; var units: Double }
        let rows = [Row(q: "Q1", channel: "Online", units: 50), Row(q: "Q1", channel: "Stores", units: 50),
                    Row(q: "Q2", channel: "Online", units: 30), Row(q: "Q2", channel: "Stores", units: 70)]
        let chart = Chart(rows) {
            BarMark(x: .value("Quarter", $0.q), y: .value("Units", $0.units)).foregroundStyle(by: .value("Channel", $0.channel))
        }
        let drawn = try DrawnChart(chart)
        let words = try drawn.words()
        #expect(words.contains { $0.text == "Online" } && words.contains { $0.text == "Stores" })
        let raster = try drawn.raster()
        let q1 = try #require(words.first { $0.text == "Q1" })
        let zero = try #require(words.first { $0.text == "0" })
        let hundred = try #require(words.first { $0.text == "100" })
        let x = Int((q1.xMin + q1.xMax) / 2)
        let base = (zero.yMin + zero.yMax) / 2, top = (hundred.yMin + hundred.yMax) / 2
        #expect(raster.pixel(x, Int(base - 0.25 * (base - top)), is: rgb(ChartPalette.standard.color(at: 0)), tolerance: 6), "Online at the bottom")
        #expect(raster.pixel(x, Int(base - 0.75 * (base - top)), is: rgb(ChartPalette.standard.color(at: 1)), tolerance: 6), "Stores on top")
        // The legend is under the x axis's labels.
        let legend = try #require(words.first { $0.text == "Online" })
        #expect(legend.yMin > q1.yMax)
    }

    @Test("a pie: every slice drawn, the legend lists them, percentages inside the wide ones")
    func pie() throws {
        let shares: [(String, Double)] = [("Chrome", 64), ("Safari", 19), ("Edge", 9), ("Other", 8)]
        let chart = Chart(shares, id: \.0) { s in
            SectorMark(angle: .value("Share", s.1)).foregroundStyle(by: .value("Browser", s.0))
        }
        let drawn = try DrawnChart(chart, size: Size(width: 300, height: 240))
        let words = try drawn.words().map(\.text)
        for w in ["Chrome", "Safari", "Edge", "Other", "64%", "19%"] { #expect(words.contains(w), "\(w) in \(words)") }
        let raster = try drawn.raster()
        // Chrome, 64% from twelve o'clock clockwise: all of the right half, little of the left.
        var right = 0, left = 0
        for y in 0..<raster.height {
            for x in 0..<raster.width where raster.pixel(x, y, is: rgb(ChartPalette.standard.color(at: 0)), tolerance: 6) {
                if x > 150 { right += 1 } else { left += 1 }
            }
        }
        #expect(right > 5_000 && left < right / 2, "\(right) right, \(left) left")
        #expect(chart.accessibilityDescription == "Pie chart of Share: Chrome 64%, Safari 19%, Edge 9%, Other 8%.")
    }

    @Test("a line chart over dates: month labels, the line in the palette's first colour")
    func linesOverDates() throws {
        let start = CivilDate(year: 2026, month: 1, day: 1).days
        let points = (0..<12).map { (Date(timeIntervalSince1970: CivilDate(days: start).firstOfMonth(adding: $0).seconds), Double(10 + $0 * $0)) }
        let chart = Chart(points, id: \.0) { LineMark(x: .value("Month", $0.0), y: .value("Sales", $0.1)) }
        let words = try DrawnChart(chart).words().map(\.text)
        #expect(words.contains("Jan") || words.contains("2026"), "\(words)")
        #expect(words.contains("Mar") || words.contains("Apr"), "\(words)")
        #expect(!words.contains { $0.contains("GMT") || $0.contains("UTC") })
    }

    @Test("category names too long for their bands rise at 45°, inside the chart; names over a third of its width are shortened")
    func risingLabels() throws {
        let names = ["Northern Territories", "South-East Coastal", "Metropolitan Area", "Islands and Archipelagos of the Far South Seas",
                     "Western Plains", "Central Valley"]
        let chart = Chart(names, id: \.self) { BarMark(x: .value("Area", $0), y: .value("Change", $0.count - 18)) }
        var layout: PlotLayout?
        _ = try PDFRenderer(bounds: Rect(x: 0, y: 0, width: 400, height: 240)).pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            let canvas = try? ChartCanvas(context: ctx, rect: Rect(x: 0, y: 0, width: 400, height: 240), style: pinnedStyle)
            if let canvas { layout = try? PlotLayout(area: canvas.bounds, marks: chart.marks, options: chart.options, canvas: canvas) }
        }
        let l = try #require(layout)
        #expect(l.risingXLabels)
        #expect(l.xTicks.map(\.label).prefix(3) == ["Northern Territories", "South-East Coastal", "Metropolitan Area"])
        #expect(l.xTicks[3].label.hasSuffix("…") && l.xTicks[3].label.hasPrefix("Islands and"), "\(l.xTicks[3].label)")
        // Nothing drawn on the page's left and bottom edges: the first label is not cut off.
        let raster = try DrawnChart(chart).raster()
        for y in 0..<raster.height { #expect(raster.pixel(0, y, is: (255, 255, 255), tolerance: 10), "ink at (0, \(y))") }
        for x in 0..<raster.width { #expect(raster.pixel(x, raster.height - 1, is: (255, 255, 255), tolerance: 10), "ink at (\(x), bottom)") }
    }

    @Test("NaN and infinite values are left out: the other bars still stack and draw")
    func nonFinite() throws {
        struct Row { var q: String; var v: Double }
        let rows = [Row(q: "A", v: 10), Row(q: "A", v: .nan), Row(q: "A", v: 5), Row(q: "B", v: .infinity), Row(q: "B", v: 7)]
        let chart = Chart(rows, id: \.q) { BarMark(x: .value("Q", $0.q), y: .value("V", $0.v)) }
        let stacked = Stacking.stack(chart.marks)
        #expect(stacked[2].yStart?.value.numeric == 10 && stacked[2].yEnd?.value.numeric == 15)
        let words = try DrawnChart(chart).words().map(\.text)
        #expect(words.contains("A") && words.contains("B") && words.contains("15"), "\(words)")
    }

    @Test("errors say what was wrong: sectors with axes, a rectangle too small, values of two kinds")
    func errors() {
        let mixed = Chart {
            SectorMark(angle: .value("A", 1))
            BarMark(x: .value("X", "a"), y: .value("Y", 1))
        }
        #expect(throws: ChartError.sectorsWithAxes) { try DrawnChart(mixed) }
        #expect(throws: ChartError.tooSmall(width: 30, height: 30)) { try DrawnChart(Self.bars, size: Size(width: 30, height: 30)) }
        #expect(ChartError.sectorsWithAxes.description.contains("chart of their own"))
    }

    @Test("every kind of mark draws: points with symbols, areas, rules, rectangles, horizontal bars, grouped bars")
    func everyMark() throws {
        struct P { var x: Double; var y: Double; var kind: String; var day: String; var hour: String; var group: String }
        let kinds = ["a", "b", "c"]
        let ps: [P] = (0..<20).map { (i: Int) -> P in
            P(x: Double(i), y: Double((i * 37) % 23), kind: kinds[i % 3], day: "D\(i % 5)", hour: "H\(i / 5)", group: "G\(i / 3)")
        }
        let points: Chart = Chart(ps, id: \.x) { (p: P) -> ChartMarks in
            PointMark(x: .value("X", p.x), y: .value("Y", p.y)).foregroundStyle(by: .value("K", p.kind)).symbol(by: .value("K", p.kind))
        }
        let area: Chart = Chart(ps, id: \.x) { (p: P) -> ChartMarks in
            AreaMark(x: .value("X", p.x), y: .value("Y", p.y)).interpolationMethod(.catmullRom)
        }
        let rules: Chart = Chart {
            RuleMark(y: .value("Target", 12)).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
            RuleMark(x: .value("X", 5))
            for p in ps { PointMark(x: .value("X", p.x), y: .value("Y", p.y)) }
        }
        let cells: Chart = Chart(ps, id: \.x) { (p: P) -> ChartMarks in
            RectangleMark(x: .value("Day", p.day), y: .value("Hour", p.hour)).foregroundStyle(by: .value("K", p.kind))
        }
        let across: Chart = Chart(Self.sales) { (s: Sale) -> ChartMarks in
            BarMark(x: .value("Units", s.units), y: .value("Region", s.region)).chartMarks
        }
        let grouped: Chart = Chart(ps.prefix(9), id: \.x) { (p: P) -> ChartMarks in
            BarMark(x: .value("G", p.group), y: .value("Y", p.y)).position(by: .value("K", p.kind)).foregroundStyle(by: .value("K", p.kind))
        }
        let charts = [points, area, rules, cells, across, grouped]
        for (k, chart) in charts.enumerated() {
            let drawn = try DrawnChart(chart, name: "mark-\(k).pdf")
            let raster = try drawn.raster()
            var coloured = 0
            for i in stride(from: 0, to: raster.pixels.count, by: 3) where !(raster.pixels[i] == raster.pixels[i + 1] && raster.pixels[i + 1] == raster.pixels[i + 2]) {
                coloured += 1
            }
            #expect(coloured > 200 || k == 2, "chart \(k) draws its marks in colour (\(coloured) pixels)")
        }
    }
}
