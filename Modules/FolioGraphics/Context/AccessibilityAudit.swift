import FolioPDF

/// A rule of PDF/UA-1 (ISO 14289-1) that the content drawn breaks, naming the element.
public struct AccessibilityProblem: Sendable, Hashable, CustomStringConvertible {
    /// The rule: ISO 14289-1's clause and, where it has one, the Matterhorn Protocol's
    /// failure condition (`ISO 14289-1 7.3 / Matterhorn 13-004`).
    public var clause: String
    /// What is wrong, which element, and what to do about it.
    public var message: String

    /// Creates a problem.
    public init(clause: String, message: String) {
        self.clause = clause
        self.message = message
    }

    /// `clause: message`.
    public var description: String { "\(clause): \(message)" }
}

/// The PDF/UA-1 rules a producer can check as it tags (``GraphicsContext/auditsAccessibility``):
/// headings that start at `H1` and skip no level, figures and formulas with alternative text,
/// tables with header cells, text with no `.notdef` glyph.
struct AccessibilityAudit {
    private(set) var problems: [AccessibilityProblem] = []
    /// The level of the last heading begun.
    private var lastHeading: Int?
    /// How many elements of each type were begun, to name them ("the 3rd Figure").
    private var counts: [String: Int] = [:]
    /// The open elements, innermost last, and for a table whether a header cell was begun in it.
    private var open: [(type: StructureType, ordinal: Int, hasHeaderCell: Bool)] = []
    /// `.notdef` glyphs drawn in tagged content.
    private var notdefGlyphs = 0

    mutating func begin(_ type: StructureType, attributes: StructureAttributes) {
        let ordinal = counts[type.rawValue, default: 0] + 1
        counts[type.rawValue] = ordinal
        let name = "the \(Self.ordinal(ordinal)) \(type.rawValue)"
        if let level = Self.headingLevel(type) {
            if lastHeading == nil, level != 1 {
                report("ISO 14289-1 7.4.2 / Matterhorn 14-002",
                       "the first heading, \(name), is not H1: start the document's headings at level 1")
            } else if let last = lastHeading, level > last + 1 {
                report("ISO 14289-1 7.4.2 / Matterhorn 14-003",
                       "\(name) follows an H\(last), skipping a level: give it level \(last + 1), or add the missing heading")
            }
            lastHeading = level
        }
        if type == .figure || type == .formula, Self.isEmpty(attributes.alternativeText), Self.isEmpty(attributes.actualText) {
            report(type == .figure ? "ISO 14289-1 7.3 / Matterhorn 13-004" : "ISO 14289-1 7.7 / Matterhorn 17-002",
                   "\(name) has no alternative text: describe it (an image's alt, Figure's alternativeText, StructureAttributes.alternativeText)")
        }
        if type == .tableHeaderCell, let k = open.lastIndex(where: { $0.type == .table }) { open[k].hasHeaderCell = true }
        open.append((type, ordinal, false))
    }

    mutating func end() {
        guard let e = open.popLast() else { return }
        if e.type == .table, !e.hasHeaderCell {
            report("ISO 14289-1 7.5", "the \(Self.ordinal(e.ordinal)) Table has no header cell (TH): give it header rows (HTML <th>, Table(header:))")
        }
    }

    mutating func drewNotdef(_ count: Int) { notdefGlyphs += count }

    /// The problems, with the `.notdef` glyphs counted once at the end.
    var allProblems: [AccessibilityProblem] {
        var all = problems
        if more > 0 { all.append(AccessibilityProblem(clause: "ISO 14289-1", message: "and \(more) more problems like those above")) }
        if notdefGlyphs > 0 {
            all.append(AccessibilityProblem(clause: "ISO 14289-1 7.21.8",
                message: "\(notdefGlyphs) glyph(s) drawn as .notdef (characters no font has): install a font that has them (`folio fonts` lists the families)"))
        }
        return all
    }

    /// Problems past this many are counted, not kept (a document of 100,000 figures without
    /// alternative text says so once per figure up to here).
    static let kept = 100
    private var more = 0

    private mutating func report(_ clause: String, _ message: String) {
        if problems.count < Self.kept { problems.append(AccessibilityProblem(clause: clause, message: message)) } else { more += 1 }
    }

    private static func headingLevel(_ type: StructureType) -> Int? {
        let name = type.rawValue
        guard name.count == 2, name.first == "H", let level = Int(name.dropFirst()) else { return nil }
        return level
    }

    private static func isEmpty(_ text: String?) -> Bool { text?.allSatisfy(\.isWhitespace) ?? true }

    private static func ordinal(_ n: Int) -> String {
        let suffix = (11...13).contains(n % 100) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
        return "\(n)\(suffix)"
    }
}
