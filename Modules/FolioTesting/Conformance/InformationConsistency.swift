import Foundation

/// The document information dictionary against the XMP metadata: each entry present in both
/// must say the same (title, author, subject, keywords, creator, producer, dates). ISO 19005-1
/// 6.7.3 states this for PDF/A-1; for parts 2 and 3 it is reported as a warning.
enum InformationConsistency {
    static func check(_ c: inout RuleContext, xmp: XMPProperties, metadata: String?) {
        guard let info = c.doc.dictionary(c.doc.pdf.trailer["/Info"]) else { return }
        let pairs: [(String, String)] = [
            ("/Title", "dc:title"), ("/Author", "dc:creator"), ("/Subject", "dc:description"), ("/Keywords", "pdf:Keywords"),
            ("/Creator", "xmp:CreatorTool"), ("/Producer", "pdf:Producer"),
        ]
        let clause = "ISO 19005-1 6.7.3 (Info and XMP)"
        for (key, property) in pairs {
            guard let value = c.doc.text(info[key]) else { continue }
            let x = xmp.value(property)
            if x != value {
                c.add(clause, "the Info dictionary's \(key.dropFirst()) \"\(value)\" differs from the XMP \(property) "
                      + (x.map { "\"\($0)\"" } ?? "(absent)"), metadata, .warning)
            }
        }
        for (key, property) in [("/CreationDate", "xmp:CreateDate"), ("/ModDate", "xmp:ModifyDate")] {
            guard let value = c.doc.text(info[key]) else { continue }
            let x = xmp.value(property)
            if x.flatMap(xmpDate) == nil || pdfDate(value) != x.flatMap(xmpDate) {
                c.add(clause, "the Info dictionary's \(key.dropFirst()) \(value) differs from the XMP \(property) \(x ?? "(absent)")", metadata, .warning)
            }
        }
    }

    /// Seconds since 1970 of a PDF date (`D:YYYYMMDDHHmmSSOHH'mm'`, later parts optional).
    static func pdfDate(_ s: String) -> Int? {
        var t = Substring(s)
        if t.hasPrefix("D:") { t = t.dropFirst(2) }
        let digits = t.prefix { $0.isASCII && $0.isNumber }
        guard digits.count >= 4 else { return nil }
        func field(_ from: Int, _ n: Int, _ fallback: Int) -> Int? {
            guard digits.count >= from + n else { return fallback }
            return Int(digits.dropFirst(from).prefix(n))
        }
        guard let y = field(0, 4, 0), let mo = field(4, 2, 1), let d = field(6, 2, 1), let h = field(8, 2, 0),
              let mi = field(10, 2, 0), let se = field(12, 2, 0) else { return nil }
        var offset = 0
        let zone = t.dropFirst(digits.count)
        if let sign = zone.first, sign == "+" || sign == "-" {
            let z = zone.dropFirst().filter { $0.isNumber }
            offset = ((Int(z.prefix(2)) ?? 0) * 60 + (Int(z.dropFirst(2).prefix(2)) ?? 0)) * 60 * (sign == "-" ? -1 : 1)
        }
        return epoch(y, mo, d, h, mi, se) - offset
    }

    /// Seconds since 1970 of an XMP (ISO 8601) date: `YYYY-MM-DDThh:mm:ss±hh:mm`, later parts optional.
    static func xmpDate(_ s: String) -> Int? {
        let parts = s.split(whereSeparator: { "-T:+Z".contains($0) }).map(String.init)
        guard let y = parts.first.flatMap({ Int($0) }), parts[0].count == 4 else { return nil }
        func p(_ i: Int, _ fallback: Int) -> Int { i < parts.count ? Int(parts[i].prefix(2)) ?? fallback : fallback }
        var offset = 0
        if let tIndex = s.firstIndex(of: "T") {
            let time = s[tIndex...]
            if let sign = time.lastIndex(where: { $0 == "+" || $0 == "-" }) {
                let z = time[time.index(after: sign)...].split(separator: ":")
                offset = ((Int(z.first ?? "") ?? 0) * 60 + (Int(z.dropFirst().first ?? "") ?? 0)) * 60 * (time[sign] == "-" ? -1 : 1)
            }
        }
        return epoch(y, p(1, 1), p(2, 1), p(3, 0), p(4, 0), p(5, 0)) - offset
    }

    /// Seconds since 1970-01-01T00:00:00Z of a proleptic Gregorian date and time (days from civil).
    static func epoch(_ y: Int, _ m: Int, _ d: Int, _ h: Int, _ mi: Int, _ s: Int) -> Int {
        guard (0...9999).contains(y), (1...12).contains(m), (1...31).contains(d) else { return Int.min / 2 }
        let yy = m <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return ((days * 24 + min(max(h, 0), 24)) * 60 + min(max(mi, 0), 60)) * 60 + min(max(s, 0), 61)
    }
}
