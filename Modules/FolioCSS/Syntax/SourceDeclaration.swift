/// A declaration as written, before any property's grammar checks its value: the lowercased
/// property name and the value as text (comments and `!important` removed).
///
/// FolioCSS's own properties are parsed into ``Declaration``s; a language with properties of
/// its own (SVG's `fill`, `stroke-dasharray` …) reads these instead, with the same parser it
/// uses for its attributes.
package struct SourceDeclaration: Hashable, Sendable {
    /// The property name, lowercased.
    package var name: String
    /// The value, its tokens written back as CSS text.
    package var value: String
    /// Whether it was marked `!important`.
    package var important: Bool

    /// The declarations of a `style` attribute or a block's content, in order, whatever
    /// their property: `fill: red; stroke-width: 2 !important`.
    package static func parseList(_ text: String) -> [SourceDeclaration] {
        let tokens = CSSTokenizer.tokenize(text)
        return StylesheetParser.rawDeclarations(tokens[...]).map(SourceDeclaration.init)
    }

    /// A parsed declaration, its value tokens written back as text.
    init(_ raw: StylesheetParser.RawDeclaration) {
        name = raw.name
        value = raw.value.map(\.cssText).joined()
        important = raw.important
    }
}

extension CSSToken {
    /// The token written as CSS (strings quoted, URLs as `url(…)`), for values read again
    /// by another grammar.
    var cssText: String {
        switch self {
        case .ident(let name): return name
        case .function(let name): return name + "("
        case .atKeyword(let name): return "@" + name
        case .hash(let name, _): return "#" + name
        case .string(let value):
            return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .badString, .badURL: return ""
        case .url(let value): return "url(" + value + ")"
        case .delim(let scalar): return String(Character(scalar))
        case .number(let n): return Self.text(of: n)
        case .percentage(let n): return Self.text(of: n) + "%"
        case .dimension(let n, let unit): return Self.text(of: n) + unit
        case .whitespace: return " "
        case .cdo: return "<!--"
        case .cdc: return "-->"
        case .colon: return ":"
        case .semicolon: return ";"
        case .comma: return ","
        case .openSquare: return "["
        case .closeSquare: return "]"
        case .openParen: return "("
        case .closeParen: return ")"
        case .openCurly: return "{"
        case .closeCurly: return "}"
        }
    }

    /// A number as CSS writes it: integers without a fraction.
    private static func text(of n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }
}
