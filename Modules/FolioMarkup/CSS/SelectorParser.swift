/// Reads a selector list from a rule's prelude.
enum SelectorParser {
    /// The selectors of a prelude, or `nil` when the list is not valid CSS (then the whole
    /// rule is dropped, as CSS says). Selectors with unsupported features are returned
    /// marked ``Selector/isUnsupported``.
    static func parseList(_ tokens: ArraySlice<CSSToken>) -> [Selector]? {
        var selectors: [Selector] = []
        var start = tokens.startIndex
        var depth = 0
        var i = tokens.startIndex
        while i <= tokens.endIndex {
            if i == tokens.endIndex || (depth == 0 && tokens[i] == .comma) {
                guard let selector = parse(tokens[start..<i]) else { return nil }
                selectors.append(selector)
                start = i + 1
            } else if tokens[i].closer != nil {
                depth += 1
            } else if tokens[i] == .closeParen || tokens[i] == .closeSquare || tokens[i] == .closeCurly {
                depth -= 1
            }
            i += 1
        }
        return selectors
    }

    /// One complex selector.
    static func parse(_ tokens: ArraySlice<CSSToken>) -> Selector? {
        var compounds: [Selector.Compound] = []
        var combinators: [Selector.Combinator] = []
        var current = Selector.Compound(type: nil, ids: [], classes: [])
        var compoundStarted = false
        var pendingCombinator: Selector.Combinator?
        var sawWhitespace = false
        var unsupported = false
        var ids = 0, classes = 0, types = 0
        var i = tokens.startIndex
        let end = tokens.endIndex

        /// Ends the current compound before a combinator or a new compound.
        func closeCompound() {
            compounds.append(current)
            current = Selector.Compound(type: nil, ids: [], classes: [])
            compoundStarted = false
        }
        /// Starts a new compound element, placing the combinator before it.
        func beginSimple() -> Bool {
            if !compoundStarted {
                if !compounds.isEmpty {
                    guard let c = pendingCombinator ?? (sawWhitespace ? .descendant : nil) else { return false }
                    combinators.append(c)
                }
                pendingCombinator = nil
                sawWhitespace = false
                compoundStarted = true
            }
            return true
        }

        while i < end {
            let token = tokens[i]
            i += 1
            switch token {
            case .whitespace:
                if compoundStarted { closeCompound() }
                sawWhitespace = true
            case .delim(">"), .delim("+"), .delim("~"):
                if compoundStarted { closeCompound() }
                guard !compounds.isEmpty, pendingCombinator == nil else { return nil }
                if token == .delim(">") { pendingCombinator = .child } else {
                    pendingCombinator = .descendant
                    unsupported = true
                }
            case .ident(let name):
                guard !compoundStarted, beginSimple() else { return nil }
                if i < end, tokens[i] == .delim("|") { unsupported = true }
                current.type = name.lowercased()
                types += 1
            case .delim("*"):
                guard !compoundStarted, beginSimple() else { return nil }
                if i < end, tokens[i] == .delim("|") { unsupported = true }
            case .delim("|"):
                // Namespace prefixes: accept "ns|e" / "*|e" / "|e", never matched.
                unsupported = true
                if !compoundStarted { guard beginSimple() else { return nil } }
                if i < end, case .ident(let name) = tokens[i] {
                    current.type = name.lowercased()
                    types += 1
                    i += 1
                } else if i < end, tokens[i] == .delim("*") {
                    i += 1
                } else {
                    return nil
                }
            case .delim("."):
                guard beginSimple(), i < end, case .ident(let name) = tokens[i] else { return nil }
                current.classes.append(name)
                classes += 1
                i += 1
            case .hash(let name, let isIdentifier):
                guard isIdentifier, beginSimple() else { return nil }
                current.ids.append(name)
                ids += 1
            case .openSquare:
                guard beginSimple() else { return nil }
                guard let close = tokens[i...].firstIndex(of: .closeSquare) else { return nil }
                i = close + 1
                classes += 1
                unsupported = true
            case .colon:
                guard beginSimple(), i < end else { return nil }
                var pseudoElement = false
                if tokens[i] == .colon {
                    pseudoElement = true
                    i += 1
                    guard i < end else { return nil }
                }
                switch tokens[i] {
                case .ident(let name):
                    let lower = name.lowercased()
                    let legacyElement = ["before", "after", "first-line", "first-letter"].contains(lower)
                    if pseudoElement || legacyElement { types += 1 } else { classes += 1 }
                    i += 1
                    if !pseudoElement, lower == "link" || lower == "any-link" {
                        current.isLink = true
                        continue
                    }
                case .function:
                    // Skip to the matching parenthesis.
                    var depth = 1
                    i += 1
                    while i < end, depth > 0 {
                        if tokens[i].closer == .closeParen { depth += 1 }
                        if tokens[i] == .closeParen { depth -= 1 }
                        i += 1
                    }
                    guard depth == 0 else { return nil }
                    if pseudoElement { types += 1 } else { classes += 1 }
                default:
                    return nil
                }
                unsupported = true
            default:
                return nil
            }
        }
        if compoundStarted { closeCompound() }
        guard !compounds.isEmpty, pendingCombinator == nil, compounds.count == combinators.count + 1 else { return nil }
        return Selector(
            compounds: compounds, combinators: combinators,
            specificity: Specificity(ids: ids, classes: classes, types: types), isUnsupported: unsupported)
    }
}
