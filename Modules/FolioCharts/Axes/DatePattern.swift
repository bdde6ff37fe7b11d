import FolioPDF

/// Writes a date (seconds since 1970, UTC) by a pattern of Unicode's date field symbols, in
/// English: the subset ``AxisLabelFormat/date(_:)`` documents.
enum DatePattern {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    static func format(_ seconds: Double, pattern: String) -> String {
        let d = CivilDate(seconds: seconds)
        let inDay = Int((seconds - d.seconds).rounded(.down))
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        var out = ""
        let chars = Array(pattern)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "'" {
                // Quoted text, '' for a quote.
                var j = i + 1
                while j < chars.count, chars[j] != "'" { out.append(chars[j]); j += 1 }
                if j == i + 1 { out.append("'") }
                i = j + 1
                continue
            }
            guard c.isLetter else { out.append(c); i += 1; continue }
            var n = 1
            while i + n < chars.count, chars[i + n] == c { n += 1 }
            i += n
            switch c {
            case "y": out += n == 2 ? two(((d.year % 100) + 100) % 100) : String(d.year)
            case "M":
                switch n {
                case 1: out += String(d.month)
                case 2: out += two(d.month)
                case 3: out += DateTicks.monthNames[d.month - 1]
                default: out += monthNames[d.month - 1]
                }
            case "d": out += n == 1 ? String(d.day) : two(d.day)
            case "E": out += weekdayNames[d.weekday - 1]
            case "H": out += n == 1 ? String(inDay / 3600) : two(inDay / 3600)
            case "m": out += two(inDay / 60 % 60)
            case "s": out += two(inDay % 60)
            default: out += String(repeating: c, count: n)
            }
        }
        return out
    }
}
