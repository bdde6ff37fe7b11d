@testable import FolioCharts
import FolioPDF
import Foundation
import Testing

@Suite("Tick labels")
struct LabelTests {
    @Test("whole numbers with commas, decimals as the step needs, no minus zero")
    func numbers() throws {
        #expect(NumberLabels.format(12_500, decimals: 0) == "12,500")
        #expect(NumberLabels.format(-1_234_567.5, decimals: 1) == "-1,234,567.5")
        #expect(NumberLabels.format(-0.0, decimals: 2) == "0.00")
        #expect(NumberLabels.format(999, decimals: 0) == "999")
        #expect(ChartValue.number(2026).text == "2026" && ChartValue.number(2.5).text == "2.5", "series names: no grouping, the decimals the value has")
        #expect(NumberLabels.labels(try #require(NiceTicks(lower: 0, upper: 1, count: 4))) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        #expect(NumberLabels.labels(try #require(NiceTicks(lower: 0, upper: 5000, count: 5))) == ["0", "1,000", "2,000", "3,000", "4,000", "5,000"])
    }

    @Test("millions, billions and trillions take a suffix; billionths an exponent")
    func largeAndSmall() throws {
        #expect(NumberLabels.labels(try #require(NiceTicks(lower: 0, upper: 1e12, count: 5))) == ["0", "0.2T", "0.4T", "0.6T", "0.8T", "1.0T"])
        #expect(NumberLabels.labels(try #require(NiceTicks(lower: 0, upper: 2.5e6, count: 5))) == ["0", "0.5M", "1.0M", "1.5M", "2.0M", "2.5M"])
        #expect(NumberLabels.labels(try #require(NiceTicks(lower: 0, upper: 4e9, count: 4))) == ["0", "1B", "2B", "3B", "4B"])
        #expect(NumberLabels.labels(try #require(NiceTicks(lower: 1e-9, upper: 3e-9, count: 2))) == ["1e-9", "2e-9", "3e-9"])
        #expect(NumberLabels.labels(try #require(NiceTicks(lower: 0, upper: 1.5e-9, count: 3))) == ["0", "5e-10", "1e-9", "1.5e-9"])
    }

    @Test("labels of every range are distinct", arguments: NiceTicksTests.ranges)
    func distinct(_ range: (Double, Double)) throws {
        let labels = NumberLabels.labels(try #require(NiceTicks(lower: range.0, upper: range.1, count: 5)))
        #expect(Set(labels).count == labels.count, "\(labels)")
    }
}

@Suite("Date ticks")
struct DateTickTests {
    private func date(_ y: Int, _ m: Int, _ d: Int) -> Double { CivilDate(year: y, month: m, day: d).seconds }

    @Test("civil dates round-trip through day numbers, across leap years and before 1970")
    func civil() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(CivilDate(days: days).days == days)
        }
        #expect(CivilDate(year: 2024, month: 2, day: 29).days + 1 == CivilDate(year: 2024, month: 3, day: 1).days)
        #expect(CivilDate(year: 1970, month: 1, day: 1).days == 0)
        #expect(CivilDate(year: 2026, month: 11, day: 30).weekday == 1, "a Monday")
        #expect(CivilDate(seconds: -1) == CivilDate(year: 1969, month: 12, day: 31))
    }

    @Test("a year of data: ticks on the first of every second month, labelled with the year on the first and in January")
    func months() {
        let t = DateTicks(lower: date(2025, 1, 15), upper: date(2026, 1, 10), count: 7)
        #expect(t.unit == .month(2))
        #expect(t.labels == ["Mar 2025", "May", "Jul", "Sep", "Nov", "Jan 2026"])
        #expect(t.values.allSatisfy { CivilDate(seconds: $0).day == 1 })
    }

    @Test("two weeks: a tick a day, or on Mondays for fewer; decades: years")
    func daysAndYears() {
        let days = DateTicks(lower: date(2026, 3, 1), upper: date(2026, 3, 8), count: 10)
        #expect(days.unit == .day(1))
        #expect(days.labels.first == "Mar 1" && days.labels.last == "Mar 8")
        let weeks = DateTicks(lower: date(2026, 3, 1), upper: date(2026, 4, 30), count: 10)
        #expect(weeks.unit == .day(7))
        #expect(weeks.values.allSatisfy { CivilDate(seconds: $0).weekday == 1 })
        let years = DateTicks(lower: date(1990, 6, 1), upper: date(2026, 1, 1), count: 8)
        #expect(years.unit == .year(5))
        #expect(years.labels == ["1995", "2000", "2005", "2010", "2015", "2020", "2025"])
    }

    @Test("a day of data: ticks at whole hours, the day named at the first tick and at midnight")
    func hours() {
        let t = DateTicks(lower: date(2026, 3, 3) + 3600 * 17.5, upper: date(2026, 3, 4) + 3600 * 5, count: 6)
        #expect(t.unit == .hour(2))
        #expect(t.labels == ["Mar 3, 18:00", "20:00", "22:00", "Mar 4", "02:00", "04:00"])
        #expect(t.values.first == date(2026, 3, 3) + 3600 * 18)
    }

    @Test("the labels do not depend on the machine's time zone or locale (no calendars used)")
    func deterministic() {
        setenv("TZ", "Pacific/Kiritimati", 1)
        defer { unsetenv("TZ") }
        let t = DateTicks(lower: date(2026, 1, 1), upper: date(2026, 1, 5), count: 5)
        #expect(t.labels == ["Jan 1", "Jan 2", "Jan 3", "Jan 4", "Jan 5"])
        #expect(ChartValue.date(Date(timeIntervalSince1970: date(2026, 7, 4) + 86_399)).text == "Jul 4, 2026")
    }
}

@Suite("Dates with units")
struct DateUnitTests {
    private func date(_ y: Int, _ m: Int, _ d: Int, hour: Double = 0) -> Date {
        Date(timeIntervalSince1970: CivilDate(year: y, month: m, day: d).seconds + hour * 3600)
    }

    @Test("a date given with a unit stands for the unit's start; weeks start on Monday, quarters in Jan, Apr, Jul, Oct")
    func bins() {
        let d = date(2026, 5, 14, hour: 15.5)  // a Thursday
        let day = CivilDate(year: 2026, month: 5, day: 14).seconds
        #expect(PlottableValue.value("D", d, unit: .day).channel.value == .date(Date(timeIntervalSince1970: day)))
        #expect(PlottableValue.value("D", d, unit: .weekOfYear).channel.value == .date(date(2026, 5, 11)))
        #expect(PlottableValue.value("D", d, unit: .month).channel.value == .date(date(2026, 5, 1)))
        #expect(PlottableValue.value("D", d, unit: .quarter).channel.value == .date(date(2026, 4, 1)))
        #expect(PlottableValue.value("D", d, unit: .year).channel.span! == (date(2026, 1, 1).timeIntervalSince1970, date(2027, 1, 1).timeIntervalSince1970))
        #expect(PlottableValue.value("D", d, unit: .month).channel.span!.end == date(2026, 6, 1).timeIntervalSince1970)
        #expect(PlottableValue.value("D", d, unit: .hour).channel.value == .date(Date(timeIntervalSince1970: day + 15 * 3600)))
        #expect(PlottableValue.value("D", d, unit: .era).channel.value == .date(d), "not a span of time: the date as it is")
    }

    @Test("bars of dates in one month stack as one bar, drawn across most of the month and inside the axis's domain")
    func monthlyBars() throws {
        struct Sale { var date: Date; var amount: Double }
        let sales = [Sale(date: date(2026, 1, 3), amount: 10), Sale(date: date(2026, 1, 28), amount: 5),
                     Sale(date: date(2026, 2, 14), amount: 8), Sale(date: date(2026, 3, 31, hour: 23), amount: 12)]
        let chart = Chart(sales, id: \.date) { BarMark(x: .value("Month", $0.date, unit: .month), y: .value("Amount", $0.amount)) }
        let stacked = Stacking.stack(chart.marks)
        #expect(stacked[1].yStart?.value.numeric == 10 && stacked[1].yEnd?.value.numeric == 15, "January's two sales stack")
        let scale = try #require(try ScaleBuilder.scale(.x, marks: stacked, domain: .automatic(), tickCount: 5))
        #expect(scale.lower == date(2026, 1, 1).timeIntervalSince1970 && scale.upper == date(2026, 4, 1).timeIntervalSince1970)
        let drawn = try DrawnChart(chart)
        let words = try drawn.words().map(\.text)
        #expect(words.contains("Jan") && words.contains("Feb") && words.contains("Mar"), "\(words)")
    }
}
