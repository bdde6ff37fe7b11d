import FolioCSS
import FolioMarkup
import Testing

/// The cascade's index (rightmost key, then a feature an ancestor must have) and the matcher's
/// early exits change only the work, never the result: random rules (the four combinators,
/// attribute values) and documents, checked against a plain backtracking matcher written here
/// (#42 item 5, #43).
@Suite("Selector index")
struct SelectorIndexTests {
    /// A small deterministic generator (SplitMix64).
    struct Random {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
    }

    struct Compound { var type: String?; var id: String?; var classes: [String]; var attribute: String? }
    /// combinators[i], between compounds i and i+1: 0 descendant, 1 `>`, 2 `+`, 3 `~`.
    struct Rule { var compounds: [Compound]; var combinators: [Int]

        var css: String {
            var out = ""
            for (i, c) in compounds.enumerated() {
                if i > 0 { out += [" ", " > ", " + ", " ~ "][combinators[i - 1]] }
                out += (c.type ?? (c.id == nil && c.classes.isEmpty && c.attribute == nil ? "*" : "")) + (c.id.map { "#" + $0 } ?? "")
                    + c.classes.map { "." + $0 }.joined() + (c.attribute.map { "[data-a=\($0)]" } ?? "")
            }
            return out
        }
        var specificity: (Int, Int, Int) {
            (compounds.filter { $0.id != nil }.count, compounds.reduce(0) { $0 + $1.classes.count + ($1.attribute == nil ? 0 : 1) },
             compounds.filter { $0.type != nil }.count)
        }
    }

    static let types = ["div", "span", "section"]

    func matches(_ c: Compound, _ node: MarkupNodeID, _ doc: HTMLDocument) -> Bool {
        let n = doc[node]
        guard n.isElement else { return false }
        if let t = c.type, t != n.name { return false }
        if let id = c.id, n.attribute("id") != id { return false }
        let classes = (n.attribute("class") ?? "").split(separator: " ").map(String.init)
        if let a = c.attribute, n.attribute("data-a") != a { return false }
        return c.classes.allSatisfy(classes.contains)
    }

    func previousElement(_ node: MarkupNodeID, _ doc: HTMLDocument) -> MarkupNodeID? {
        var p = doc[node].previousSibling
        while let s = p, !doc[s].isElement { p = doc[s].previousSibling }
        return p
    }

    /// Plain backtracking, right to left.
    func matches(_ rule: Rule, at index: Int, _ node: MarkupNodeID, _ doc: HTMLDocument) -> Bool {
        guard matches(rule.compounds[index], node, doc) else { return false }
        if index == 0 { return true }
        let combinator = rule.combinators[index - 1]
        var p = combinator < 2 ? doc[node].parent : previousElement(node, doc)
        while let a = p, doc[a].isElement {
            if matches(rule, at: index - 1, a, doc) { return true }
            if combinator == 1 || combinator == 2 { return false }
            p = combinator == 0 ? doc[a].parent : previousElement(a, doc)
        }
        return false
    }

    @Test("random rules and documents: each element's winning rule is the one a plain matcher finds", arguments: 1...6)
    func sameAsPlainMatching(seed: Int) throws {
        var r = Random(state: UInt64(seed) &* 7919)
        func compound(_ r: inout Random) -> Compound {
            Compound(type: r.next(3) == 0 ? nil : Self.types[r.next(3)], id: r.next(6) == 0 ? "i\(r.next(8))" : nil,
                     classes: (0..<r.next(3)).map { _ in "c\(r.next(6))" }, attribute: r.next(5) == 0 ? "v\(r.next(3))" : nil)
        }
        let rules: [Rule] = (0..<300).map { _ in
            let n = 1 + r.next(4)
            return Rule(compounds: (0..<n).map { _ in compound(&r) }, combinators: (0..<max(0, n - 1)).map { _ in r.next(4) })
        }
        // Each rule gives a margin of its own, so the winner can be read back.
        let css = rules.enumerated().map { "\($1.css) { margin-left: \($0 + 1)pt }" }.joined(separator: "\n")
        var html = "<style>\(css)</style>"
        var open: [String] = []
        for _ in 0..<400 {
            if !open.isEmpty, r.next(3) == 0 {
                html += "</\(open.removeLast())>"
                continue
            }
            let type = Self.types[r.next(3)]
            let id = r.next(5) == 0 ? " id=i\(r.next(8))" : ""
            let classes = (0..<r.next(3)).map { _ in "c\(r.next(6))" }.joined(separator: " ")
            let attribute = r.next(4) == 0 ? " data-a=v\(r.next(3))" : ""
            html += "<\(type)\(id)\(attribute) class=\"\(classes)\">x"
            open.append(type)
        }
        let doc = try HTMLDocument(string: html)
        let styled = StyledDocument(document: doc)
        var checked = 0
        for node in doc.descendants(of: doc.body) where doc[node].isElement && Self.types.contains(doc[node].name) {
            var best: (spec: (Int, Int, Int), order: Int)?
            for (i, rule) in rules.enumerated() where matches(rule, at: rule.compounds.count - 1, node, doc) {
                if best == nil || !(rule.specificity < best!.spec) { best = (rule.specificity, i) }
            }
            let expected: CSSLength = best.map { .points(Double($0.order + 1)) } ?? .points(0)
            #expect(styled[node].margin.left == expected, "element \(node): \(best.map { rules[$0.order].css } ?? "no rule")")
            checked += 1
        }
        #expect(checked > 200)
    }
}
