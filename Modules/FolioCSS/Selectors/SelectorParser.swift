/// Reads selectors from a rule's prelude, following Selectors Level 4: a selector list is
/// valid only when every selector in it is (`:is()` and `:where()` excepted, which drop their
/// invalid arguments), and a selector is invalid when it uses anything FolioMarkup does not
/// know, so that such a rule is dropped whole, as a browser drops it.
struct SelectorParser {
    /// How deeply functional pseudo-classes may nest (`:not(:is(:not(…)))`); deeper is invalid.
    static let maximumNesting = 16
    /// How many compounds one selector may have, those inside its pseudo-classes included;
    /// more is invalid (matching recurses once per compound).
    static let maximumCompounds = 1_024

    /// The compounds read so far for the current top-level selector.
    private var compoundCount = 0

    /// The selectors of a prelude, or `nil` when the list is not valid (then the whole rule
    /// is dropped, as CSS says).
    static func parseList(_ tokens: ArraySlice<CSSToken>) -> [Selector]? {
        var selectors: [Selector] = []
        for part in split(tokens) {
            var parser = SelectorParser()
            guard let selector = parser.complex(part, depth: 0, allowPseudoElement: true) else { return nil }
            selectors.append(selector)
        }
        return selectors
    }

    /// One complex selector, or `nil` when it is not valid.
    static func parse(_ tokens: ArraySlice<CSSToken>) -> Selector? {
        var parser = SelectorParser()
        return parser.complex(tokens, depth: 0, allowPseudoElement: true)
    }

    /// The parts of a list between its top-level commas.
    private static func split(_ tokens: ArraySlice<CSSToken>) -> [ArraySlice<CSSToken>] {
        var parts: [ArraySlice<CSSToken>] = []
        var start = tokens.startIndex
        var depth = 0
        for i in tokens.indices {
            if depth == 0, tokens[i] == .comma {
                parts.append(tokens[start..<i])
                start = i + 1
            } else if tokens[i].closer != nil {
                depth += 1
            } else if tokens[i] == .closeParen || tokens[i] == .closeSquare || tokens[i] == .closeCurly {
                depth -= 1
            }
        }
        parts.append(tokens[start..<tokens.endIndex])
        return parts
    }

    /// The tokens without white space at either end.
    private static func trimmed(_ tokens: ArraySlice<CSSToken>) -> ArraySlice<CSSToken> {
        var s = tokens
        while s.first == .whitespace { s = s.dropFirst() }
        while s.last == .whitespace { s = s.dropLast() }
        return s
    }

    /// A complex selector. `relative` allows (and returns) a leading combinator, for `:has()`.
    private mutating func complex(_ tokens: ArraySlice<CSSToken>, depth: Int, allowPseudoElement: Bool) -> Selector? {
        relative(tokens, depth: depth, allowPseudoElement: allowPseudoElement, allowLeadingCombinator: false)?.selector
    }

    private mutating func relative(_ all: ArraySlice<CSSToken>, depth: Int, allowPseudoElement: Bool,
                                   allowLeadingCombinator: Bool) -> RelativeSelector? {
        let tokens = Self.trimmed(all)
        var i = tokens.startIndex
        var leading = Selector.Combinator.descendant
        if allowLeadingCombinator, i < tokens.endIndex, let c = Self.combinator(tokens[i]) {
            leading = c
            i += 1
            while i < tokens.endIndex, tokens[i] == .whitespace { i += 1 }
        }
        var compounds: [Selector.Compound] = []
        var combinators: [Selector.Combinator] = []
        var specificity = Specificity.zero
        var pseudoElement: Selector.PseudoElement?
        while true {
            guard pseudoElement == nil, i < tokens.endIndex,
                  let (compound, s, pseudo) = compound(tokens, &i, depth: depth) else { return nil }
            compoundCount += 1
            guard compoundCount <= Self.maximumCompounds else { return nil }
            if pseudo != nil, !allowPseudoElement { return nil }
            compounds.append(compound)
            specificity = specificity + s
            pseudoElement = pseudo
            guard i < tokens.endIndex else { break }
            var combinator = Selector.Combinator.descendant
            while i < tokens.endIndex, tokens[i] == .whitespace { i += 1 }
            if i < tokens.endIndex, let c = Self.combinator(tokens[i]) {
                combinator = c
                i += 1
                while i < tokens.endIndex, tokens[i] == .whitespace { i += 1 }
            }
            combinators.append(combinator)
        }
        return RelativeSelector(combinator: leading, selector: Selector(
            compounds: compounds, combinators: combinators, specificity: specificity, pseudoElement: pseudoElement))
    }

    private static func combinator(_ token: CSSToken) -> Selector.Combinator? {
        switch token {
        case .delim(">"): return .child
        case .delim("+"): return .nextSibling
        case .delim("~"): return .subsequentSibling
        default: return nil
        }
    }

    /// A compound selector starting at `i`, which it moves past; with its specificity and the
    /// pseudo-element it ends in. `nil` when invalid or empty.
    private mutating func compound(_ tokens: ArraySlice<CSSToken>, _ i: inout Int, depth: Int)
        -> (Selector.Compound, Specificity, Selector.PseudoElement?)? {
        let end = tokens.endIndex
        var compound = Selector.Compound()
        var s = Specificity.zero
        var empty = true
        // The type selector, with its namespace prefix.
        if case .ident(let name)? = tokens[safe: i], tokens[safe: i + 1] == .delim("|") {
            // `ns|…`: FolioMarkup declares no namespace prefixes.
            compound.hasForeignNamespace = true
            i += 2
            _ = name
        } else if tokens[safe: i] == .delim("*"), tokens[safe: i + 1] == .delim("|") {
            i += 2  // `*|…`: any namespace
        } else if tokens[safe: i] == .delim("|") {
            compound.hasForeignNamespace = true  // `|…`: no namespace
            i += 1
        } else {
            compound.hasForeignNamespace = false
        }
        let prefixed = i > tokens.startIndex && tokens[i - 1] == .delim("|")
        if case .ident(let name)? = tokens[safe: i] {
            compound.type = name.asciiLowercased
            s.types += 1
            i += 1
            empty = false
        } else if tokens[safe: i] == .delim("*") {
            i += 1
            empty = false
        } else if prefixed {
            return nil
        }
        while i < end {
            switch tokens[i] {
            case .delim("."):
                guard case .ident(let name)? = tokens[safe: i + 1] else { return nil }
                compound.classes.append(name)
                s.classes += 1
                i += 2
            case .hash(let name, let isIdentifier):
                guard isIdentifier else { return nil }
                compound.ids.append(name)
                s.ids += 1
                i += 1
            case .openSquare:
                guard let close = tokens[i...].firstIndex(of: .closeSquare),
                      let attribute = Self.attribute(tokens[(i + 1)..<close], &compound) else { return nil }
                compound.attributes.append(attribute)
                s.classes += 1
                i = close + 1
            case .colon:
                i += 1
                if tokens[safe: i] == .colon {
                    // A pseudo-element ends the compound (and the selector).
                    guard case .ident(let name)? = tokens[safe: i + 1],
                          let pseudo = Selector.PseudoElement(rawValue: name.asciiLowercased) else { return nil }
                    i += 2
                    s.types += 1
                    return i == end || tokens[i] == .whitespace ? (compound, s, pseudo) : nil
                }
                switch tokens[safe: i] {
                case .ident(let name)?:
                    let lower = name.asciiLowercased
                    i += 1
                    if ["before", "after", "first-line", "first-letter"].contains(lower), let pseudo = Selector.PseudoElement(rawValue: lower) {
                        s.types += 1
                        return i == end || tokens[i] == .whitespace ? (compound, s, pseudo) : nil
                    }
                    guard let pseudo = Self.pseudoClass(lower) else { return nil }
                    compound.pseudoClasses.append(contentsOf: pseudo)
                    s.classes += 1
                case .function(let name)?:
                    guard let close = Self.closingParenthesis(tokens, after: i),
                          let (pseudo, specificity) = functional(name.asciiLowercased, tokens[(i + 1)..<close], depth: depth + 1)
                    else { return nil }
                    compound.pseudoClasses.append(pseudo)
                    s = s + specificity
                    i = close + 1
                default:
                    return nil
                }
            case .whitespace, .delim(">"), .delim("+"), .delim("~"):
                return empty ? nil : (compound, s, nil)
            default:
                return nil
            }
            empty = false
        }
        return empty ? nil : (compound, s, nil)
    }

    /// The index of the `)` that closes the function token at `open`.
    private static func closingParenthesis(_ tokens: ArraySlice<CSSToken>, after open: Int) -> Int? {
        var depth = 0
        var i = open
        while i < tokens.endIndex {
            if tokens[i].closer == .closeParen { depth += 1 }
            if tokens[i] == .closeParen {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    /// The contents of `[…]`.
    private static func attribute(_ all: ArraySlice<CSSToken>, _ compound: inout Selector.Compound) -> AttributeSelector? {
        let tokens = trimmed(all)
        var i = tokens.startIndex
        // The name, with an optional namespace prefix (`|a` and `*|a` are plain HTML attributes).
        if tokens[safe: i] == .delim("*") || tokens[safe: i] == .delim("|") {
            if tokens[i] == .delim("*") { i += 1 }
            guard tokens[safe: i] == .delim("|") else { return nil }
            i += 1
        } else if case .ident? = tokens[safe: i], tokens[safe: i + 1] == .delim("|"), case .ident? = tokens[safe: i + 2] {
            compound.hasForeignNamespace = true
            i += 2
        }
        guard case .ident(let written)? = tokens[safe: i] else { return nil }
        let name = written.asciiLowercased
        i += 1
        while tokens[safe: i] == .whitespace { i += 1 }
        guard i < tokens.endIndex else { return AttributeSelector(name: name, op: .exists) }
        let op: AttributeSelector.Operator
        switch tokens[i] {
        case .delim("="): op = .equals
        case .delim("~"): op = .includes
        case .delim("|"): op = .dashMatch
        case .delim("^"): op = .prefix
        case .delim("$"): op = .suffix
        case .delim("*"): op = .substring
        default: return nil
        }
        i += 1
        if op != .equals {
            guard tokens[safe: i] == .delim("=") else { return nil }
            i += 1
        }
        while tokens[safe: i] == .whitespace { i += 1 }
        let value: String
        switch tokens[safe: i] {
        case .ident(let v)?, .string(let v)?: value = v
        default: return nil
        }
        i += 1
        while tokens[safe: i] == .whitespace { i += 1 }
        var ignoresCase = AttributeSelector.caseInsensitiveInHTML.contains(name)
        if case .ident(let flag)? = tokens[safe: i] {
            switch flag.asciiLowercased {
            case "i": ignoresCase = true
            case "s": ignoresCase = false
            default: return nil
            }
            i += 1
        }
        guard i == tokens.endIndex else { return nil }
        return AttributeSelector(name: name, op: op, value: value, ignoresCase: ignoresCase)
    }

    /// The pseudo-classes a name without arguments stands for, or `nil` for an unknown one.
    private static func pseudoClass(_ name: String) -> [PseudoClass]? {
        let first = NthPattern(a: 0, b: 1)
        switch name {
        case "link", "any-link": return [.link]
        case "root", "scope": return [.root]
        case "empty": return [.empty]
        case "first-child": return [.nthChild(first, of: nil)]
        case "last-child": return [.nthLastChild(first, of: nil)]
        case "only-child": return [.nthChild(first, of: nil), .nthLastChild(first, of: nil)]
        case "first-of-type": return [.nthOfType(first)]
        case "last-of-type": return [.nthLastOfType(first)]
        case "only-of-type": return [.nthOfType(first), .nthLastOfType(first)]
        case "hover", "active", "focus", "focus-visible", "focus-within", "visited", "target", "target-within",
             "current", "past", "future", "playing", "paused":
            return [.never]
        default: return nil
        }
    }

    /// A functional pseudo-class and its specificity.
    private mutating func functional(_ name: String, _ arguments: ArraySlice<CSSToken>, depth: Int) -> (PseudoClass, Specificity)? {
        guard depth <= Self.maximumNesting else { return nil }
        let one = Specificity(ids: 0, classes: 1, types: 0)
        switch name {
        case "nth-child", "nth-last-child":
            // `An+B`, then optionally `of S`.
            var nthTokens = arguments
            var of: [Selector]?
            var specificity = one
            if let at = arguments.firstIndex(where: { $0.isIdent("of") }) {
                nthTokens = arguments[arguments.startIndex..<at]
                guard nthTokens.last == .whitespace, let list = list(arguments[(at + 1)...], depth: depth) else { return nil }
                of = list
                specificity = specificity + (list.map(\.specificity).max() ?? .zero)
            }
            guard let nth = Self.nth(nthTokens) else { return nil }
            return (name == "nth-child" ? .nthChild(nth, of: of) : .nthLastChild(nth, of: of), specificity)
        case "nth-of-type", "nth-last-of-type":
            guard let nth = Self.nth(arguments) else { return nil }
            return (name == "nth-of-type" ? .nthOfType(nth) : .nthLastOfType(nth), one)
        case "not":
            guard let list = list(arguments, depth: depth) else { return nil }
            return (.not(list), list.map(\.specificity).max() ?? .zero)
        case "is", "matches", "where":
            // A forgiving list: invalid selectors are left out, the rest kept.
            var list: [Selector] = []
            for part in Self.split(arguments) {
                if let selector = complex(part, depth: depth, allowPseudoElement: false) { list.append(selector) }
            }
            return (.matchesAny(list), name == "where" ? .zero : list.map(\.specificity).max() ?? .zero)
        case "has":
            // Relative selectors; `:has()` inside `:has()` is invalid.
            var list: [RelativeSelector] = []
            for part in Self.split(arguments) {
                guard let r = relative(part, depth: depth, allowPseudoElement: false, allowLeadingCombinator: true),
                      !Self.containsHas(r.selector) else { return nil }
                list.append(r)
            }
            return (.has(list), list.map(\.selector.specificity).max() ?? .zero)
        case "lang":
            var ranges: [String] = []
            for part in Self.split(arguments) {
                switch Self.trimmed(part).first {
                case .ident(let v)?, .string(let v)?:
                    guard Self.trimmed(part).count == 1 else { return nil }
                    ranges.append(v)
                default: return nil
                }
            }
            return (.lang(ranges), one)
        case "dir":
            let value = Self.trimmed(arguments)
            guard value.count == 1, case .ident(let v)? = value.first else { return nil }
            switch v.asciiLowercased {
            case "ltr": return (.dir(rightToLeft: false), one)
            case "rtl": return (.dir(rightToLeft: true), one)
            default: return (.never, one)
            }
        default:
            return nil
        }
    }

    /// An unforgiving list of complex selectors without pseudo-elements.
    private mutating func list(_ tokens: ArraySlice<CSSToken>, depth: Int) -> [Selector]? {
        var list: [Selector] = []
        for part in Self.split(tokens) {
            guard let selector = complex(part, depth: depth, allowPseudoElement: false) else { return nil }
            list.append(selector)
        }
        return list
    }

    /// Whether a selector uses `:has()`, at any depth.
    private static func containsHas(_ selector: Selector) -> Bool {
        selector.containsPseudoClass { if case .has = $0 { return true } else { return false } }
    }

    /// `An+B` (CSS Syntax's microsyntax, `odd`, `even`), or `nil` when invalid.
    static func nth(_ all: ArraySlice<CSSToken>) -> NthPattern? {
        let tokens = all.filter { $0 != .whitespace }
        func integer(_ v: Double) -> Int? { v == v.rounded() && abs(v) < 1e9 ? Int(v) : nil }
        guard let first = tokens.first else { return nil }
        var rest = tokens.dropFirst()
        var a: Int
        var tail: Substring
        switch first {
        case .ident(let word) where rest.isEmpty && word.asciiLowercased == "odd": return NthPattern(a: 2, b: 1)
        case .ident(let word) where rest.isEmpty && word.asciiLowercased == "even": return NthPattern(a: 2, b: 0)
        case .number(let v) where rest.isEmpty: return integer(v).map { NthPattern(a: 0, b: $0) }
        case .dimension(let v, let unit):
            let u = unit.asciiLowercased
            guard let value = integer(v), u.hasPrefix("n") else { return nil }
            a = value
            tail = u.dropFirst()
        case .ident(let word):
            let w = word.asciiLowercased
            if w.hasPrefix("-n") {
                a = -1
                tail = w.dropFirst(2)
            } else if w.hasPrefix("n") {
                a = 1
                tail = w.dropFirst()
            } else {
                return nil
            }
        case .delim("+"):
            guard case .ident(let word)? = rest.first, word.asciiLowercased.hasPrefix("n") else { return nil }
            a = 1
            tail = word.asciiLowercased.dropFirst()
            rest = rest.dropFirst()
        default:
            return nil
        }
        var b = 0
        if tail.isEmpty {
            switch (rest.first, rest.dropFirst().first, rest.count) {
            case (nil, _, _): b = 0
            case (.number(let v)?, _, 1): guard let n = integer(v) else { return nil }; b = n
            case (.delim(let sign)?, .number(let v)?, 2) where sign == "+" || sign == "-":
                guard let n = integer(v), n >= 0 else { return nil }
                b = sign == "+" ? n : -n
            default: return nil
            }
        } else if tail == "-" {
            guard rest.count == 1, case .number(let v)? = rest.first, let n = integer(v), n >= 0 else { return nil }
            b = -n
        } else {
            guard tail.first == "-", rest.isEmpty, let n = Int(tail.dropFirst()), tail.dropFirst().allSatisfy(\.isNumber) else { return nil }
            b = -n
        }
        return NthPattern(a: a, b: b)
    }
}

extension ArraySlice {
    /// The element at `i`, or `nil` when out of range.
    subscript(safe i: Int) -> Element? { i >= startIndex && i < endIndex ? self[i] : nil }
}
