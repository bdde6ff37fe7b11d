/// A component value of a declaration: a token, or a function with its argument tokens.
/// White space between components is dropped; arguments keep theirs out too.
package enum CSSComponent: Hashable, Sendable {
    case token(CSSToken)
    /// A function; the name is lowercased. Nested functions stay as flat tokens inside.
    case function(name: String, arguments: [CSSToken])

    /// Groups value tokens into components.
    package static func components(_ tokens: ArraySlice<CSSToken>) -> [CSSComponent] {
        var result: [CSSComponent] = []
        var i = tokens.startIndex
        while i < tokens.endIndex {
            let token = tokens[i]
            i += 1
            switch token {
            case .whitespace:
                continue
            case .function(let name):
                var depth = 1
                var arguments: [CSSToken] = []
                while i < tokens.endIndex {
                    let t = tokens[i]
                    i += 1
                    if t.closer == .closeParen { depth += 1 }
                    if t == .closeParen {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    if t != .whitespace { arguments.append(t) }
                }
                result.append(.function(name: name.lowercased(), arguments: arguments))
            default:
                result.append(.token(token))
            }
        }
        return result
    }

    /// `components` split at their commas: one list per item of a comma-separated value
    /// (`a b, c` gives `[[a, b], [c]]`), an empty one where two commas meet.
    static func commaSeparated(_ components: [CSSComponent]) -> [[CSSComponent]] {
        var out: [[CSSComponent]] = [[]]
        for component in components {
            if case .token(.comma) = component { out.append([]) } else { out[out.count - 1].append(component) }
        }
        return out
    }

    /// The lowercased identifier, if this is one.
    package var ident: String? {
        if case .token(.ident(let name)) = self { return name.lowercased() }
        return nil
    }
}
