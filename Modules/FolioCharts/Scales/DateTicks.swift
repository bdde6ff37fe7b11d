import FolioPDF
import Foundation

/// Ticks for a time axis at whole calendar units (seconds, minutes, hours, days, weeks starting
/// on Monday, months, years) in UTC, labelled in English the same way on every machine:
/// "06:00" for hours and minutes, "06:00:30" for seconds (the day at midnight, "Mar 3", and on
/// the first tick, "Mar 3, 18:00"), "Mar 3" for days and weeks, "Mar" for months (with the year
/// on the first tick and on January: "Jan 2027"), "2026" for years.
struct DateTicks: Sendable, Equatable {
    /// A calendar step.
    enum Unit: Sendable, Equatable {
        case second(Int)
        case minute(Int)
        case hour(Int)
        case day(Int)
        case month(Int)
        case year(Int)

        /// Its length, roughly, in seconds.
        var approximateSeconds: Double {
            switch self {
            case .second(let n): Double(n)
            case .minute(let n): Double(n) * 60
            case .hour(let n): Double(n) * 3600
            case .day(let n): Double(n) * 86_400
            case .month(let n): Double(n) * 30.44 * 86_400
            case .year(let n): Double(n) * 365.25 * 86_400
            }
        }
    }

    /// The steps tried, shortest first.
    static let units: [Unit] = [.second(1), .second(2), .second(5), .second(10), .second(15), .second(30),
                                .minute(1), .minute(2), .minute(5), .minute(10), .minute(15), .minute(30), .hour(1), .hour(2), .hour(3), .hour(6), .hour(12), .day(1), .day(2), .day(7), .day(14), .month(1), .month(2), .month(3), .month(6),
                                .year(1), .year(2), .year(5), .year(10), .year(20), .year(50), .year(100), .year(200),
                                .year(500), .year(1000)]

    /// The step chosen.
    var unit: Unit
    /// The tick instants, seconds since 1970, inside the domain.
    var values: [Double]

    /// Ticks inside `lower ... upper` (seconds since 1970), at most about `count` of them.
    init(lower: Double, upper: Double, count: Int) {
        let lo = min(lower, upper), hi = max(lower, upper)
        let target = max(1, count)
        unit = Self.units.first { (hi - lo) / $0.approximateSeconds <= Double(target) } ?? .year(1000)
        values = Self.ticks(unit, lo, hi)
    }

    /// Ticks at every `unit` inside `lower ... upper` (a stride the axis was given).
    init(lower: Double, upper: Double, unit: Unit) {
        self.unit = unit
        values = Self.ticks(unit, min(lower, upper), max(lower, upper))
    }

    private static func ticks(_ unit: Unit, _ lo: Double, _ hi: Double) -> [Double] {
        var out: [Double] = []
        let start = CivilDate(seconds: lo)
        switch unit {
        case .second, .minute, .hour:
            // Whole multiples of the step since 1970 (UTC has no leap seconds in Unix time).
            let step = max(1, unit.approximateSeconds)
            var k = (lo / step).rounded(.up)
            while k * step <= hi, out.count < 10_000 {
                out.append(k * step)
                k += 1
            }
        case .day(let n):
            var d: CivilDate
            if n == 7 || n == 14 {
                d = CivilDate(days: start.days - (start.weekday - 1))  // the Monday of that week
            } else {
                d = CivilDate(days: start.days - ((start.days % n) + n) % n)
            }
            while d.seconds <= hi {
                if d.seconds >= lo { out.append(d.seconds) }
                d = CivilDate(days: d.days + n)
            }
        case .month(let n):
            let index = start.year * 12 + start.month - 1
            var d = start.firstOfMonth(adding: -(((index % n) + n) % n))
            while d.seconds <= hi {
                if d.seconds >= lo { out.append(d.seconds) }
                d = d.firstOfMonth(adding: n)
            }
        case .year(let n):
            var y = start.year - ((start.year % n) + n) % n
            while CivilDate(year: y, month: 1, day: 1).seconds <= hi {
                let s = CivilDate(year: y, month: 1, day: 1).seconds
                if s >= lo { out.append(s) }
                y += n
            }
        }
        return out
    }

    /// The labels of the ticks.
    var labels: [String] {
        values.enumerated().map { k, s in
            let d = CivilDate(seconds: s)
            switch unit {
            case .second, .minute, .hour:
                let seconds = Int((s - d.seconds).rounded())
                func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
                var time = two(seconds / 3600) + ":" + two(seconds / 60 % 60)
                if case .second = unit { time += ":" + two(seconds % 60) }
                if seconds == 0 { return Self.dayLabel(d) }
                return k == 0 ? Self.dayLabel(d) + ", " + time : time
            case .day: return Self.dayLabel(d)
            case .month: return k == 0 || d.month == 1 ? "\(Self.monthNames[d.month - 1]) \(d.year)" : Self.monthNames[d.month - 1]
            case .year: return String(d.year)
            }
        }
    }

    /// English month abbreviations.
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "Mar 3".
    static func dayLabel(_ d: CivilDate) -> String { "\(monthNames[d.month - 1]) \(d.day)" }

    /// "Mar 3, 2026", for a date shown alone (a legend, alternative text).
    static func dayLabel(_ date: Date) -> String {
        let d = CivilDate(seconds: date.timeIntervalSince1970)
        return "\(monthNames[d.month - 1]) \(d.day), \(d.year)"
    }
}
