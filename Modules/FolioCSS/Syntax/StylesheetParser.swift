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
                    styleRules(prelude: trimmed(tokens[i..<(block.lowerBound - 1)]), block: block, in: tokens,
                               keepingSourceDeclarations: keepingSourceDeclarations, into: &sheet)
                    i = block.upperBound + 1
                }
            }
        }
        return sheet
    }

    /// How deeply style rules may nest (CSS Nesting 1); deeper rules are dropped.
    static let maximumRuleNesting = 16
    /// How many tokens a nested rule's selectors may have once its parents' are put in; a
    /// longer list (each `&` copies the parent's) is dropped.
    static let maximumNestedPreludeTokens = 8_192

    /// The style rule of `prelude` and `block`, then the rules nested in its block (CSS
    /// Nesting 1), depth first in the order written, each with its parent's selectors put in.
    /// A rule whose selectors are not valid is dropped with the rules nested in it.
    private static func styleRules(prelude: ArraySlice<CSSToken>, block: Range<Int>, in tokens: ArraySlice<CSSToken>,
                                   keepingSourceDeclarations: Bool, into sheet: inout Stylesheet) {
        var work: [(prelude: [CSSToken], block: Range<Int>, depth: Int)] = [(Array(prelude), block, 0)]
        while let next = work.popLast() {
            guard next.prelude.count <= maximumNestedPreludeTokens,
                  let selectors = SelectorParser.parseList(next.prelude[...]) else { continue }
            let content = styleBlock(tokens[next.block])
            var rule = StyleRule(selectors: selectors, declarations: longhands(of: content.declarations).map(Declaration.init))
            if keepingSourceDeclarations { rule.sourceDeclarations = content.declarations.map(SourceDeclaration.init) }
            sheet.rules.append(rule)
            guard next.depth < maximumRuleNesting else { continue }
            for nested in content.nested.reversed() {
                guard let prelude = resolving(nested.prelude, in: next.prelude) else { continue }
                work.append((prelude, nested.block, next.depth + 1))
            }
        }
    }

    /// A nested rule's selectors with its parent's, `parent`, put in (CSS Nesting 1 §3): each
    /// `&` becomes `:is(parent)`; a selector without one is relative to the parent, as if it
    /// began with `& ` (`> b` is `:is(parent) > b`). `nil` when a selector of the list is empty.
    static func resolving(_ prelude: ArraySlice<CSSToken>, in parent: [CSSToken]) -> [CSSToken]? {
        let nesting: [CSSToken] = [.colon, .function("is")] + parent + [.closeParen]
        var out: [CSSToken] = []
        var closers: [CSSToken] = []
        var part: [CSSToken] = []
        var valid = true
        func flush() {
            let selector = trimmed(part[...])
            if selector.isEmpty { valid = false }
            if !out.isEmpty { out.append(.comma) }
            if selector.contains(.delim("&")) {
                for t in selector { if t == .delim("&") { out += nesting } else { out.append(t) } }
            } else {
                out += nesting + [.whitespace] + selector
            }
            part.removeAll()
        }
        for t in prelude {
            if closers.isEmpty, t == .comma { flush(); continue }
            step(t, &closers)
            part.append(t)
        }
        flush()
        return valid ? out : nil
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

    /// The declarations of a block's content with their value tokens, `!important` removed;
    /// nested rules and at-rules are skipped whole.
    static func rawDeclarations(_ tokens: ArraySlice<CSSToken>) -> [RawDeclaration] {
        styleBlock(tokens).declarations
    }

    /// A block's content as a style rule's (CSS Nesting 1): its declarations with their value
    /// tokens, `!important` removed, and the rules nested in it, each its prelude and its
    /// block's content range. A nested `@media` block whose query matches print is a nested
    /// rule for the same elements (prelude `&`); other nested at-rules are skipped whole.
    static func styleBlock(_ tokens: ArraySlice<CSSToken>)
        -> (declarations: [RawDeclaration], nested: [(prelude: ArraySlice<CSSToken>, block: Range<Int>)]) {
        var result: [RawDeclaration] = []
        var nested: [(prelude: ArraySlice<CSSToken>, block: Range<Int>)] = []
        var i = tokens.startIndex
        let end = tokens.endIndex
        while i < end {
            switch tokens[i] {
            case .whitespace, .semicolon:
                i += 1
            case .atKeyword(let name):
                let (preludeEnd, block) = atRuleExtent(tokens, from: i + 1, end: end)
                if let block, name.lowercased() == "media", MediaQuery.matchesPrint(MediaQuery.text(of: tokens[(i + 1)..<preludeEnd])) {
                    nested.append(([.delim("&")], block))
                }
                i = block.map { $0.upperBound + 1 } ?? preludeEnd + 1
            default:
                // A rule: a prelude that reaches a `{` before any `;` (a custom property's
                // value may hold a block: it stays a declaration).
                let stop = statementEnd(tokens, from: i, end: end, orBlock: true)
                if stop < end, tokens[stop] == .openCurly, !tokens[i].isCustomPropertyName {
                    let close = matchingClose(tokens, open: stop, end: end)
                    nested.append((trimmed(tokens[i..<stop]), (stop + 1)..<close))
                    i = close + 1
                    continue
                }
                let valueEnd = stop < end && tokens[stop] == .openCurly ? statementEnd(tokens, from: i, end: end, orBlock: false) : stop
                defer { i = valueEnd + 1 }
                guard case .ident(let name) = tokens[i] else { continue }
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
            }
        }
        return (result, nested)
    }

    /// The index of the first `;` outside brackets from `start` (or `end`): where a declaration
    /// ends. With `orBlock`, an opening `{` outside brackets stops the scan too: where a nested
    /// rule's block opens.
    private static func statementEnd(_ tokens: ArraySlice<CSSToken>, from start: Int, end: Int, orBlock: Bool) -> Int {
        var closers: [CSSToken] = []
        var i = start
        while i < end {
            let t = tokens[i]
            if closers.isEmpty, t == .semicolon || (orBlock && t == .openCurly) { return i }
            step(t, &closers)
            i += 1
        }
        return end
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
                i = tokens[i] == .whitespace || tokens[i] == .semicolon ? i + 1 : statementEnd(tokens, from: i, end: end, orBlock: false) + 1
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
}
