/// A day of the proleptic Gregorian calendar in UTC, computed without Foundation's calendars
/// or time zones (Howard Hinnant's `days_from_civil` and `civil_from_days`), so that date
/// ticks and labels are the same on every machine; PDF dates (``PDFDate``) and charts' date
/// scales both count days with it.
package struct CivilDate: Sendable, Hashable, Comparable {
    package var year: Int
    /// 1 … 12.
    package var month: Int
    /// 1 … 31.
    package var day: Int

    /// The day holding `seconds` since 1970-01-01T00:00:00Z.
    package init(seconds: Double) {
        self.init(days: Int((seconds / 86_400).rounded(.down)))
    }

    /// The day `days` after 1970-01-01.
    package init(days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// A day by its year, month and day.
    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01.
    package var days: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Seconds since 1970 at the start of the day.
    package var seconds: Double { Double(days) * 86_400 }

    /// The first day of the month `n` months later (or earlier).
    package func firstOfMonth(adding n: Int) -> CivilDate {
        let index = year * 12 + (month - 1) + n
        let y = index >= 0 ? index / 12 : (index - 11) / 12
        return CivilDate(year: y, month: index - y * 12 + 1, day: 1)
    }

    /// Monday 1 … Sunday 7.
    package var weekday: Int {
        let w = (days + 3) % 7  // 1970-01-01 was a Thursday
        return (w < 0 ? w + 7 : w) + 1
    }

    package static func < (a: CivilDate, b: CivilDate) -> Bool { a.days < b.days }
}
