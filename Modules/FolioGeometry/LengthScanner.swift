/// A cursor over written lengths, for readers whose syntax has more around them (`210 x 297mm`):
/// numbers and unit symbols as ``Length/init(parsing:units:defaultUnit:)`` reads them.
package struct LengthScanner {
    /// The text, lowercased.
    package let chars: [Character]
    /// The position of the next character.
    package var at = 0

    /// A scanner at the start of `text`.
    package init(_ text: some StringProtocol) { chars = Array(text.lowercased()) }

    /// Whether every character has been read.
    package var atEnd: Bool { at == chars.count }

    /// Passes over white space.
    package mutating func skipSpaces() {
        while at < chars.count, chars[at].isWhitespace { at += 1 }
    }

    /// Consumes one of the given characters.
    package mutating func take(oneOf options: Set<Character>) -> Bool {
        guard at < chars.count, options.contains(chars[at]) else { return false }
        at += 1
        return true
    }

    /// Consumes a word if the text continues with it.
    package mutating func take(_ word: String) -> Bool {
        let w = Array(word)
        guard at + w.count <= chars.count, Array(chars[at..<at + w.count]) == w else { return false }
        at += w.count
        return true
    }

    /// One of `units` by its symbol (inches also as `inches` or `inch`), longest spelling first.
    package mutating func unit(_ units: [Length.Unit]) -> Length.Unit? {
        if units.contains(.inches), take("inches") || take("inch") { return .inches }
        return units.first { take($0.rawValue) }
    }

    /// A decimal number with optional sign and exponent, or `inf`/`infinity`/`nan`, with the
    /// text it was read from.
    package mutating func number() -> (value: Double, text: String)? {
        let start = at
        _ = take(oneOf: ["+", "-"])
        if take("infinity") || take("inf") || take("nan") {
            let text = String(chars[start..<at])
            return (Double(text) ?? .nan, text)
        }
        let digitsStart = at
        while at < chars.count, chars[at].isASCII, chars[at].isNumber || chars[at] == "." { at += 1 }
        let mantissa = chars[digitsStart..<at]
        guard mantissa.contains(where: \.isNumber), mantissa.filter({ $0 == "." }).count <= 1 else {
            at = start
            return nil
        }
        if at < chars.count, chars[at] == "e" {
            let mark = at
            at += 1
            _ = take(oneOf: ["+", "-"])
            let expStart = at
            while at < chars.count, chars[at].isASCII, chars[at].isNumber { at += 1 }
            if at == expStart { at = mark }
        }
        let text = String(chars[start..<at])
        guard let value = Double(text) else { at = start; return nil }
        return (value, text)
    }
}
