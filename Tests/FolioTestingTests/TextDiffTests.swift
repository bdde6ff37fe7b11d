import FolioTesting
import Testing

@Suite("Text diffs")
struct TextDiffTests {
    @Test("equal texts have no diff")
    func equal() {
        #expect(TextDiff.unified(expected: "a\nb\n", actual: "a\nb\n").isEmpty)
    }

    @Test("a changed line gives a unified diff with context and line numbers")
    func changedLine() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "line 6", with: "line six")
        let diff = TextDiff.unified(expected: expected, actual: actual, expectedLabel: "page-1.txt", actualLabel: "page 1")
        #expect(diff == """
            --- page-1.txt
            +++ page 1
            @@ -3,7 +3,7 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
             line 9

            """)
    }

    @Test("insertions and deletions far apart make separate hunks")
    func hunks() {
        let expected = (1...20).map(String.init).joined(separator: "\n")
        var lines = (1...20).map(String.init)
        lines.remove(at: 1)
        lines.insert("new", at: 17)
        let diff = TextDiff.unified(expected: expected, actual: lines.joined(separator: "\n"), context: 1)
        #expect(diff.components(separatedBy: "@@ ").count - 1 == 2)
        #expect(diff.contains("@@ -1,3 +1,2 @@\n 1\n-2\n 3\n"))
        #expect(diff.contains("+new\n"))
    }

    @Test("a text added to an empty page is all additions")
    func fromEmpty() {
        #expect(TextDiff.unified(expected: "", actual: "Hello\n") == "--- expected\n+++ actual\n@@ -0,0 +1,1 @@\n+Hello\n")
        #expect(TextDiff.edits(["a", "b", "c"], ["a", "c"]) == [.same(0, 0), .removed(1), .same(2, 1)])
    }
}
