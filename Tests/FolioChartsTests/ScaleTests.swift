@testable import FolioCharts
import FolioGraphics
import Foundation
import Testing

@Suite("Scales")
struct ScaleTests {
    private func marks(@ChartContentBuilder _ content: () -> ChartMarks) -> [MarkRecord] { content().records }

    @Test("numbers: a linear scale over a nice domain that includes zero; positions map linearly")
    func linear() throws {
        let m = marks { for v in [12.0, 47, 33] { PointMark(x: .value("Day", v), y: .value("Units", v * 2)) } }
        var y = try #require(try ScaleBuilder.scale(.y, marks: m, domain: .automatic(), tickCount: 5))
        #expect(y.kind == .linear)
        #expect(y.lower == 0 && y.upper == 100)
        y.start = 200; y.end = 0
        #expect(y.position(.number(0)) == 200)
        #expect(y.position(.number(25)) == 150)
        #expect(y.position(.number(100)) == 0)
        #expect(y.position(.category("x")) == nil, "a category has no place on a linear scale")
        let noZero = try #require(try ScaleBuilder.scale(.x, marks: m, domain: .automatic(includesZero: false), tickCount: 5))
        #expect(noZero.lower == 10 && noZero.upper == 50)
        let fixed = try #require(try ScaleBuilder.scale(.x, marks: m, domain: .range(5...55), tickCount: 5))
        #expect(fixed.lower == 5 && fixed.upper == 55)
    }

    @Test("categories: bands in the order the data first gives them, evenly stepped, centred")
    func band() throws {
        let m = marks { for r in ["North", "South", "North", "East"] { BarMark(x: .value("Region", r), y: .value("Units", 1)) } }
        var x = try #require(try ScaleBuilder.scale(.x, marks: m, domain: .automatic(), tickCount: 5))
        #expect(x.kind == .band)
        #expect(x.categories == ["North", "South", "East"])
        x.start = 0; x.end = 300
        let a = try #require(x.position(.category("North"))), b = try #require(x.position(.category("South")))
        let c = try #require(x.position(.category("East")))
        #expect(abs((b - a) - (c - b)) < 1e-9)
        #expect(abs(a - (300 - c)) < 1e-9, "symmetric padding")
        #expect(x.bandwidth > 0 && x.bandwidth < b - a)
        #expect(x.position(.category("West")) == nil)
    }

    @Test("categories given with chartXScale(domain:) keep that order and leave the others out")
    func givenCategories() throws {
        let m = marks { for r in ["North", "South", "East"] { BarMark(x: .value("Region", r), y: .value("Units", 1)) } }
        let chart = Chart { for r in ["North", "South", "East"] { BarMark(x: .value("Region", r), y: .value("Units", 1)) } }
            .chartXScale(domain: ["East", "North"])
        let x = try #require(try ScaleBuilder.scale(.x, marks: m, domain: chart.options.xDomain, tickCount: 5))
        #expect(x.categories == ["East", "North"])
        #expect(x.position(.category("South")) == nil, "South is left out")
    }

    @Test("dates: a time scale in seconds; bars on it get half a gap of room on either side")
    func time() throws {
        let day = 86_400.0
        let dates = (0..<5).map { Date(timeIntervalSince1970: 20_000 * day + Double($0) * day) }
        let lines = marks { for d in dates { LineMark(x: .value("Day", d), y: .value("Units", 3)) } }
        let x = try #require(try ScaleBuilder.scale(.x, marks: lines, domain: .automatic(), tickCount: 5))
        #expect(x.kind == .time)
        #expect(x.lower == 20_000 * day && x.upper == 20_004 * day)
        let bars = marks { for d in dates { BarMark(x: .value("Day", d), y: .value("Units", 3)) } }
        let xb = try #require(try ScaleBuilder.scale(.x, marks: bars, domain: .automatic(), tickCount: 5))
        #expect(xb.lower == 20_000 * day - day / 2 && xb.upper == 20_004 * day + day / 2)
    }

    @Test("an axis given numbers and categories is an error naming both")
    func mixed() {
        let m = marks {
            PointMark(x: .value("X", 1), y: .value("Y", 1))
            PointMark(x: .value("X", "one"), y: .value("Y", 2))
        }
        #expect(throws: ChartError.mixedValues(axis: "x", label: "X", kinds: ["numbers", "categories"])) {
            try ScaleBuilder.scale(.x, marks: m, domain: .automatic(), tickCount: 5)
        }
    }
}

@Suite("Stacking")
struct StackingTests {
    struct Sale { var quarter: String; var channel: String; var units: Double }
    static let sales = [
        Sale(quarter: "Q1", channel: "Online", units: 40), Sale(quarter: "Q1", channel: "Stores", units: 25),
        Sale(quarter: "Q1", channel: "Phone", units: 10), Sale(quarter: "Q2", channel: "Online", units: 55),
        Sale(quarter: "Q2", channel: "Stores", units: -5), Sale(quarter: "Q2", channel: "Phone", units: 20),
    ]

    private func stacked() -> [MarkRecord] {
        Stacking.stack(Chart(Self.sales) {
            BarMark(x: .value("Quarter", $0.quarter), y: .value("Units", $0.units)).foregroundStyle(by: .value("Channel", $0.channel))
        }.marks)
    }

    @Test("bars sharing a category stack: each starts where the one below ends, the top is the sum of the positive values")
    func sums() throws {
        let m = stacked()
        let spans = m.map { ($0.yStart!.value.numeric!, $0.yEnd!.value.numeric!) }
        #expect(spans[0] == (0, 40) && spans[1] == (40, 65) && spans[2] == (65, 75))
        #expect(spans[3] == (0, 55) && spans[5] == (55, 75), "Q2's positive values: 55 + 20")
        #expect(spans[4] == (0, -5), "a negative value stacks downward from zero")
        for q in ["Q1", "Q2"] {
            let top = m.filter { $0.x?.value == .category(q) }.map { $0.yEnd!.value.numeric! }.max()!
            let sum = Self.sales.filter { $0.quarter == q && $0.units > 0 }.map(\.units).reduce(0, +)
            #expect(top == sum)
        }
        let scale = try #require(try ScaleBuilder.scale(.y, marks: m, domain: .automatic(), tickCount: 5))
        #expect(scale.lower <= -5 && scale.upper >= 75, "the domain covers the stacks")
    }

    @Test("a stack is built series by series, whatever the data's order; a hairline marks only where one series meets the next")
    func seriesOrder() {
        struct Row { var s: String; var v: Double }
        let rows = [Row(s: "A", v: 1), Row(s: "B", v: 10), Row(s: "A", v: 2), Row(s: "B", v: 20), Row(s: "C", v: 100)]
        let m = Stacking.stack(Chart(rows, id: \.v) {
            BarMark(x: .value("X", "x"), y: .value("V", $0.v)).foregroundStyle(by: .value("S", $0.s))
        }.marks)
        #expect(m.map { $0.yEnd!.value.numeric! } == [1, 13, 3, 33, 133], "A (1, 2), then B (10, 20), then C")
        #expect(m.map(\.separatesSeries) == [false, false, true, true, false], "the last A under B, the last B under C")
    }

    @Test("bars set side by side with position(by:) are not stacked; horizontal bars stack along x")
    func sideBySideAndHorizontal() {
        let side = Stacking.stack(Chart(Self.sales) {
            BarMark(x: .value("Quarter", $0.quarter), y: .value("Units", $0.units)).position(by: .value("Channel", $0.channel))
        }.marks)
        #expect(side.allSatisfy { $0.yStart == nil })
        let across = Stacking.stack(Chart(Self.sales) {
            BarMark(x: .value("Units", $0.units), y: .value("Quarter", $0.quarter)).foregroundStyle(by: .value("Channel", $0.channel))
        }.marks)
        #expect(across.map { $0.xEnd!.value.numeric! } == [40, 65, 75, 55, -5, 75])
    }

    @Test("areas stack series on series at each x")
    func areas() {
        let m = Stacking.stack(Chart(Self.sales.filter { $0.units > 0 }) {
            AreaMark(x: .value("Quarter", $0.quarter), y: .value("Units", $0.units)).foregroundStyle(by: .value("Channel", $0.channel))
        }.marks)
        #expect(m.map { $0.yEnd!.value.numeric! } == [40, 65, 75, 55, 75])
    }
}

@Suite("Pies and palette")
struct PieAndPaletteTests {
    @Test("sector angles sum to a full turn, in order, each the value's share", arguments: [[1.0, 1, 1, 1], [64, 19, 9, 5, 3], [0.001, 1e9], [7]])
    func angles(_ values: [Double]) {
        let a = SectorAngles.angles(values)
        #expect(a.first?.start == 0)
        #expect(a.last?.end == 2 * .pi)
        let total = values.reduce(0, +)
        for (k, v) in values.enumerated() {
            #expect(abs((a[k].end - a[k].start) - v / total * 2 * .pi) < 1e-9)
            if k > 0 { #expect(a[k].start == a[k - 1].end, "no gap, no overlap") }
        }
        #expect(abs(a.map { $0.end - $0.start }.reduce(0, +) - 2 * .pi) < 1e-12)
    }

    @Test("negative and non-finite values count as zero; all zero gives empty sectors")
    func oddValues() {
        let a = SectorAngles.angles([3, -2, .nan, 1])
        #expect(a[1].end - a[1].start == 0 && a[2].end - a[2].start == 0)
        #expect(abs((a[0].end - a[0].start) - 1.5 * .pi) < 1e-12)
        #expect(SectorAngles.angles([0, 0]).allSatisfy { $0.start == 0 && $0.end == 0 })
    }

    @Test("the default palette's gray levels lie at least 0.09 apart, neighbours at least 0.09 too, and none near white")
    func grayLevels() {
        let grays = ChartPalette.standard.colors.map { $0.grayscale.components[0] }
        for i in grays.indices {
            for j in grays.indices where j > i { #expect(abs(grays[i] - grays[j]) >= 0.09, "\(i) and \(j): \(grays[i]) vs \(grays[j])") }
            #expect(grays[i] < 0.85, "visible on white paper")
        }
        for (a, b) in zip(grays, grays.dropFirst()) { #expect(abs(a - b) >= 0.09) }
        #expect(ChartPalette.standard.color(at: 6) == ChartPalette.standard.color(at: 0))
    }
}
