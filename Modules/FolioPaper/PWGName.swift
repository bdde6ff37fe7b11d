import FolioGeometry

extension Paper {
    /// The size a PWG 5101.1 self-describing media name gives, or `nil` when the text is
    /// not a well-formed one.
    ///
    /// A well-formed name is `class_name_WxHunit`: a class of letters (`iso`, `na`, `jis`,
    /// `om`, `oe`, `custom`, …), a size name of letters, digits, `.` and `-`, and the width
    /// and height as decimal numbers in `in` or `mm`. Case is ignored.
    ///
    /// ```swift
    /// Paper.size(ofPWGName: "na_letter_8.5x11in")   // 612 × 792
    /// Paper.size(ofPWGName: "letter")               // nil
    /// ```
    public static func size(ofPWGName name: String) -> Size? {
        PWGName.parse(name)?.size
    }
}

/// Reading and writing PWG 5101.1 self-describing media names.
enum PWGName {
    /// The parts of a well-formed PWG media name.
    struct Parts {
        var mediaClass: String
        var sizeName: String
        var size: Size
    }

    /// The parts of `text` when it is a well-formed PWG media name.
    static func parse(_ text: String) -> Parts? {
        let lower = text.trimmingWhitespace().lowercased()
        let fields = lower.split(separator: "_", omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        let mediaClass = fields[0], sizeName = fields[1], dims = fields[2]
        guard !mediaClass.isEmpty, mediaClass.allSatisfy({ $0.isASCII && $0.isLetter }),
              let first = sizeName.first, first.isASCII, first.isLetter || first.isNumber,
              sizeName.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") })
        else { return nil }

        guard let unit = Length.Unit(rawValue: String(dims.suffix(2))), unit == .millimeters || unit == .inches else { return nil }
        let numbers = dims.dropLast(2).split(separator: "x", omittingEmptySubsequences: false)
        guard numbers.count == 2, let w = decimal(numbers[0]), let h = decimal(numbers[1]) else { return nil }
        return Parts(mediaClass: String(mediaClass), sizeName: String(sizeName),
                     size: Size(width: Length(w, unit).points, height: Length(h, unit).points))
    }

    /// A plain decimal number (`210`, `8.5`, `.5`), as PWG names write them; no sign or exponent.
    private static func decimal(_ text: Substring) -> Double? {
        guard !text.isEmpty, text != ".", text.filter({ $0 == "." }).count <= 1,
              text.allSatisfy({ $0 == "." || ($0.isASCII && $0.isNumber) })
        else { return nil }
        return Double(String(text))
    }

    /// A `custom_` PWG name for a paper outside the catalog, such as
    /// `custom_poster_500x700mm`. Whole or simple inch sizes are written in inches
    /// (up to three decimals), others in millimetres (up to two decimals).
    static func custom(name: String, size: Size) -> String {
        var slug = ""
        for c in name.lowercased() {
            if c.isASCII && (c.isLetter || c.isNumber || c == ".") {
                slug.append(c)
            } else if !slug.isEmpty && slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        if slug.isEmpty { slug = "paper" }
        return "custom_\(slug)_\(dimensions(size))"
    }

    /// `WxHin` when both sides are multiples of 1/1000 inch, otherwise `WxHmm`.
    static func dimensions(_ size: Size) -> String {
        let wIn = size.width / Length.pointsPerInch, hIn = size.height / Length.pointsPerInch
        func isSimple(_ x: Double) -> Bool { abs(x * 1000 - (x * 1000).rounded()) < 1e-6 }
        if isSimple(wIn) && isSimple(hIn) {
            return "\(PaperFormat.number(wIn, decimals: 3))x\(PaperFormat.number(hIn, decimals: 3))in"
        }
        let wMM = size.width / Length.pointsPerMillimeter, hMM = size.height / Length.pointsPerMillimeter
        return "\(PaperFormat.number(wMM))x\(PaperFormat.number(hMM))mm"
    }
}
