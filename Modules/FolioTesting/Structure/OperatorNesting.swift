/// Whether a content stream's paired operators nest as PDF requires: `q`/`Q` (graphics
/// state), `BT`/`ET` (text objects) and `BDC`/`BMC`/`EMC` (marked content, tagged PDF's
/// sequences) each close the latest one opened, and none is left open.
///
/// Strings (`(…)` with escapes and nesting, `<…>` hex) and comments are skipped, so a `Q` in
/// text is not taken for an operator.
public enum OperatorNesting {
    /// `nil` when every pair nests; else what first goes wrong, such as
    /// `"EMC at operator 12 closes q"` (operators and operands counted alike, strings not).
    public static func problem(in content: String) -> String? {
        var lexer = ContentLexer(Array(content.utf8))
        var stack: [String] = []
        while let op = lexer.next() {
            switch op.name {
            case "q", "BT", "BDC", "BMC":
                stack.append(op.name)
            case "Q", "ET", "EMC":
                let opener = op.name == "Q" ? ["q"] : op.name == "ET" ? ["BT"] : ["BDC", "BMC"]
                guard let last = stack.popLast() else { return "\(op.name) at operator \(op.tokenIndex) closes nothing" }
                guard opener.contains(last) else { return "\(op.name) at operator \(op.tokenIndex) closes \(last)" }
            default:
                break
            }
        }
        return stack.isEmpty ? nil : "left open at the end: \(stack.joined(separator: " "))"
    }
}
