@testable import FolioCharts
import FolioGeometry
import FolioTestSupport
import Foundation
import Testing

@Suite("Logarithmic scales")
struct LogScaleTests {
    /// Positive ranges from a billionth to a trillion, within a decade and across many.
    static let ranges: [(Double, Double)] = [
        (1e-9, 1e12), (1e-9, 3e-9), (2e-7, 5e-3), (0.02, 0.5), (1, 10), (1, 1000), (3, 700), (7, 7), (12_345, 67_890),
        (1, 2.5e6), (5e7, 4e9), (1e3, 1e12), (0.9, 1.1), (1e11, 9e11),
    ]

    @Test("ticks are m × 10^k with m in {1, 2, 5}, cover the domain widened to powers of ten, rise strictly, are no more than asked for (+1)",
          arguments: ranges, [4, 8])
    func coverRange(_ range: (Double, Double), count: Int) throws {
        let t = try #require(LogTicks(lower: range.0, upper: range.1, count: count))
        // The domain is the powers of ten around the data.
        #expect(t.lower <= range.0 && t.upper >= range.1)
        #expect(abs(log10(t.lower) - log10(t.lower).rounded()) < 1e-12 && abs(log10(t.upper) - log10(t.upper).rounded()) < 1e-12)
        #expect(t.upper / t.lower >= 10)
        let values = t.values
        #expect(values.count >= 2, "\(values)")
        #expect(values.count <= count + 1, "\(values)")
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
        #expect(t.ticks.allSatisfy { [1, 2, 5].contains($0.mantissa) })
        #expect(values.allSatisfy { $0 >= t.lower * (1 - 1e-9) && $0 <= t.upper * (1 + 1e-9) })
        // Labels are distinct.
        #expect(Set(t.labels).count == t.labels.count, "\(t.labels)")
    }

    @Test("familiar axes: 1 … 1000 by decades; 0.02 … 0.5 with 2 and 5 between; a billionth to a trillion every third decade")
    func familiar() throws {
        let decades = try #require(LogTicks(lower: 1, upper: 1000, count: 5))
        #expect(decades.values == [1, 10, 100, 1000])
        #expect(decades.labels == ["1", "10", "100", "1,000"])
        let fine = try #require(LogTicks(lower: 0.02, upper: 0.5, count: 6))
        #expect(fine.values == [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1])
        #expect(fine.labels == ["0.01", "0.02", "0.05", "0.1", "0.2", "0.5", "1"])
        let wide = try #require(LogTicks(lower: 1e-9, upper: 1e12, count: 8))
        #expect(wide.values == [1e-9, 1e-6, 1e-3, 1, 1e3, 1e6, 1e9, 1e12])
        #expect(wide.labels == ["1e-9", "0.000001", "0.001", "1", "1,000", "1M", "1B", "1T"])
        let big = try #require(LogTicks(lower: 5e7, upper: 4e9, count: 10))
        #expect(big.labels == ["10M", "20M", "50M", "100M", "200M", "500M", "1B", "2B", "5B", "10B"])
        #expect(try #require(LogTicks(lower: 1, upper: 1e16, count: 2)).labels.last == "1e16")
    }

    @Test("one value is widened to its decade; a fixed domain keeps its ends and the ticks inside it")
    func degenerateAndFixed() throws {
        let one = try #require(LogTicks(lower: 7, upper: 7, count: 5))
        #expect(one.lower == 1 && one.upper == 10)
        let exact = try #require(LogTicks(lower: 1000, upper: 1000, count: 5))
        #expect(exact.lower == 1000 && exact.upper == 10_000)
        let fixed = try #require(LogTicks(lower: 2, upper: 8, count: 5, niceDomain: false))
        #expect(fixed.lower == 2 && fixed.upper == 8)
        #expect(fixed.values == [2, 5])
    }

    @Test("zero, negative and non-finite ends have no logarithmic ticks", arguments: [(0.0, 10.0), (-5, 10), (1, .infinity), (.nan, 3)])
    func invalid(_ range: (Double, Double)) {
        #expect(LogTicks(lower: range.0, upper: range.1, count: 5) == nil)
    }

    @Test("positions: equal ratios are equal distances; zero and below sit at the low end")
    func positions() {
        let s = PositionScale(kind: .log, lower: 1, upper: 1000, start: 0, end: 300)
        #expect(abs(s.position(number: 10) - 100) < 1e-9)
        #expect(abs(s.position(number: 100) - 200) < 1e-9)
        #expect(abs(s.position(number: 31.622_776_601_683_793) - 150) < 1e-9)
        #expect(s.position(number: 0) == 0 && s.position(number: -3) == 0)
        #expect(s.position(.number(10)) != nil)
    }

    struct Reading { var label: String; var value: Double }
    static let readings = [Reading(label: "A", value: 3), Reading(label: "B", value: 40), Reading(label: "C", value: 650),
                           Reading(label: "D", value: 8_200)]

    @Test("a chart with chartYScale(type: .log) labels its axis 1, 10, 100, 1,000, 10,000; bars grow from the bottom")
    func chart() throws {
        let chart = Chart(Self.readings) { BarMark(x: .value("Sample", $0.label), y: .value("Count", $0.value)) }.chartYScale(type: .log)
        let drawn = try DrawnChart(chart)
        let words = try drawn.words()
        for w in ["1", "10", "100", "1,000", "10,000"] { #expect(words.contains { $0.text == w }, "\(w) in \(words.map(\.text))") }
        // 100 is halfway between 10 and 1,000 up the axis.
        func mid(_ t: String) throws -> Double { let w = try #require(words.first { $0.text == t }); return (w.yMin + w.yMax) / 2 }
        #expect(abs(try mid("100") - (try mid("10") + mid("1,000")) / 2) < 0.5)
        // Bar A (3) reaches about half a decade above 1.
        let raster = try drawn.raster()
        let a = try #require(words.first { $0.text == "A" })
        let x = Int((a.xMin + a.xMax) / 2)
        let blue = rgb(ChartPalette.standard.color(at: 0))
        let y1 = try mid("1"), y10 = try mid("10")
        let y3 = y1 - log10(3) * (y1 - y10)
        #expect(raster.pixel(x, Int(y3) + 3, is: blue, tolerance: 6))
        #expect(!raster.pixel(x, Int(y3) - 3, is: blue, tolerance: 6))
        #expect(raster.pixel(x, Int(y1) - 2, is: blue, tolerance: 6), "the bar starts at the axis's low end")
    }

    @Test("a log axis with no value above zero, or a fixed domain from zero, throws a ChartError that says what to do")
    func notPositive() throws {
        let zeros = Chart { BarMark(x: .value("Sample", "A"), y: .value("Count", 0)) }.chartYScale(type: .log)
        #expect(throws: ChartError.logScaleNotPositive(axis: "y", label: "Count", lower: 0)) { try DrawnChart(zeros) }
        let fromZero = Chart(Self.readings) { BarMark(x: .value("Sample", $0.label), y: .value("Count", $0.value)) }
            .chartYScale(domain: 0...100, type: .log)
        do {
            _ = try DrawnChart(fromZero)
            Issue.record("no error")
        } catch let e as ChartError {
            #expect(e.description.contains("log scale") && e.description.contains("domain above zero"))
        }
    }
}
