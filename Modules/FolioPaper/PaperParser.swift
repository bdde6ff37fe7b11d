import FolioGeometry

/// A paper read from text, with the orientation the text asked for, if any.
///
/// ```swift
/// let spec = try PaperSpecification(parsing: "a4 landscape")
/// spec.paper            // A4, upright, as listed
/// spec.orientation      // .landscape
/// spec.orientedPaper    // A4 held sideways, 841.89 × 595.28 pt
/// ```
public struct PaperSpecification: Hashable, Sendable {
    /// The paper as listed in the catalog, or as the size was written.
    public let paper: Paper
    /// The orientation given by a `portrait` or `landscape` suffix, or `nil` when none was given.
    public let orientation: Orientation?

    /// Creates a specification from a paper and an optional orientation.
    public init(paper: Paper, orientation: Orientation? = nil) {
        self.paper = paper
        self.orientation = orientation
    }

    /// The paper turned to the requested orientation; ``paper`` when none was requested.
    public var orientedPaper: Paper {
        guard let orientation else { return paper }
        return paper.oriented(orientation)
    }

    /// Reads a paper name or size with an optional orientation suffix.
    ///
    /// Accepted, in this order:
    /// 1. a catalog name or alias, ignoring case, spaces, hyphens and underscores:
    ///    `a4`, `A4`, `letter`, `us-letter`, `US Letter`, `#10`, `com10`, `envelope-dl`;
    ///    photo and card names such as `4x6` and `11x17` mean those papers (in inches);
    /// 2. a PWG 5101.1 self-describing name, `class_name_WxHunit`, read by its dimensions:
    ///    `iso_a4_210x297mm`, `na_letter_8.5x11in`, `om_small-photo_100x150mm`;
    /// 3. a size `WIDTHxHEIGHT` with `x`, `X` or `×`, spaces allowed, and a unit `pt`, `in`,
    ///    `mm` or `cm` after either or both numbers; bare numbers are points:
    ///    `210x297mm`, `8.5 x 11 in`, `21×29.7cm`, `612x792pt`, `612x792`.
    ///
    /// Any of these may end with `portrait` or `landscape` after a space, hyphen or
    /// underscore: `a4-landscape`, `letter landscape`, `a4 portrait`.
    ///
    /// - Throws: ``PaperError/emptyName``, ``PaperError/unknownPaper(name:suggestions:)``
    ///   with the nearest catalog names, ``PaperError/malformedSize(input:)``, or
    ///   ``PaperError/invalidSize(input:width:height:problem:)`` for a side that is zero,
    ///   negative, not finite or over 200 in.
    public init(parsing text: String) throws(PaperError) {
        let trimmed = text.trimmingWhitespace()
        let (body, orientation) = Self.splitOrientation(trimmed)
        guard !body.isEmpty else { throw PaperError.emptyName }
        self.init(paper: try Self.paper(body), orientation: orientation)
    }

    /// The paper a name or size without orientation suffix names.
    private static func paper(_ body: String) throws(PaperError) -> Paper {
        if let entry = PaperCatalog.entry(named: body) { return entry.paper }
        if let pwg = PWGName.parse(body) {
            try SizeSyntax.validate(pwg.size, input: body)
            return Paper(name: body.lowercased(), size: pwg.size)
        }
        if let written = SizeSyntax.parse(body) {
            try SizeSyntax.validate(written.size, input: body)
            return Paper(name: written.name, size: written.size)
        }
        if let first = body.first, first.isNumber || ".+-".contains(first) {
            throw PaperError.malformedSize(input: body)
        }
        throw PaperError.unknownPaper(name: body, suggestions: PaperCatalog.suggestions(for: body))
    }

    /// The text without a trailing `portrait` / `landscape` word, and that orientation.
    private static func splitOrientation(_ text: String) -> (String, Orientation?) {
        for orientation in [Orientation.landscape, .portrait] {
            let word = orientation.rawValue
            guard text.count > word.count, text.suffix(word.count).lowercased() == word else { continue }
            let rest = text.dropLast(word.count)
            guard let last = rest.last, last.isWhitespace || last == "-" || last == "_" else { continue }
            var body = Substring(rest)
            while let c = body.last, c.isWhitespace || c == "-" || c == "_" { body.removeLast() }
            return (String(body), orientation)
        }
        return (text, nil)
    }
}

extension Paper {
    /// Reads a paper name or size, turned to the orientation a suffix asks for.
    ///
    /// ```swift
    /// try Paper(parsing: "A4")              // Paper.a4
    /// try Paper(parsing: "letter landscape") // Letter, 792 × 612 pt
    /// try Paper(parsing: "8.5x11in")        // a paper named "8.5x11in", 612 × 792 pt
    /// ```
    ///
    /// See ``PaperSpecification/init(parsing:)`` for the accepted forms and errors.
    public init(parsing text: String) throws(PaperError) {
        self = try PaperSpecification(parsing: text).orientedPaper
    }
}

/// The `WIDTHxHEIGHT[unit]` size syntax.
enum SizeSyntax {
    /// A size read from text: points, and a compact name such as `210x297mm`.
    struct Written {
        var size: Size
        var name: String
    }

    /// The units a size may be written in.
    static let units: [Length.Unit] = [.points, .inches, .millimeters, .centimeters]

    /// Reads `WIDTH[unit] x HEIGHT[unit]`; `nil` when the text is not in that form.
    static func parse(_ text: String) -> Written? {
        var scanner = LengthScanner(text)
        scanner.skipSpaces()
        guard let w = scanner.number() else { return nil }
        scanner.skipSpaces()
        let wUnit = scanner.unit(units)
        scanner.skipSpaces()
        guard scanner.take(oneOf: ["x", "×", "*"]) else { return nil }
        scanner.skipSpaces()
        guard let h = scanner.number() else { return nil }
        scanner.skipSpaces()
        let hUnit = scanner.unit(units)
        scanner.skipSpaces()
        guard scanner.atEnd else { return nil }

        let widthUnit = wUnit ?? hUnit ?? .points, heightUnit = hUnit ?? wUnit ?? .points
        let size = Size(width: Length(w.value, widthUnit).points, height: Length(h.value, heightUnit).points)
        let name = widthUnit == heightUnit
            ? "\(w.text)x\(h.text)\(widthUnit.rawValue)"
            : "\(w.text)\(widthUnit.rawValue)x\(h.text)\(heightUnit.rawValue)"
        return Written(size: size, name: name)
    }

    /// Throws ``PaperError/invalidSize(input:width:height:problem:)`` unless both sides are
    /// finite, greater than zero and at most ``Paper/maximumSide``.
    static func validate(_ size: Size, input: String) throws(PaperError) {
        let sides = [size.width, size.height]
        let problem: PaperError.SizeProblem?
        if !sides.allSatisfy(\.isFinite) {
            problem = .notFinite
        } else if !sides.allSatisfy({ $0 > 0 }) {
            problem = .notPositive
        } else if !sides.allSatisfy({ $0 <= Paper.maximumSide }) {
            problem = .tooLarge
        } else {
            problem = nil
        }
        if let problem {
            throw PaperError.invalidSize(input: input, width: size.width, height: size.height, problem: problem)
        }
    }
}
