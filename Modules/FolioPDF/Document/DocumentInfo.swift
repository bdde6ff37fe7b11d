/// The document information a PDF carries in its Info dictionary and XMP metadata.
///
/// Dates are written only when given, so that the same input gives the same bytes;
/// ``DocumentInfo/fromEnvironment(_:)`` takes `SOURCE_DATE_EPOCH` as the creation date, as
/// reproducible-build tools expect.
public struct DocumentInfo: Sendable, Equatable {
    /// `/Title`.
    public var title: String?
    /// `/Author`.
    public var author: String?
    /// `/Subject`.
    public var subject: String?
    /// `/Keywords`.
    public var keywords: String?
    /// `/Creator`: the application that made the content.
    public var creator: String?
    /// `/Producer`: the library that wrote the PDF.
    public var producer: String?
    /// `/CreationDate`, when given.
    public var creationDate: PDFDate?
    /// `/ModDate`, when given.
    public var modificationDate: PDFDate?

    /// Creates document information; every field is optional.
    public init(
        title: String? = nil, author: String? = nil, subject: String? = nil, keywords: String? = nil,
        creator: String? = nil, producer: String? = "Folio", creationDate: PDFDate? = nil,
        modificationDate: PDFDate? = nil
    ) {
        self.title = title
        self.author = author
        self.subject = subject
        self.keywords = keywords
        self.creator = creator
        self.producer = producer
        self.creationDate = creationDate
        self.modificationDate = modificationDate
    }

    /// This information with the creation and modification dates taken from
    /// `SOURCE_DATE_EPOCH` in `environment`, when it holds a whole number of seconds and no
    /// date was given.
    public func withSourceDateEpoch(from environment: [String: String]) -> DocumentInfo {
        var copy = self
        if let s = environment["SOURCE_DATE_EPOCH"], let secs = Int64(s), secs >= 0 {
            if copy.creationDate == nil { copy.creationDate = PDFDate(secondsSince1970: secs) }
            if copy.modificationDate == nil { copy.modificationDate = copy.creationDate }
        }
        return copy
    }
}

/// A moment in UTC, written as a PDF date `D:YYYYMMDDHHmmSSZ` and an XMP date.
public struct PDFDate: Sendable, Hashable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var secondsSince1970: Int64

    /// Creates a date from Unix time.
    public init(secondsSince1970: Int64) { self.secondsSince1970 = secondsSince1970 }

    /// Year, month, day, hour, minute, second in UTC (proleptic Gregorian).
    public var components: (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let secs = secondsSince1970
        var days = secs / 86400
        var rem = secs % 86400
        if rem < 0 { rem += 86400; days -= 1 }
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        return (Int(y), Int(m), Int(d), Int(rem / 3600), Int(rem % 3600 / 60), Int(rem % 60))
    }

    private static func pad(_ v: Int, _ width: Int) -> String {
        let s = String(v)
        return String(repeating: "0", count: max(0, width - s.count)) + s
    }

    /// `D:YYYYMMDDHHmmSSZ`.
    public var pdfString: String {
        let c = components
        return "D:" + Self.pad(c.year, 4) + Self.pad(c.month, 2) + Self.pad(c.day, 2)
            + Self.pad(c.hour, 2) + Self.pad(c.minute, 2) + Self.pad(c.second, 2) + "Z"
    }

    /// `YYYY-MM-DDTHH:mm:SSZ`, the form XMP uses.
    public var xmpString: String {
        let c = components
        return Self.pad(c.year, 4) + "-" + Self.pad(c.month, 2) + "-" + Self.pad(c.day, 2) + "T"
            + Self.pad(c.hour, 2) + ":" + Self.pad(c.minute, 2) + ":" + Self.pad(c.second, 2) + "Z"
    }
}
