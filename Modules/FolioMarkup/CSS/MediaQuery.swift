/// Decides whether a media query list applies to a printed (paged) document.
///
/// A query applies when its media type is `print` or `all` (media features after `and` are
/// not evaluated); `not` inverts that, `only` is ignored. A query of media features alone,
/// such as `(max-width: 600px)`, does not apply: it is about a screen's viewport, which
/// paper does not have. An empty list applies.
enum MediaQuery {
    static func matchesPrint(_ list: String) -> Bool {
        let trimmed = list.trimmingASCIIWhitespace()
        if trimmed.isEmpty { return true }
        for query in trimmed.lowercased().split(separator: ",") {
            var words = query.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
            var negated = false
            if words.first == "only" { words.removeFirst() }
            if words.first == "not" {
                negated = true
                words.removeFirst()
            }
            guard let type = words.first, !type.hasPrefix("(") else { continue }
            let matches = type == "print" || type == "all"
            if matches != negated { return true }
        }
        return false
    }

    /// The text of a prelude's tokens, enough for ``matchesPrint(_:)``.
    static func text(of tokens: ArraySlice<CSSToken>) -> String {
        var text = ""
        for token in tokens {
            switch token {
            case .ident(let name): text += name
            case .function(let name): text += name + "("
            case .whitespace: text += " "
            case .comma: text += ","
            case .openParen: text += "("
            case .closeParen: text += ")"
            case .colon: text += ":"
            case .number(let n): text += "\(n)"
            case .dimension(let n, let unit): text += "\(n)\(unit)"
            default: text += "?"
            }
        }
        return text
    }
}
