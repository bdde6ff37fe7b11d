/// CSS Syntax Level 3's rule and declaration parsing over a flat token array, with its
/// error recovery. Blocks are found by matching brackets with an explicit stack; nested
/// `@media` blocks are handled with a work list, never by recursion.
enum StylesheetParser {
    /// The style sheet in `text`; with `keepingSourceDeclarations`, each rule also keeps its
    /// declarations as written (``StyleRule/sourceDeclarations``), for languages such as SVG
    /// whose properties FolioCSS does not compute.
    static func parse(_ text: String, keepingSourceDeclarations: Bool = false) -> Stylesheet {
        let tokens = CSSTokenizer.tokenize(text)[...]
        var sheet = Stylesheet()
        // Ranges of rule lists still to read; the last is read first (nested @media go on top).
        var work: [Range<Int>] = [0..<tokens.count]
        // @import is valid only before any other rule (but @charset and @layer statements).
        var importsAllowed = true
        while var range = work.popLast() {
            var i = range.lowerBound
            while i < range.upperBound {
                switch tokens[i] {
                case .whitespace, .cdo, .cdc, .semicolon:
                    i += 1
                case .atKeyword(let name):
                    let (preludeEnd, block) = atRuleExtent(tokens, from: i + 1, end: range.upperBound)
                    // An unclosed block runs to the end of the list: never past it.
                    let next = min(block.map { $0.upperBound + 1 } ?? preludeEnd + 1, range.upperBound)
                    let prelude = tokens[(i + 1)..<preludeEnd]
                    let keyword = name.lowercased()
                    if keyword == "import", importsAllowed, block == nil, let rule = importRule(prelude) {
                        if MediaQuery.matchesPrint(rule.media) { sheet.imports.append(rule) }
                    }
                    if !(keyword == "import" || keyword == "charset" || (keyword == "layer" && block == nil)) { importsAllowed = false }
                    switch keyword {
                    case "media":
                        if let block, MediaQuery.matchesPrint(MediaQuery.text(of: prelude)) {
                            // Read the block now, then the rest of this list.
                            range = next..<range.upperBound
                            work.append(range)
                            work.append(block)
                            i = range.upperBound
                            continue
                        }
                    case "page":
                        var footnote: [LonghandDeclaration]?
                        if let block, var rule = PageRule(prelude: prelude, declarations: rawDeclarations(tokens[block]),
                                                          marginBoxes: marginBoxes(tokens[block], footnote: &footnote)) {
                            rule.footnoteArea = footnote
                            sheet.pageRules.append(rule)
                        }
                    case "font-face":
                        if let block, let rule = FontFaceRule(declarations: rawDeclarations(tokens[block])) { sheet.fontFaces.append(rule) }
                    default:
                        break
                    }
                    i = next
                default:
                    // A qualified rule; a stray '}' is just part of a prelude that will not parse.
                    importsAllowed = false
                    guard let block = qualifiedRuleBlock(tokens, from: i, end: range.upperBound) else {
                        i = range.upperBound
                        continue
                    }
                    if let selectors = SelectorParser.parseList(trimmed(tokens[i..<(block.lowerBound - 1)])) {
                        let raw = rawDeclarations(tokens[block])
                        var rule = StyleRule(selectors: selectors, declarations: longhands(of: raw).map(Declaration.init))
                        if keepingSourceDeclarations { rule.sourceDeclarations = raw.map(SourceDeclaration.init) }
                        sheet.rules.append(rule)
                    }
                    i = block.upperBound + 1
                }
            }
        }
        return sheet
    }

    /// An `@import` prelude: the address (`url(x)`, `url("x")` or `"x"`), then an optional media
    /// list; `nil` when there is no address, or when it has `supports(…)` (not evaluated).
    private static func importRule(_ prelude: ArraySlice<CSSToken>) -> Stylesheet.Import? {
        var rest = trimmed(prelude)
        guard let first = rest.first else { return nil }
        var url: String
        switch first {
        case .url(let u), .string(let u):
            url = u
            rest = rest.dropFirst()
        case .function(let name) where name.lowercased() == "url":
            var inner = rest.dropFirst()
            while inner.first == .whitespace { inner = inner.dropFirst() }
            guard case .string(let u)? = inner.first else { return nil }
            url = u
            inner = inner.dropFirst()
            while inner.first == .whitespace { inner = inner.dropFirst() }
            guard inner.first == .closeParen else { return nil }
            rest = inner.dropFirst()
        default:
            return nil
        }
        url = url.trimmingASCIIWhitespace()
        guard !url.isEmpty else { return nil }
        rest = trimmed(rest)
        // A cascade layer changes nothing Folio orders by; a condition is not evaluated.
        if case .ident(let name)? = rest.first, name.lowercased() == "layer" { rest = trimmed(rest.dropFirst()) }
        if case .function(let name)? = rest.first {
            if name.lowercased() == "supports" { return nil }
            if name.lowercased() == "layer", let close = rest.firstIndex(of: .closeParen) { rest = trimmed(rest[(close + 1)...]) }
        }
        return Stylesheet.Import(url: url, media: MediaQuery.text(of: rest))
    }

    /// Where an at-rule's prelude ends (at `;` or `{`), and its block's content range if it has one.
    private static func atRuleExtent(_ tokens: ArraySlice<CSSToken>, from start: Int, end: Int) -> (Int, Range<Int>?) {
        var closers: [CSSToken] = []
        var i = start
        while i < end {
            let t = tokens[i]
            if closers.isEmpty {
                if t == .semicolon { return (i, nil) }
                if t == .openCurly {
                    let close = matchingClose(tokens, open: i, end: end)
                    return (i, (i + 1)..<close)
                }
            }
            step(t, &closers)
            i += 1
        }
        return (end, nil)
    }

    /// The content range of a qualified rule's block, or `nil` when the input ends before `{`.
    private static func qualifiedRuleBlock(_ tokens: ArraySlice<CSSToken>, from start: Int, end: Int) -> Range<Int>? {
        var closers: [CSSToken] = []
        var i = start
        while i < end {
            let t = tokens[i]
            if closers.isEmpty, t == .openCurly {
                return (i + 1)..<matchingClose(tokens, open: i, end: end)
            }
            step(t, &closers)
            i += 1
        }
        return nil
    }

    /// The index of the token closing the block opened at `open` (or `end` if unclosed).
    private static func matchingClose(_ tokens: ArraySlice<CSSToken>, open: Int, end: Int) -> Int {
        var closers: [CSSToken] = [.closeCurly]
        var i = open + 1
        while i < end {
            step(tokens[i], &closers)
            if closers.isEmpty { return i }
            i += 1
        }
        return end
    }

    /// Tracks nesting: an opener pushes its closer; the expected closer pops it; other closers are plain tokens.
    @inline(__always) private static func step(_ t: CSSToken, _ closers: inout [CSSToken]) {
        if let closer = t.closer {
            closers.append(closer)
        } else if let last = closers.last, t == last {
            closers.removeLast()
        }
    }

    private static func trimmed(_ tokens: ArraySlice<CSSToken>) -> ArraySlice<CSSToken> {
        var s = tokens
        while s.first == .whitespace { s = s.dropFirst() }
        while s.last == .whitespace { s = s.dropLast() }
        return s
    }

    /// The valid declarations of a block's content, in order; invalid ones are skipped up to
    /// the next `;`, nested at-rules (such as `@top-center` in `@page`) are skipped whole.
    static func declarations(_ tokens: ArraySlice<CSSToken>) -> [LonghandDeclaration] {
        longhands(of: rawDeclarations(tokens))
    }

    /// The valid longhands of declarations as written, shorthands expanded, in order.
    private static func longhands(of raw: [RawDeclaration]) -> [LonghandDeclaration] {
        raw.flatMap { declaration -> [LonghandDeclaration] in
            if declaration.name.hasPrefix("--") {
                return [LonghandDeclaration(property: .custom, value: .customProperty(name: declaration.name, tokens: Array(declaration.value)),
                                            important: declaration.important)]
            }
            if CustomProperties.references(declaration.value) {
                // Each longhand waits for the element's custom properties.
                let pending = SpecifiedValue.pending(PendingSubstitution(property: declaration.name, tokens: Array(declaration.value)))
                return PropertyParser.longhands(of: declaration.name).map {
                    LonghandDeclaration(property: $0, value: pending, important: declaration.important)
                }
            }
            return PropertyParser.parse(
                property: declaration.name, value: CSSComponent.components(declaration.value), important: declaration.important)
        }
    }

    /// A declaration before its value is checked.
    struct RawDeclaration {
        var name: String
        var value: ArraySlice<CSSToken>
        var important: Bool
    }

    /// The declarations of a block's content with their value tokens, `!important` removed.
    static func rawDeclarations(_ tokens: ArraySlice<CSSToken>) -> [RawDeclaration] {
        var result: [RawDeclaration] = []
        var i = tokens.startIndex
        let end = tokens.endIndex
        while i < end {
            switch tokens[i] {
            case .whitespace, .semicolon:
                i += 1
            case .atKeyword:
                let (preludeEnd, block) = atRuleExtent(tokens, from: i + 1, end: end)
                i = block.map { $0.upperBound + 1 } ?? preludeEnd + 1
            case .ident(let name):
                let valueEnd = declarationEnd(tokens, from: i, end: end)
                defer { i = valueEnd + 1 }
                var j = i + 1
                while j < valueEnd, tokens[j] == .whitespace { j += 1 }
                guard j < valueEnd, tokens[j] == .colon else { continue }
                var value = trimmed(tokens[(j + 1)..<valueEnd])
                var important = false
                // "! important" at the end.
                if value.last?.isIdent("important") == true {
                    var k = value.endIndex - 2
                    while k >= value.startIndex, value[k] == .whitespace { k -= 1 }
                    if k >= value.startIndex, value[k] == .delim("!") {
                        important = true
                        value = trimmed(value[value.startIndex..<k])
                    }
                }
                // Custom property names are case-sensitive; the others are not.
                result.append(RawDeclaration(name: name.hasPrefix("--") ? name : name.lowercased(), value: value, important: important))
            default:
                i = declarationEnd(tokens, from: i, end: end) + 1
            }
        }
        return result
    }

    /// The margin-box at-rules of an `@page` block's content (`@top-center { … }`), in order,
    /// and into `footnote` the declarations of its `@footnote` rules; other nested at-rules
    /// are skipped.
    static func marginBoxes(_ tokens: ArraySlice<CSSToken>, footnote: inout [LonghandDeclaration]?) -> [MarginBoxRule] {
        var result: [MarginBoxRule] = []
        var i = tokens.startIndex
        let end = tokens.endIndex
        while i < end {
            guard case .atKeyword(let name) = tokens[i] else {
                // Declarations are skipped to their `;` (a block inside one skipped whole).
                i = tokens[i] == .whitespace || tokens[i] == .semicolon ? i + 1 : declarationEnd(tokens, from: i, end: end) + 1
                continue
            }
            let (preludeEnd, block) = atRuleExtent(tokens, from: i + 1, end: end)
            if let block, let position = MarginBoxPosition(rawValue: name.lowercased()),
               trimmed(tokens[(i + 1)..<preludeEnd]).isEmpty {
                result.append(MarginBoxRule(position: position, declarations: longhands(of: rawDeclarations(tokens[block]))))
            } else if let block, name.lowercased() == "footnote", trimmed(tokens[(i + 1)..<preludeEnd]).isEmpty {
                footnote = (footnote ?? []) + longhands(of: rawDeclarations(tokens[block]))
            }
            i = min(block.map { $0.upperBound + 1 } ?? preludeEnd + 1, end)
        }
        return result
    }

    /// The index of the `;` ending the declaration at `start` (or `end`).
    private static func declarationEnd(_ tokens: ArraySlice<CSSToken>, from start: Int, end: Int) -> Int {
        var closers: [CSSToken] = []
        var i = start
        while i < end {
            let t = tokens[i]
            if closers.isEmpty, t == .semicolon { return i }
            step(t, &closers)
            i += 1
        }
        return end
    }
}
