/// An element's custom properties (`--accent: #c22`), inherited from its parent unless it
/// declares its own, with the `var()` references in their values substituted (CSS Custom
/// Properties 1), and the substitution of `var()` into other properties' values.
///
/// Shared by reference: an element that declares none has its parent's (one pointer in its
/// style, where a dictionary would be copied and hashed for every element).
///
/// Hostile style sheets are bounded: a reference nested more than ``maximumDepth`` deep, or a
/// value that grows past ``maximumTokens`` tokens once substituted (`--b: var(--a) var(--a)`
/// doubling at each step), is invalid, as a cycle is.
package final class CustomProperties: Hashable, Sendable {
    /// Each property's value as tokens, its own `var()`s substituted; white space at the ends trimmed.
    package let values: [String: [CSSToken]]

    /// How deep `var()` references may nest through custom properties.
    package static let maximumDepth = 64
    /// The most tokens a value may hold once substituted.
    package static let maximumTokens = 10_000

    /// No custom properties: the root's parent's.
    package static let none = CustomProperties([:])

    init(_ values: [String: [CSSToken]]) { self.values = values }

    package static func == (a: CustomProperties, b: CustomProperties) -> Bool { a === b || a.values == b.values }
    // Cheap: equal maps have equal counts; equality sorts out the rest.
    package func hash(into hasher: inout Hasher) { hasher.combine(values.count) }

    /// The custom properties of an element that declares `declared` (in cascade order, the
    /// later winning) and whose parent has `inherited`. A value whose `var()`s cannot all be
    /// substituted (a cycle, a missing property without a fallback, past the limits) leaves
    /// the property unset on the element, as does `initial`; `inherit` and `unset` keep the
    /// parent's value.
    package static func resolving(_ declared: [(name: String, tokens: [CSSToken])], inheriting inherited: CustomProperties) -> CustomProperties {
        guard !declared.isEmpty else { return inherited }
        var raw: [String: [CSSToken]] = [:]
        for (name, tokens) in declared { raw[name] = tokens }
        var result = inherited.values
        // 1: being substituted (a reference back to it is a cycle); 2: done.
        var state: [String: Int] = [:]
        func resolve(_ name: String, depth: Int) -> [CSSToken]? {
            guard let tokens = raw[name] else { return result[name] }
            switch state[name] {
            case 2?: return result[name]
            case 1?: return nil
            default: break
            }
            state[name] = 1
            var value: [CSSToken]?
            switch tokens.count == 1 ? tokens[0].identValue?.lowercased() : nil {
            case "initial"?: value = nil
            case "inherit"?, "unset"?: value = inherited.values[name]
            default:
                value = depth < maximumDepth ? substitute(tokens, depth: depth) { resolve($0, depth: depth + 1) } : nil
            }
            state[name] = 2
            result[name] = value
            return value
        }
        for name in raw.keys.sorted() { _ = resolve(name, depth: 0) }
        return CustomProperties(result)
    }

    /// `tokens` with each `var(--name)` or `var(--name, fallback)` replaced by the property's
    /// value (or the fallback, itself substituted); `nil` when one can be neither.
    package func substitute(_ tokens: [CSSToken]) -> [CSSToken]? {
        Self.substitute(tokens, depth: 0) { values[$0] }
    }

    /// Whether `tokens` hold a `var()`.
    package static func references(_ tokens: some Collection<CSSToken>) -> Bool {
        tokens.contains { if case .function(let name) = $0 { name.lowercased() == "var" } else { false } }
    }

    private static func substitute(_ tokens: [CSSToken], depth: Int, value: (String) -> [CSSToken]?) -> [CSSToken]? {
        guard references(tokens) else { return tokens }
        var out: [CSSToken] = []
        var i = 0
        while i < tokens.count {
            guard case .function(let f) = tokens[i], f.lowercased() == "var" else {
                out.append(tokens[i])
                i += 1
                continue
            }
            // The arguments, to the matching ")".
            var j = i + 1, nesting = 1
            while j < tokens.count {
                if tokens[j].closer == .closeParen { nesting += 1 }
                if tokens[j] == .closeParen { nesting -= 1; if nesting == 0 { break } }
                j += 1
            }
            var arguments = tokens[(i + 1)..<min(j, tokens.count)]
            while arguments.first == .whitespace { arguments = arguments.dropFirst() }
            guard let name = arguments.first?.identValue, name.hasPrefix("--") else { return nil }
            arguments = arguments.dropFirst()
            while arguments.first == .whitespace { arguments = arguments.dropFirst() }
            var replacement = value(name)
            if replacement == nil, arguments.first == .comma {
                guard depth < maximumDepth else { return nil }
                replacement = substitute(Array(arguments.dropFirst()), depth: depth + 1, value: value)
            } else if replacement == nil || !(arguments.isEmpty || arguments.first == .comma) {
                return nil
            }
            guard let replacement, out.count + replacement.count <= maximumTokens else { return nil }
            out += replacement
            i = j + 1
        }
        // Trimmed, as a declaration's value is.
        while out.first == .whitespace { out.removeFirst() }
        while out.last == .whitespace { out.removeLast() }
        return out
    }
}

extension CSSToken {
    /// The identifier's name, if this is one (as written, not lowercased).
    var identValue: String? {
        if case .ident(let name) = self { name } else { nil }
    }
}
