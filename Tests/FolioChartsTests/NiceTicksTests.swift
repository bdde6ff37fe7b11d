@testable import FolioCharts
import Foundation
import Testing

@Suite("Nice ticks")
struct NiceTicksTests {
    /// Ranges from a billionth to a trillion, negative, mixed and lopsided.
    static let ranges: [(Double, Double)] = [
        (0, 1e-9), (1e-9, 3e-9), (0, 7.3e-7), (0, 0.042), (0.1, 0.7), (0, 1), (0, 9.5), (0, 13), (0, 98), (3, 97),
        (0, 1_234), (0, 99_999), (0, 2.5e6), (12_345, 67_890), (0, 3.7e9), (0, 1e12), (1e12, 1.000_000_5e12), (0, 8.2e11),
        (-1e-9, 0), (-42, -3), (-1e12, 0), (-7.5, 12.25), (-0.003, 0.011), (-1e6, 4e5), (-2e-9, 5e-9), (99.95, 100.05),
    ]

    @Test("steps are 1, 2 or 5 × 10^k; the ticks cover the range, about as many as asked", arguments: ranges)
    func coverRange(_ range: (Double, Double)) throws {
        for count in [3, 5, 10] {
            let ticks = try #require(NiceTicks(lower: range.0, upper: range.1, count: count))
            #expect([1, 2, 5].contains(ticks.mantissa))
            #expect(ticks.lower <= range.0 && ticks.upper >= range.1, "\(ticks.values) must cover \(range)")
            let span = range.1 - range.0
            #expect(ticks.upper - ticks.lower < span + 2 * ticks.step + span * 1e-9, "no more than a step beyond either end")
            let n = ticks.values.count - 1
            #expect(n >= max(1, count / 3) && n <= count * 2 + 1, "\(n) intervals for \(count) asked: \(ticks.values)")
        }
    }

    @Test("tick values are exact: each is the double its label reads as", arguments: ranges)
    func exactValues(_ range: (Double, Double)) throws {
        let ticks = try #require(NiceTicks(lower: range.0, upper: range.1, count: 5))
        for v in ticks.values where ticks.exponent >= -6 && abs(v) < 1e6 {
            let text = String(format: "%.\(ticks.decimals)f", v)
            #expect(Double(text) == v, "\(v) should be exactly \(text)")
        }
        #expect(ticks.values == ticks.values.sorted())
        #expect(Set(ticks.values).count == ticks.values.count)
    }

    @Test("0 … 100 in five steps of 20; 0 … 0.3 has the tick 0.3 itself, not 0.30000000000000004")
    func familiar() throws {
        #expect(NiceTicks(lower: 0, upper: 100, count: 5)?.values == [0, 20, 40, 60, 80, 100])
        #expect(NiceTicks(lower: 0, upper: 0.3, count: 3)?.values == [0, 0.1, 0.2, 0.3])
        #expect(NiceTicks(lower: -7.5, upper: 12.25, count: 4)?.values == [-10, -5, 0, 5, 10, 15])
        #expect(NiceTicks(lower: 0, upper: 1e12, count: 5)?.values == [0, 2e11, 4e11, 6e11, 8e11, 1e12])
        #expect(NiceTicks(lower: 1e-9, upper: 3e-9, count: 2)?.values == [1e-9, 2e-9, 3e-9])
    }

    @Test("one value is widened by a power of ten around it; zero becomes 0 … 1", arguments: [0.0, 5, -5, 1e-9, 3.3e12, 100])
    func degenerate(_ v: Double) throws {
        let ticks = try #require(NiceTicks(lower: v, upper: v, count: 5))
        #expect(ticks.lower < v || v == 0)
        #expect(ticks.upper > v)
        #expect(ticks.values.count >= 2)
        if v == 0 { #expect(ticks.lower == 0 && ticks.upper == 1) }
    }

    @Test("non-finite ends give no ticks; reversed ends are put in order")
    func oddInput() {
        #expect(NiceTicks(lower: .nan, upper: 1, count: 5) == nil)
        #expect(NiceTicks(lower: 0, upper: .infinity, count: 5) == nil)
        #expect(NiceTicks(lower: 10, upper: 0, count: 5)?.values == NiceTicks(lower: 0, upper: 10, count: 5)?.values)
    }

    @Test("inside a fixed domain the ticks stay within it")
    func insideDomain() throws {
        let ticks = try #require(NiceTicks(lower: 3, upper: 97, count: 5, niceDomain: false))
        #expect(ticks.values == [20, 40, 60, 80])
    }
}
