/// A token of CSS Syntax Level 3, as the tolerant parser needs them. Comments are dropped.
package enum CSSToken: Hashable, Sendable {
    case ident(String)
    /// `name(`; the name as written.
    case function(String)
    case atKeyword(String)
    /// `#name`; `isIdentifier` when the name would be a valid identifier (usable as an ID selector).
    case hash(String, isIdentifier: Bool)
    case string(String)
    case badString
    case url(String)
    case badURL
    case delim(Unicode.Scalar)
    case number(Double)
    case percentage(Double)
    case dimension(Double, unit: String)
    case whitespace
    case cdo, cdc
    case colon, semicolon, comma
    case openSquare, closeSquare, openParen, closeParen, openCurly, closeCurly

    /// The closing token of a block this token opens, if it opens one.
    package var closer: CSSToken? {
        switch self {
        case .openCurly: return .closeCurly
        case .openSquare: return .closeSquare
        case .openParen, .function: return .closeParen
        default: return nil
        }
    }

    /// Whether this is an identifier starting with `--`: a custom property's name.
    package var isCustomPropertyName: Bool {
        if case .ident(let value) = self { return value.hasPrefix("--") }
        return false
    }

    /// Whether this is the identifier `name`, ignoring ASCII case.
    package func isIdent(_ name: String) -> Bool {
        if case .ident(let value) = self { return value.lowercased() == name }
        return false
    }
}
