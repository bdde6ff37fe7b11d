/// The standard a PDF is checked against by ``ConformanceChecker``.
public enum ConformanceProfile: Sendable, Hashable, CustomStringConvertible {
    /// Whatever the document claims in its XMP metadata (`pdfuaid:part`, `pdfaid:part` and
    /// `pdfaid:conformance`); a document that claims nothing is checked as ``tagged`` when it has
    /// a structure tree, and not at all when it has none.
    case auto
    /// A tagged PDF as ISO 32000-1 §14.7–14.8 describes it: the structure tree, marked content
    /// and the parent tree, with nothing stricter.
    case tagged
    /// PDF/UA-1 (ISO 14289-1), with the Matterhorn Protocol's machine-checkable conditions.
    case pdfUA1
    /// PDF/A part 2 or 3 (ISO 19005-2, -3) at conformance level `"b"`, `"u"` or `"a"`.
    case pdfA(part: Int, level: Character)

    /// The names ``init(argument:)`` accepts, for help texts.
    public static let argumentNames = ["auto", "tagged", "ua1", "a-2b", "a-2u", "a-2a", "a-3b", "a-3u", "a-3a"]

    /// A profile from its command-line name (``argumentNames``; case and a leading `pdf`/`pdf-`
    /// ignored, so `PDF/A-2b`, `pdfa-2b` and `a-2b` agree), or nil.
    public init?(argument: String) {
        var s = argument.lowercased().replacingOccurrences(of: "/", with: "-")
        if s.hasPrefix("pdf") { s = String(s.dropFirst(3)) }
        if s.hasPrefix("-") { s = String(s.dropFirst()) }
        switch s {
        case "auto": self = .auto
        case "tagged": self = .tagged
        case "ua1", "ua-1": self = .pdfUA1
        default:
            let body = s.hasPrefix("a-") ? s.dropFirst(2) : s.hasPrefix("a") ? s.dropFirst() : Substring("")
            guard body.count == 2, let part = Int(String(body.prefix(1))), part == 2 || part == 3,
                  let level = body.last, "bua".contains(level) else { return nil }
            self = .pdfA(part: part, level: level)
        }
    }

    /// The profile's name as the standards write it: `PDF/UA-1`, `PDF/A-2b`, `tagged PDF`.
    public var description: String {
        switch self {
        case .auto: return "auto"
        case .tagged: return "tagged PDF"
        case .pdfUA1: return "PDF/UA-1"
        case .pdfA(let part, let level): return "PDF/A-\(part)\(level)"
        }
    }
}
