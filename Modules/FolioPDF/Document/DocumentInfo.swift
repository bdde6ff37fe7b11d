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
    /// `SOURCE_DATE_EPOCH` in `environment`, when it holds a whole number of seconds a PDF date
    /// can hold (``sourceDateEpoch(in:)``) and no date was given. A value out of that range is
    /// ignored, as an unset one is: no date is written rather than an invalid one.
    public func withSourceDateEpoch(from environment: [String: String]) -> DocumentInfo {
        var copy = self
        if case .success(let date) = Self.sourceDateEpoch(in: environment) {
            if copy.creationDate == nil { copy.creationDate = date }
            if copy.modificationDate == nil { copy.modificationDate = copy.creationDate }
        }
        return copy
    }

    /// The seconds a PDF date can hold: from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z (its
    /// year has four digits).
    public static let sourceDateEpochRange: ClosedRange<Int64> = 0...253_402_300_799

    /// `SOURCE_DATE_EPOCH` in `environment`: `nil` when it is not set, else the date, or
    /// ``PDFError/invalidValue(_:)`` saying why it cannot be used (not a whole number of
    /// seconds, or outside ``sourceDateEpochRange``) so that a program can warn.
    public static func sourceDateEpoch(in environment: [String: String]) -> Result<PDFDate, PDFError>? {
        guard let text = environment["SOURCE_DATE_EPOCH"] else { return nil }
        guard let secs = Int64(text), sourceDateEpochRange.contains(secs) else {
            return .failure(.invalidValue("SOURCE_DATE_EPOCH=\(text) is not a whole number of seconds from 0 to \(sourceDateEpochRange.upperBound) (1970 to the end of 9999), so it is ignored: no date is written"))
        }
        return .success(PDFDate(secondsSince1970: secs))
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
        let date = CivilDate(days: Int(days))
        return (date.year, date.month, date.day, Int(rem / 3600), Int(rem % 3600 / 60), Int(rem % 60))
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
