/// Line diffs: the edit script between two lists of lines, and a unified diff of two texts.
public enum TextDiff {
    /// One step of an edit script.
    public enum Edit: Equatable, Sendable {
        /// A line both sides have (index in expected, index in actual).
        case same(Int, Int)
        /// A line only the expected side has.
        case removed(Int)
        /// A line only the actual side has.
        case added(Int)
    }

    /// The shortest edit script turning `expected` into `actual` (longest common subsequence).
    /// Common leading and trailing lines are matched first; a middle part too large to compare
    /// line by line (over four million cells) is reported as wholly removed and added.
    public static func edits(_ expected: [String], _ actual: [String]) -> [Edit] {
        var head = 0
        while head < expected.count, head < actual.count, expected[head] == actual[head] { head += 1 }
        var tail = 0
        while tail < expected.count - head, tail < actual.count - head,
              expected[expected.count - 1 - tail] == actual[actual.count - 1 - tail] { tail += 1 }
        let a = Array(expected[head..<(expected.count - tail)]), b = Array(actual[head..<(actual.count - tail)])
        var script = (0..<head).map { Edit.same($0, $0) }
        if a.count * b.count > 4_000_000 {
            script += a.indices.map { .removed(head + $0) } + b.indices.map { .added(head + $0) }
        } else {
            // lengths[i][j]: the LCS length of a[i...] and b[j...].
            let w = b.count + 1
            var lengths = [Int](repeating: 0, count: (a.count + 1) * w)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    lengths[i * w + j] = a[i] == b[j] ? lengths[(i + 1) * w + j + 1] + 1
                        : max(lengths[(i + 1) * w + j], lengths[i * w + j + 1])
                }
            }
            var i = 0, j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    script.append(.same(head + i, head + j)); i += 1; j += 1
                } else if i < a.count, j == b.count || lengths[(i + 1) * w + j] >= lengths[i * w + j + 1] {
                    script.append(.removed(head + i)); i += 1  // removals first, as diff -u prints them
                } else {
                    script.append(.added(head + j)); j += 1
                }
            }
        }
        script += (0..<tail).map { .same(expected.count - tail + $0, actual.count - tail + $0) }
        return script
    }

    /// A unified diff (`---`/`+++` headers, `@@` hunks, `context` lines around each change) of
    /// two texts split into lines; empty when they are equal.
    public static func unified(expected: String, actual: String, expectedLabel: String = "expected",
                               actualLabel: String = "actual", context: Int = 3) -> String {
        guard expected != actual else { return "" }
        let a = lines(expected), b = lines(actual)
        let script = edits(a, b)
        let changed = script.indices.filter { if case .same = script[$0] { return false } else { return true } }
        guard !changed.isEmpty else {
            // Only a final newline differs.
            return "--- \(expectedLabel)\n+++ \(actualLabel)\n@@ the texts differ only in their final line ending @@\n"
        }
        // Group changes whose context windows touch into hunks.
        var hunks: [ClosedRange<Int>] = []
        for k in changed {
            let window = max(0, k - context)...min(script.count - 1, k + context)
            if let last = hunks.last, window.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...window.upperBound
            } else {
                hunks.append(window)
            }
        }
        var out = "--- \(expectedLabel)\n+++ \(actualLabel)\n"
        for hunk in hunks {
            // Lines of each side consumed before the hunk: where it starts, 0-based.
            var startA = 0, startB = 0
            for edit in script[..<hunk.lowerBound] {
                switch edit {
                case .same: startA += 1; startB += 1
                case .removed: startA += 1
                case .added: startB += 1
                }
            }
            var body = "", countA = 0, countB = 0
            for edit in script[hunk] {
                switch edit {
                case .same(let i, _): body += " \(a[i])\n"; countA += 1; countB += 1
                case .removed(let i): body += "-\(a[i])\n"; countA += 1
                case .added(let j): body += "+\(b[j])\n"; countB += 1
                }
            }
            // An empty side is numbered by the line before it, as diff -u does.
            out += "@@ -\(countA == 0 ? startA : startA + 1),\(countA) +\(countB == 0 ? startB : startB + 1),\(countB) @@\n" + body
        }
        return out
    }

    /// The lines of a text, without their line ends; a final line end does not start a line.
    static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }
}
