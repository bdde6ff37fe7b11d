import FolioPDF
import Foundation

/// A calendar unit a date can be given in (`.value("Month", date, unit: .month)`): the date
/// stands for the whole unit holding it, in UTC on the Gregorian calendar. A bar spans its
/// unit; a point or a line's point sits in its middle.
enum DateBin: Sendable, Hashable {
    case minute, hour, day, week, month, quarter, year

    /// The bin of a Foundation calendar component; `nil` for components that are not a span of
    /// time on their own (`.era`, `.timeZone`, `.calendar`, …).
    init?(_ component: Calendar.Component) {
        switch component {
        case .minute: self = .minute
        case .hour: self = .hour
        case .day, .weekday: self = .day
        case .weekOfYear, .weekOfMonth, .yearForWeekOfYear, .weekdayOrdinal: self = .week
        case .month: self = .month
        case .quarter: self = .quarter
        case .year: self = .year
        default: return nil
        }
    }

    /// The start of the unit holding `seconds` (weeks start on Monday).
    func start(_ seconds: Double) -> Double {
        let d = CivilDate(seconds: seconds)
        switch self {
        case .minute: return (seconds / 60).rounded(.down) * 60
        case .hour: return (seconds / 3600).rounded(.down) * 3600
        case .day: return d.seconds
        case .week: return CivilDate(days: d.days - (d.weekday - 1)).seconds
        case .month: return CivilDate(year: d.year, month: d.month, day: 1).seconds
        case .quarter: return CivilDate(year: d.year, month: (d.month - 1) / 3 * 3 + 1, day: 1).seconds
        case .year: return CivilDate(year: d.year, month: 1, day: 1).seconds
        }
    }

    /// The start of the next unit after the one starting at `start`.
    func end(_ start: Double) -> Double {
        let d = CivilDate(seconds: start)
        switch self {
        case .minute: return start + 60
        case .hour: return start + 3600
        case .day: return start + 86_400
        case .week: return start + 7 * 86_400
        case .month: return d.firstOfMonth(adding: 1).seconds
        case .quarter: return d.firstOfMonth(adding: 3).seconds
        case .year: return CivilDate(year: d.year + 1, month: 1, day: 1).seconds
        }
    }
}
