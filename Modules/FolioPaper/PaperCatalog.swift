import FolioGeometry

/// The group a catalog paper belongs to, used to order and label the catalog listing.
public enum PaperFamily: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// ISO 216 A series, A0–A10.
    case isoA
    /// ISO 216 B series, B0–B10.
    case isoB
    /// ISO 269 envelope sizes, C0–C10 and DL.
    case isoC
    /// North American sheets: Letter, Legal, Tabloid, Ledger and the like.
    case northAmerican
    /// ANSI/ASME Y14.1 engineering sheets C–E (A and B are Letter and Tabloid).
    case ansi
    /// Architectural sheets ARCH A–E.
    case arch
    /// Japanese JIS P 0138 B series, JIS B0–B10.
    case jisB
    /// Photo print sizes in inches.
    case photo
    /// Index card sizes in inches.
    case index
    /// North American envelopes.
    case envelope

    /// A heading for the family, such as `ISO 216 A series`.
    public var description: String {
        switch self {
        case .isoA: return "ISO 216 A series"
        case .isoB: return "ISO 216 B series"
        case .isoC: return "ISO 269 envelopes"
        case .northAmerican: return "North American"
        case .ansi: return "ANSI engineering"
        case .arch: return "Architectural"
        case .jisB: return "JIS B series"
        case .photo: return "Photo prints"
        case .index: return "Index cards"
        case .envelope: return "North American envelopes"
        }
    }
}

/// One paper of the catalog with the other names it answers to.
public struct PaperCatalogEntry: Hashable, Sendable {
    /// The paper, as listed (upright, except ``Paper/ledger``).
    public let paper: Paper
    /// The paper's PWG 5101.1 self-describing media name, such as `iso_a4_210x297mm`.
    public let pwgName: String
    /// Other names for the paper, such as `us-letter` and `ansi-a` for Letter. Matching
    /// ignores case, spaces, hyphens and underscores.
    public let aliases: [String]
    /// The group the paper belongs to.
    public let family: PaperFamily

    /// Creates an entry.
    public init(_ paper: Paper, pwg pwgName: String, aliases: [String], family: PaperFamily) {
        self.paper = paper
        self.pwgName = pwgName
        self.aliases = aliases
        self.family = family
    }

    /// The paper's name, such as `A4`.
    public var name: String { paper.name }

    /// The name followed by the aliases.
    public var names: [String] { [paper.name] + aliases }

    /// The size in the unit the paper is defined in, such as `210 × 297 mm` or `8.5 × 11 in`.
    public var dimensions: String {
        let unit = pwgName.hasSuffix("in") ? "in" : "mm"
        let perUnit = unit == "in" ? Length.pointsPerInch : Length.pointsPerMillimeter
        let w = PaperFormat.number(paper.width / perUnit, decimals: 3)
        let h = PaperFormat.number(paper.height / perUnit, decimals: 3)
        return "\(w) × \(h) \(unit)"
    }
}

/// The papers Folio knows by name, with aliases and PWG 5101.1 names.
///
/// Names are matched ignoring case, spaces, hyphens and underscores, so `US Letter`,
/// `us-letter` and `usletter` all name ``Paper/letter``. See ``entries`` for the list.
public enum PaperCatalog {
    /// Every catalog paper, in the order of ``entries``.
    public static let papers: [Paper] = entries.map(\.paper)

    /// The entry for a catalog name, alias or PWG name (`a4`, `US Letter`, `#10`,
    /// `iso_a4_210x297mm`), or `nil`. Sizes such as `210x297mm` are not read here; use
    /// ``Paper/init(parsing:)`` for those.
    public static func entry(named name: String) -> PaperCatalogEntry? {
        let text = name.trimmingWhitespace()
        if let i = nameIndex[key(text)] { return entries[i] }
        if let i = pwgIndex[text.lowercased()] { return entries[i] }
        return nil
    }

    /// The catalog paper with a name, alias or PWG name, or `nil`.
    public static func paper(named name: String) -> Paper? {
        entry(named: name)?.paper
    }

    /// The matching key of a name: lower case without spaces, hyphens or underscores.
    static func key(_ name: String) -> String {
        String(name.lowercased().filter { !separators.contains($0) && !$0.isWhitespace })
    }

    /// Characters ignored when matching names.
    static let separators: Set<Character> = ["-", "_", " "]

    /// Name and alias keys to entry positions; the first entry wins a clash.
    static let nameIndex: [String: Int] = {
        var index: [String: Int] = [:]
        for (i, entry) in entries.enumerated() {
            for name in entry.names where index[key(name)] == nil { index[key(name)] = i }
        }
        return index
    }()

    /// Lower-case PWG names to entry positions; the first entry wins (Tabloid before Ledger).
    static let pwgIndex: [String: Int] = {
        var index: [String: Int] = [:]
        for (i, entry) in entries.enumerated() where index[entry.pwgName.lowercased()] == nil {
            index[entry.pwgName.lowercased()] = i
        }
        return index
    }()
}

extension Paper {
    /// Every catalog paper in a stable order (see ``PaperCatalog/entries``); the default
    /// list for best fit.
    public static var allPapers: [Paper] { PaperCatalog.papers }

    /// The catalog entry this paper comes from: same name (matched as names are) and the
    /// same size within 0.5 pt in either orientation; `nil` for other papers.
    public var catalogEntry: PaperCatalogEntry? {
        guard let entry = PaperCatalog.entry(named: name) else { return nil }
        let listed = entry.paper.size
        return hasSize(of: listed) || hasSize(of: listed.transposed) ? entry : nil
    }

    /// The PWG 5101.1 self-describing media name: the catalog's name for catalog papers
    /// (`iso_a4_210x297mm`, `na_letter_8.5x11in`), the name itself when it is already a
    /// well-formed PWG name, and otherwise a custom name built from the name and size,
    /// such as `custom_poster_500x700mm`. The name does not change with orientation.
    public var pwgName: String {
        if let entry = catalogEntry { return entry.pwgName }
        if Paper.size(ofPWGName: name) != nil { return name.lowercased() }
        return PWGName.custom(name: name, size: size)
    }
}
