import FolioPaper

/// Page orientation named in `@page { size }`.
public enum PageOrientation: String, Hashable, Sendable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
}

/// The `size` of an `@page` rule.
public enum PageSize: Hashable, Sendable {
    /// `auto`: the printer's or the caller's paper.
    case auto
    /// Only an orientation, for the default paper: `size: landscape`.
    case orientation(PageOrientation)
    /// A paper name, lowercased as written (`a4`, `letter`, `jis-b5` …), with an optional orientation.
    case named(String, orientation: PageOrientation?)
    /// Two lengths (or one, for a square), width first, in points.
    case dimensions(width: Double, height: Double)

    /// Width and height in points for a named size and for ``dimensions(width:height:)``,
    /// turned to the orientation; `nil` for a name no paper has, ``auto`` and
    /// ``orientation(_:)``. Names are those CSS Paged Media gives (A5, A4, A3, B5, B4, JIS-B5,
    /// JIS-B4, letter, legal, ledger) and the rest of Folio's paper catalog (A0–A10, B0–B10,
    /// C0–C10, JIS-B0–B10, executive, tabloid …; see `PaperCatalog`), each upright unless an
    /// orientation is given (`ledger` is 11 × 17 in, as CSS defines it).
    public var points: (width: Double, height: Double)? {
        switch self {
        case .auto, .orientation: return nil
        case .dimensions(let w, let h): return (w, h)
        case .named(let name, let orientation):
            guard let size = PaperCatalog.paper(named: name)?.size else { return nil }
            let (short, long) = (min(size.width, size.height), max(size.width, size.height))
            return orientation == .landscape ? (long, short) : (short, long)
        }
    }

    /// Whether a named size names a paper (every other size is known).
    var isKnown: Bool {
        if case .named = self { return points != nil }
        return true
    }
}

/// An `@page` rule: its page selectors, the page size and margins, its other declarations
/// (which the margin boxes inherit) and its margin boxes.
///
/// Size and margins are read for the whole document from the rules without a selector
/// (``merged(_:)``): Folio gives every page one size. The margins of `:first`, `:left` and
/// `:right` rules, the margin boxes and the page's other declarations apply page by page
/// (``PageCascade``).
public struct PageRule: Hashable, Sendable {
    /// The selectors; one that matches every page for `@page { … }`.
    public var selectors: [PageSelector] = [PageSelector()]
    /// `size`, if given and valid.
    public var size: PageSize?
    /// `margin`, `margin-top` …, each `nil` when not given.
    public var margins: EdgeValues<CSSLength?>
    /// The page context's other declarations (`font-family`, `color` …), which its margin
    /// boxes inherit.
    package var declarations: [LonghandDeclaration] = []
    /// The margin boxes, in order.
    public var marginBoxes: [MarginBoxRule] = []
    /// The declarations of its `@footnote` rule (the footnote area, CSS GCPM 3 §2.3), in
    /// order; `nil` when it has none.
    package var footnoteArea: [LonghandDeclaration]?
    /// The declarations left out as invalid (`size: a13`), each as a message that says why.
    package var ignored: [String] = []

    /// A rule with the given size and margins.
    public init(size: PageSize? = nil, margins: EdgeValues<CSSLength?> = EdgeValues(all: nil)) {
        self.size = size
        self.margins = margins
    }

    /// The selectors as CSS writes them: `cover, :first`.
    public var selectorText: String { selectors.map(\.text).joined(separator: ", ") }

    /// Whether the rule applies to every page (no name, no pseudo-class).
    public var isForEveryPage: Bool { selectors == [PageSelector()] }

    /// Reads a rule; `nil` when its selector is invalid.
    init?(prelude: ArraySlice<CSSToken>, declarations: [StylesheetParser.RawDeclaration], marginBoxes: [MarginBoxRule] = []) {
        guard let selectors = PageSelector.parseList(prelude) else { return nil }
        self.init()
        self.selectors = selectors
        self.marginBoxes = marginBoxes
        for declaration in declarations {
            let components = CSSComponent.components(declaration.value)
            if declaration.name == "size" {
                if let size = Self.size(components), size.isKnown {
                    self.size = size
                } else {
                    let rule = selectors == [PageSelector()] ? "@page" : "@page \(selectorText)"
                    ignored.append("\(rule) { size: \(MediaQuery.text(of: declaration.value)) } ignored: not a page size; "
                                   + "give a paper name (A4, A5, letter, legal, B5, C5, JIS-B5 …, optionally with portrait or landscape), "
                                   + "two lengths (210mm 297mm), auto, portrait or landscape")
                }
                continue
            }
            for longhand in PropertyParser.parse(property: declaration.name, value: components, important: declaration.important) {
                let value: CSSLength?
                switch longhand.value {
                case .keyword("auto"): value = .auto
                case .length(let d):
                    value = d.unit == .percent ? .percent(d.value) : d.points(fontSize: 12, rootFontSize: 12).map(CSSLength.points)
                default: value = nil
                }
                switch longhand.property {
                case .marginTop: margins.top = value ?? margins.top
                case .marginRight: margins.right = value ?? margins.right
                case .marginBottom: margins.bottom = value ?? margins.bottom
                case .marginLeft: margins.left = value ?? margins.left
                default: self.declarations.append(longhand)
                }
            }
        }
    }

    private static func size(_ c: [CSSComponent]) -> PageSize? {
        func orientation(_ component: CSSComponent) -> PageOrientation? { component.ident.flatMap(PageOrientation.init(rawValue:)) }
        func length(_ component: CSSComponent) -> Double? {
            guard let d = PropertyParser.dimension(component, percent: false), d.value > 0 else { return nil }
            return d.points(fontSize: 12, rootFontSize: 12)
        }
        switch c.count {
        case 1:
            if c[0].ident == "auto" { return .auto }
            if let o = orientation(c[0]) { return .orientation(o) }
            if let side = length(c[0]) { return .dimensions(width: side, height: side) }
            if let name = c[0].ident { return .named(name, orientation: nil) }
        case 2:
            if let w = length(c[0]), let h = length(c[1]) { return .dimensions(width: w, height: h) }
            if let name = c[0].ident, orientation(c[0]) == nil, let o = orientation(c[1]) { return .named(name, orientation: o) }
            if let o = orientation(c[0]), let name = c[1].ident, orientation(c[1]) == nil { return .named(name, orientation: o) }
        default:
            break
        }
        return nil
    }

    /// Folds the rules for every page in order: a later rule's size and margins replace the
    /// earlier ones. `nil` when no rule is for every page.
    package static func merged(_ rules: [PageRule]) -> PageRule? {
        let rules = rules.filter(\.isForEveryPage)
        guard var result = rules.first else { return nil }
        for rule in rules.dropFirst() {
            if let size = rule.size { result.size = size }
            if let v = rule.margins.top { result.margins.top = v }
            if let v = rule.margins.right { result.margins.right = v }
            if let v = rule.margins.bottom { result.margins.bottom = v }
            if let v = rule.margins.left { result.margins.left = v }
        }
        return result
    }
}
