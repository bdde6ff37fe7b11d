/// An `@font-face` rule (CSS Fonts 4 §4): a family name for font files, with the weights and
/// style the files' faces stand for.
///
/// ```swift
/// let sheet = Stylesheet(parsing: """
///     @font-face { font-family: "Brand"; src: local("Brand Sans Bold"), url(fonts/brand-bold.otf) format("opentype");
///                  font-weight: 600 800 }
///     """)
/// sheet.fontFaces[0].weights        // 600...800
/// sheet.fontFaces[0].sources[1]     // .url("fonts/brand-bold.otf", format: "opentype")
/// ```
///
/// A rule without `font-family` or without a `src` Folio can read is dropped. The parser reads
/// no file: the sources are resolved by whoever loads the document (FolioMarkup: local files
/// only, as for style sheets and images).
public struct FontFaceRule: Hashable, Sendable {
    /// Where a face's data comes from, in the order the `src` descriptor tries them.
    public enum Source: Hashable, Sendable {
        /// `url(…)`, as written, with the `format()` hint lowercased when there is one.
        case url(String, format: String?)
        /// `local(…)`: an installed font's full name or PostScript name.
        case local(String)
    }

    /// `font-family`: the name `font-family` declarations use for these faces.
    public var family: String
    /// `src`, the usable entries in order (entries with a `tech()` or of a format FreeType does
    /// not read, such as `embedded-opentype` and `svg`, are left out).
    public var sources: [Source]
    /// `font-weight`: the weights the face stands for (one, or a range); 400 when absent.
    public var weights: ClosedRange<Int>
    /// `font-style`: `normal` when absent; `oblique` with or without an angle.
    public var style: FontStyle
    /// `unicode-range`, its tokens as text, `nil` when absent. Folio reads it but does not use
    /// it: a face is used for all the characters it has.
    public var unicodeRange: String?

    /// Creates a rule.
    public init(family: String, sources: [Source], weights: ClosedRange<Int> = 400...400, style: FontStyle = .normal,
                unicodeRange: String? = nil) {
        self.family = family
        self.sources = sources
        self.weights = weights
        self.style = style
        self.unicodeRange = unicodeRange
    }

    /// The formats FreeType reads (`format()` hints; an entry without one is tried).
    static let readableFormats: Set<String> = ["truetype", "opentype", "woff", "woff2", "collection", "truetype-variations", "opentype-variations"]

    /// The rule of an `@font-face` block's declarations, or `nil` when it names no family or no usable source.
    init?(declarations: [StylesheetParser.RawDeclaration]) {
        var family: String?, sources: [Source] = [], weights = 400...400, style = FontStyle.normal, range: String?
        for declaration in declarations {
            let c = CSSComponent.components(declaration.value)
            switch declaration.name {
            case "font-family": family = Self.family(c) ?? family
            case "src": if let s = Self.sources(declaration.value) { sources = s }
            case "font-weight": weights = Self.weights(c) ?? weights
            case "font-style":
                switch c.first?.ident {
                case "normal" where c.count == 1: style = .normal
                case "italic" where c.count == 1: style = .italic
                case "oblique": style = .oblique
                default: break
                }
            case "unicode-range": range = MediaQuery.text(of: declaration.value)
            default: continue
            }
        }
        guard let family, !sources.isEmpty else { return nil }
        self.init(family: family, sources: sources, weights: weights, style: style, unicodeRange: range)
    }

    /// One family name: a string, or identifiers joined by spaces (not a generic family).
    private static func family(_ c: [CSSComponent]) -> String? {
        if c.count == 1, case .token(.string(let s)) = c[0], !s.isEmpty { return s }
        var words: [String] = []
        for component in c {
            guard case .token(.ident(let w)) = component else { return nil }
            words.append(w)
        }
        guard !words.isEmpty, !(words.count == 1 && GenericFontFamily(rawValue: words[0].lowercased()) != nil) else { return nil }
        return words.joined(separator: " ")
    }

    /// `normal`, `bold`, a weight, or two weights (a range); `auto` is 400. Weights are 1…1000.
    private static func weights(_ c: [CSSComponent]) -> ClosedRange<Int>? {
        var values: [Int] = []
        for component in c {
            switch component {
            case .token(.ident(let k)) where k.lowercased() == "normal": values.append(400)
            case .token(.ident(let k)) where k.lowercased() == "bold": values.append(700)
            case .token(.ident(let k)) where k.lowercased() == "auto" && c.count == 1: values.append(400)
            case .token(.number(let n)) where n >= 1 && n <= 1000: values.append(Int(n.rounded()))
            default: return nil
            }
        }
        guard (1...2).contains(values.count) else { return nil }
        return min(values[0], values[values.count - 1])...max(values[0], values[values.count - 1])
    }

    /// The comma-separated entries of `src`: `url(x) [format(f)]` or `local(name)`; `nil`
    /// when an entry does not parse (the declaration is invalid), else the usable entries.
    private static func sources(_ tokens: ArraySlice<CSSToken>) -> [Source]? {
        var out: [Source] = []
        for entry in tokens.split(separator: .comma, omittingEmptySubsequences: false) {
            let c = CSSComponent.components(entry)
            guard let first = c.first else { return nil }
            var url: String?
            if case .token(.url(let u)) = first { url = u }
            if case .function("url", let arguments) = first, arguments.count == 1, case .string(let u) = arguments[0] { url = u }
            if let url {
                var format: String?, usable = true
                for hint in c.dropFirst() {
                    switch hint {
                    case .function("format", let arguments):
                        guard arguments.count == 1 else { return nil }
                        switch arguments[0] {
                        case .string(let f), .ident(let f): format = f.lowercased()
                        default: return nil
                        }
                        if let format, !readableFormats.contains(format) { usable = false }
                    case .function("tech", _): usable = false
                    default: return nil
                    }
                }
                if usable { out.append(.url(url, format: format)) }
                continue
            }
            switch first {
            case .function("local", let arguments):
                guard c.count == 1 else { return nil }
                if arguments.count == 1, case .string(let name) = arguments[0] {
                    out.append(.local(name))
                } else {
                    var words: [String] = []
                    for a in arguments {
                        guard case .ident(let w) = a else { return nil }
                        words.append(w)
                    }
                    guard !words.isEmpty else { return nil }
                    out.append(.local(words.joined(separator: " ")))
                }
            default:
                return nil
            }
        }
        return out
    }
}
