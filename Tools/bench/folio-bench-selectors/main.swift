// folio-bench-selectors: how long the cascade takes to style 10,000 elements with 10,000
// rules of one kind of selector, for each kind FolioMarkup matches (#43: under a second).
//
//     swift run -c release folio-bench-selectors [--rules N] [--elements N] [--runs N]
//
// Prints, per kind, an example rule, the best of the runs in seconds (parsing the sheet and
// computing every style, as StyledDocument does for a page), and how many elements the
// rules styled (a check that they match what they should).
import FolioCSS
import FolioMarkup
import Foundation

var ruleCount = 10_000
var elementCount = 10_000
var runs = 3
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--rules": ruleCount = Int(args.popFirst() ?? "") ?? ruleCount
    case "--elements": elementCount = Int(args.popFirst() ?? "") ?? elementCount
    case "--runs": runs = Int(args.popFirst() ?? "") ?? runs
    default:
        FileHandle.standardError.write(Data("usage: folio-bench-selectors [--rules N] [--elements N] [--runs N]\n".utf8))
        exit(64)
    }
}

// The document: sections of 100 elements (a section, its h2, its ul and 97 items), each item
// with a class and a data-k attribute of its own number.
var html = "<!doctype html><html lang=en><body>"
var number = 0
for s in 0..<max(1, elementCount / 100) {
    html += "<section class=s\(s) id=sec\(s) lang=\(s % 2 == 0 ? "en-GB" : "de")><h2>Section \(s)</h2><ul>"
    for _ in 0..<97 {
        html += "<li class=\"c\(number) item\" data-k=\"\(number)\">\(number)</li>"
        number += 1
    }
    html += "</ul></section>"
}
let document = try HTMLDocument(string: html)

/// Each kind: a name and the rule for number n.
let kinds: [(String, (Int) -> String)] = [
    ("class", { ".c\($0)" }),
    ("descendant", { "section .c\($0)" }),
    ("child", { "section > ul > .c\($0)" }),
    ("attribute =", { "[data-k=\"\($0)\"]" }),
    ("attribute = i", { "[data-k=\"\($0)\" i]" }),
    ("attribute ^=", { "li.c\($0)[data-k^=\"1\"]" }),
    ("next sibling", { ".c\($0) + .c\($0 + 1)" }),
    ("subsequent sibling", { "h2 ~ ul .c\($0)" }),
    ("nth-child", { ".c\($0):nth-child(2n+1)" }),
    ("nth-child of S", { ".c\($0):nth-child(odd of .item)" }),
    ("nth-of-type", { ".c\($0):nth-last-of-type(n+3)" }),
    ("is/not", { ":is(section, div) .c\($0):not(.x, [hidden])" }),
    ("where/has", { ":where(ul) .c\($0):has(+ li)" }),
    ("lang", { ".c\($0):lang(en)" }),
    ("unindexed: li:nth-child(N)", { "li:nth-child(\($0))" }),
]

print("Styling \(document.nodes.filter(\.isElement).count) elements with \(ruleCount) rules of each kind, best of \(runs) runs")
print("| kind | rule | seconds | elements styled |")
print("|---|---|---:|---:|")
for (name, rule) in kinds {
    let css = (0..<ruleCount).map { "\(rule($0)) { margin-left: 1pt }" }.joined(separator: "\n")
    var best = Double.infinity
    var styledCount = 0
    for _ in 0..<max(1, runs) {
        let start = Date()
        let styled = StyledDocument(document: document, additionalStylesheets: [Stylesheet(parsing: css)])
        best = min(best, Date().timeIntervalSince(start))
        styledCount = document.nodes.indices.filter { document.nodes[$0].isElement && styled[MarkupNodeID($0)].margin.left == .points(1) }.count
    }
    print(String(format: "| %@ | `%@` | %.3f | %d |", name, rule(7), best, styledCount))
}
