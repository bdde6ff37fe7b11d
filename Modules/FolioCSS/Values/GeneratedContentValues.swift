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
    /// `string(name, policy)` (CSS GCPM 3 §1.2): the named string `string-set` gave, as it
    /// stands on the page the box is on; meaningful in a page-margin box, empty elsewhere.
    case namedString(String, policy: NamedStringPolicy)
    /// `element(name, policy)` (CSS GCPM 3 §1.3): the running element of that name
    /// (`position: running(name)`), as it stands on the page the box is on, chosen by the same
    /// policies as `string()`; meaningful in a page-margin box, nothing elsewhere.
    case runningElement(String, policy: NamedStringPolicy)
    /// `content(text)`, `content(before)` … (CSS GCPM 3 §1.1): part of the element's own
    /// content; meaningful in `string-set`, where it is read.
    case elementContent(ElementContentPart)
    /// `target-counter(attr(href), page)` (CSS GCPM 3 §2.1): the number of the page where the
    /// element the link points to lands; other counters than `page` show nothing.
    case targetCounter(ContentTarget, counter: String, style: ListStyleType)
    /// `target-text(attr(href), content)` (CSS GCPM 3 §2.2): the text of the element the
    /// link points to.
    case targetText(ContentTarget, part: ElementContentPart)
    /// `leader(dotted)` (CSS GCPM 3 §3): the string that fills the line up to what follows it.
    case leader(String)
}

/// Where `target-counter()` and `target-text()` point: a URL written out, or an attribute
/// holding one (`attr(href)`); only a fragment (`#ch2`) names an element of the document.
public enum ContentTarget: Hashable, Sendable {
    /// `attr(name)`: the element's attribute.
    case attribute(String)
    /// `"#id"` or `url(#id)`, as written.
    case url(String)
}

/// Which assignment of a named string a page shows (`string(name, first)`, CSS GCPM 3 §1.2).
public enum NamedStringPolicy: String, Hashable, Sendable, CaseIterable {
    /// The value of the first assignment on the page, else the value the page starts with.
    case first
    /// The value the page starts with, unless an assignment is the page's first content.
    case start
    /// The value of the last assignment on the page, else the value the page starts with.
    case last
    /// Empty on a page where the string is assigned, else the value the page starts with.
    case firstExcept = "first-except"
}

/// The part of an element's content that `content()` takes into a named string.
public enum ElementContentPart: String, Hashable, Sendable, CaseIterable {
    /// `content(text)` (the default): the element's text, white space collapsed.
    case text
    /// `content(before)`: the text of the element's `::before`.
    case before
    /// `content(after)`: the text of the element's `::after`.
    case after
    /// `content(first-letter)`: the first letter of the element's text, with punctuation before it.
    case firstLetter = "first-letter"
}

/// One named string of a `string-set` declaration: its name and the content it is set to.
public struct StringSetEntry: Hashable, Sendable {
    /// The string's name, as written (names are case-sensitive).
    public var name: String
    /// What it is set to: strings, `counter()`, `counters()`, `attr()` and `content()`.
    public var content: [ContentItem]

    /// An entry setting `name` to `content`.
    public init(name: String, content: [ContentItem]) {
        self.name = name
        self.content = content
    }
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
        return contentItems(c[...], inStringSet: false).map(SpecifiedValue.content)
    }

    /// `string-set`: `none`, or comma-separated entries, each a name and a content list of
    /// strings, `counter()`, `counters()`, `attr()` and `content()` (CSS GCPM 3 §1.1).
    static func stringSet(_ c: [CSSComponent]) -> SpecifiedValue? {
        if c.count == 1, c[0].ident == "none" { return .stringSet([]) }
        var entries: [StringSetEntry] = []
        for part in c.split(whereSeparator: { if case .token(.comma) = $0 { true } else { false } }) {
            guard let first = part.first, case .token(.ident(let name)) = first,
                  !["none", "inherit", "initial", "unset", "default"].contains(name.lowercased()),
                  let items = contentItems(part.dropFirst(), inStringSet: true) else { return nil }
            entries.append(StringSetEntry(name: name, content: items))
        }
        return entries.isEmpty ? nil : .stringSet(entries)
    }

    /// `bookmark-label` (CSS GCPM 3 §4.2): a content list of strings, `counter()`,
    /// `counters()`, `attr()` and `content()`, as in `string-set`.
    static func bookmarkLabel(_ c: [CSSComponent]) -> SpecifiedValue? {
        guard !c.isEmpty, let items = contentItems(c[...], inStringSet: true) else { return nil }
        return .bookmarkLabel(items)
    }

    /// The items of a content list; `nil` when one is not valid there (`content()` only in
    /// `string-set`, quotes and `string()` only in `content`).
    private static func contentItems(_ c: ArraySlice<CSSComponent>, inStringSet: Bool) -> [ContentItem]? {
        var items: [ContentItem] = []
        for component in c {
            switch component {
            case .token(.string(let s)): items.append(.string(s))
            case .token(.ident(let k)):
                guard !inStringSet else { return nil }
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
                case ("string", 1...2) where !inStringSet:
                    guard parts[0].count == 1, case .ident(let string)? = parts[0].first,
                          let policy = namedStringPolicy(parts.count == 2 ? parts[1] : nil) else { return nil }
                    items.append(.namedString(string, policy: policy))
                case ("element", 1...2) where !inStringSet:
                    guard parts[0].count == 1, case .ident(let element)? = parts[0].first,
                          let policy = namedStringPolicy(parts.count == 2 ? parts[1] : nil) else { return nil }
                    items.append(.runningElement(element, policy: policy))
                case ("target-counter", 2...3) where !inStringSet:
                    guard let target = contentTarget(parts[0]), parts[1].count == 1, case .ident(let counter)? = parts[1].first,
                          let style = counterStyle(parts.count == 3 ? parts[2] : nil) else { return nil }
                    items.append(.targetCounter(target, counter: counter, style: style))
                case ("target-text", 1...2) where !inStringSet:
                    guard let target = contentTarget(parts[0]) else { return nil }
                    var part = ElementContentPart.text
                    if parts.count == 2 {
                        guard parts[1].count == 1, case .ident(let k)? = parts[1].first else { return nil }
                        if k.lowercased() != "content" {
                            guard let p = ElementContentPart(rawValue: k.lowercased()) else { return nil }
                            part = p
                        }
                    }
                    items.append(.targetText(target, part: part))
                case ("leader", 1) where !inStringSet:
                    guard parts[0].count == 1, let token = parts[0].first else { return nil }
                    switch token {
                    case .ident(let k) where k.lowercased() == "dotted": items.append(.leader(". "))
                    case .ident(let k) where k.lowercased() == "solid": items.append(.leader("_"))
                    case .ident(let k) where k.lowercased() == "space": items.append(.leader(" "))
                    case .string(let s) where !s.isEmpty: items.append(.leader(s))
                    default: return nil
                    }
                case ("content", 0...1) where inStringSet:
                    let words = parts.first?.filter { if case .whitespace = $0 { false } else { true } } ?? []
                    if words.isEmpty {
                        items.append(.elementContent(.text))
                    } else {
                        guard words.count == 1, case .ident(let k)? = words.first,
                              let part = ElementContentPart(rawValue: k.lowercased()) else { return nil }
                        items.append(.elementContent(part))
                    }
                default:
                    return nil
                }
            default:
                return nil
            }
        }
        return items.isEmpty ? nil : items
    }

    /// The first argument of `target-counter()` and `target-text()`: `attr(name)`, a string
    /// or `url()`.
    private static func contentTarget(_ tokens: ArraySlice<CSSToken>) -> ContentTarget? {
        let t = Array(tokens)
        switch t.count {
        case 1:
            switch t[0] {
            case .string(let s), .url(let s): return .url(s)
            default: return nil
            }
        case 3:
            guard case .function(let f) = t[0], t[2] == .closeParen else { return nil }
            switch (f.lowercased(), t[1]) {
            case ("attr", .ident(let name)): return .attribute(name.lowercased())
            case ("url", .string(let s)): return .url(s)  // `url("#x")`
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The second argument of `string()` and `element()` (`first` when there is none); `nil`
    /// when it is not a policy keyword.
    private static func namedStringPolicy(_ tokens: ArraySlice<CSSToken>?) -> NamedStringPolicy? {
        guard let tokens else { return .first }
        guard tokens.count == 1, case .ident(let k)? = tokens.first else { return nil }
        return NamedStringPolicy(rawValue: k.lowercased())
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
