/// One part of a `content` value of `::before` or `::after`.
public enum ContentItem: Hashable, Sendable {
    /// A string, as written.
    case string(String)
    /// `attr(name)`: the element's attribute (empty when absent).
    case attribute(String)
    /// `counter(name, style)`: the innermost counter of that name.
    case counter(String, style: ListStyleType)
    /// `counters(name, separator, style)`: every counter of that name, outermost first,
    /// joined by the separator ("2.3.1").
    case counters(String, separator: String, style: ListStyleType)
    /// `open-quote`: the opening mark of the current depth (from `quotes`), one level deeper after.
    case openQuote
    /// `close-quote`: one level up, and that level's closing mark.
    case closeQuote
    /// `no-open-quote`: one level deeper, nothing shown.
    case noOpenQuote
    /// `no-close-quote`: one level up, nothing shown.
    case noCloseQuote
}

/// One counter of `counter-reset`, `counter-increment` or `counter-set`, with its value.
public struct CounterChange: Hashable, Sendable {
    /// The counter's name, as written (names are case-sensitive).
    public var name: String
    /// The value to reset or set to, or to add.
    public var value: Int

    /// Creates a change.
    public init(name: String, value: Int) {
        self.name = name
        self.value = value
    }
}

extension PropertyParser {
    /// A `content` value: `normal` is `nil`, `none` empty (both compute to `nil`, no box; a
    /// `::marker` tells them apart: `none` hides the marker), else the items.
    static func content(_ c: [CSSComponent]) -> SpecifiedValue? {
        if c.count == 1, c[0].ident == "normal" { return .content(nil) }
        if c.count == 1, c[0].ident == "none" { return .content([]) }
        var items: [ContentItem] = []
        for component in c {
            switch component {
            case .token(.string(let s)): items.append(.string(s))
            case .token(.ident(let k)):
                switch k.lowercased() {
                case "open-quote": items.append(.openQuote)
                case "close-quote": items.append(.closeQuote)
                case "no-open-quote": items.append(.noOpenQuote)
                case "no-close-quote": items.append(.noCloseQuote)
                default: return nil
                }
            case .function(let name, let arguments):
                let parts = arguments.split(separator: .comma, omittingEmptySubsequences: false)
                switch (name, parts.count) {
                case ("attr", 1):
                    guard parts[0].count == 1, case .ident(let attribute)? = parts[0].first else { return nil }
                    items.append(.attribute(attribute.lowercased()))
                case ("counter", 1...2):
                    guard parts[0].count == 1, case .ident(let counter)? = parts[0].first,
                          let style = counterStyle(parts.count == 2 ? parts[1] : nil) else { return nil }
                    items.append(.counter(counter, style: style))
                case ("counters", 2...3):
                    guard parts[0].count == 1, case .ident(let counter)? = parts[0].first,
                          parts[1].count == 1, case .string(let separator)? = parts[1].first,
                          let style = counterStyle(parts.count == 3 ? parts[2] : nil) else { return nil }
                    items.append(.counters(counter, separator: separator, style: style))
                default:
                    return nil
                }
            default:
                return nil
            }
        }
        return items.isEmpty ? nil : .content(items)
    }

    /// The list style of `counter()`'s second argument (`decimal` when absent).
    private static func counterStyle(_ tokens: ArraySlice<CSSToken>?) -> ListStyleType? {
        guard let tokens else { return .decimal }
        guard tokens.count == 1, case .ident(let k)? = tokens.first,
              case .keyword(let type)? = listStyleTypeValue(.token(.ident(k))) else { return nil }
        return ListStyleType(rawValue: type)
    }

    /// `counter-reset`, `counter-increment`, `counter-set`: `none`, or names each with an
    /// optional integer (`defaultValue` when none is written).
    static func counterChanges(_ c: [CSSComponent], defaultValue: Int) -> SpecifiedValue? {
        if c.count == 1, c[0].ident == "none" { return .counterChanges([]) }
        var changes: [CounterChange] = []
        for component in c {
            switch component {
            case .token(.ident(let name)):
                guard !["none", "inherit", "initial", "unset", "default"].contains(name.lowercased()) else { return nil }
                changes.append(CounterChange(name: name, value: defaultValue))
            case .token(.number(let n)):
                guard !changes.isEmpty, n == n.rounded(), abs(n) <= Double(Int32.max) else { return nil }
                changes[changes.count - 1].value = Int(n)
            default:
                return nil
            }
        }
        return changes.isEmpty ? nil : .counterChanges(changes)
    }

    /// `quotes`: `auto`, `none`, or pairs of strings.
    static func quotes(_ c: [CSSComponent]) -> SpecifiedValue? {
        if c.count == 1, c[0].ident == "auto" { return .quotes(nil) }
        if c.count == 1, c[0].ident == "none" { return .quotes([]) }
        var strings: [String] = []
        for component in c {
            guard case .token(.string(let s)) = component else { return nil }
            strings.append(s)
        }
        return strings.count.isMultiple(of: 2) && !strings.isEmpty ? .quotes(strings) : nil
    }
}
