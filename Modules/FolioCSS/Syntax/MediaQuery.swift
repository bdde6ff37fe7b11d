/// Decides whether a media query list applies to a printed (paged) document.
///
/// Folio is print media: a query applies when its media type is `print` or `all`, or it names
/// no type (`(color)` alone means `all and (color)`); `screen`, `speech` and any other type do
/// not. `only` is ignored, `not` inverts the query. Media features after `and` are evaluated
/// where paper gives a sure answer: `color` (yes), `monochrome`, `grid`, `update`, `hover`,
/// `any-hover`, `pointer`, `any-pointer` (none of them), `prefers-color-scheme` (`light`).
/// Any other feature, such as `width`, `orientation` or `resolution`, is unknown: the page
/// size is not settled when styles are computed, so a query that asks for one does not apply,
/// with or without `not` (Media Queries 4 treats an unknown result so). An empty list applies.
package enum MediaQuery {
    package static func matchesPrint(_ list: String) -> Bool {
        let trimmed = list.trimmingASCIIWhitespace()
        if trimmed.isEmpty { return true }
        return trimmed.lowercased().split(separator: ",", omittingEmptySubsequences: false).contains { matches(query: $0) }
    }

    /// One query of a list: `[only | not] type [and (feature)]*` or `(feature) [and (feature)]*`.
    private static func matches(query: Substring) -> Bool {
        var rest = String(query).trimmingASCIIWhitespace()[...]
        var negated = false
        if let word = firstWord(of: rest), word == "only" || word == "not" {
            negated = word == "not"
            rest = rest.dropFirst(word.count).drop(while: isSpace)
        }
        var result = true
        if let word = firstWord(of: rest) {
            result = word == "print" || word == "all"
            rest = rest.dropFirst(word.count).drop(while: isSpace)
            if !rest.isEmpty {
                // A type followed by anything else must go on with "and".
                guard firstWord(of: rest) == "and" else { return false }
                rest = rest.dropFirst(3).drop(while: isSpace)
                if rest.isEmpty { return false }
            }
        } else if rest.isEmpty {
            return false  // "not" or "only" alone, or an empty query between commas
        }
        // Features: "(name)" or "(name: value)", joined by "and".
        while !rest.isEmpty {
            guard rest.first == "(", let close = rest.firstIndex(of: ")") else { return false }
            guard let value = feature(rest[rest.index(after: rest.startIndex)..<close]) else { return false }
            result = result && value
            rest = rest[rest.index(after: close)...].drop(while: isSpace)
            if rest.isEmpty { break }
            guard firstWord(of: rest) == "and" else { return false }
            rest = rest.dropFirst(3).drop(while: isSpace)
            if rest.isEmpty { return false }
        }
        return result != negated
    }

    /// The value of one media feature on paper, or `nil` when it is unknown.
    private static func feature(_ text: Substring) -> Bool? {
        let parts = text.split(separator: ":", maxSplits: 1).map { String($0).trimmingASCIIWhitespace() }
        guard let name = parts.first, !name.isEmpty else { return nil }
        let value = parts.count == 2 ? parts[1] : nil
        switch name {
        case "color":
            return value == nil ? true : nil
        case "monochrome", "grid":
            return value == nil ? false : (value == "0" || value == "0.0")
        case "update", "hover", "any-hover", "pointer", "any-pointer":
            return value == nil ? false : value == "none"
        case "prefers-color-scheme":
            return value == nil ? true : value == "light"
        default:
            return nil
        }
    }

    private static func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" }

    /// The leading identifier-like word (letters, digits, `-`), or `nil` when `text` starts otherwise.
    private static func firstWord(of text: Substring) -> String? {
        let word = text.prefix(while: { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        return word.isEmpty ? nil : String(word)
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
            case .number(let n): text += n == n.rounded() && abs(n) < 1e15 ? "\(Int(n))" : "\(n)"
            case .dimension(let n, let unit): text += "\(n)\(unit)"
            default: text += "?"
            }
        }
        return text
    }
}
