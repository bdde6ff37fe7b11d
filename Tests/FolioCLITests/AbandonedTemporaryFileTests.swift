import FolioTesting
import Foundation
import Testing

/// Temporary files that a folio stopped by `kill -9` left beside its output are removed by the
/// next run into that folder; a live writer's (locked) and other programs' files are not.
@Suite("folio: temporary files left by kill -9")
struct AbandonedTemporaryFileTests {
    private static func shell(_ script: String, in dir: URL) throws -> PDFTools.Run {
        try Data("A few words to typeset.\n".utf8).write(to: dir.appendingPathComponent("in.txt"))
        return try PDFTools.run("/bin/sh", ["-c", "cd '\(dir.path)' || exit 99\n" + script, FolioCommandTests.binary])
    }

    @Test("a folio killed mid-document leaves its temporary file; the next run into the folder removes it")
    func killedThenSwept() throws {
        let dir = PDFTools.temporaryDirectory()
        let lines = (1...30_000).map { "Line \($0) of a document long enough to be stopped half way through." }
        try Data(lines.joined(separator: "\n").utf8).write(to: dir.appendingPathComponent("long.txt"))
        let r = try Self.shell(#"""
            "$0" long.txt -o long.pdf & pid=$!
            i=0; while ! ls -a | grep -q '^\.long\.pdf\.folio-' && [ $i -lt 1000 ]; do sleep 0.01; i=$((i+1)); done
            kill -9 $pid; wait $pid
            echo "left: $(ls -a | grep -c '^\.long\.pdf\.folio-')"
            "$0" in.txt -o other.pdf --verbose && echo "after: $(ls -a | grep -c 'folio-')"
            """#, in: dir)
        #expect(r.stdout.contains("left: 1\n"), "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("after: 0\n"), "\(r.stdout) \(r.stderr)")
        #expect(r.stderr.contains("removed") && r.stderr.contains(".long.pdf.folio-"), "\(r.stderr)")
    }

    @Test("a locked temporary file (a live writer's) and files without folio's mark are kept")
    func liveAndForeignKept() throws {
        let dir = PDFTools.temporaryDirectory()
        // flock(1) holds a flock(2) lock, as a writing folio does, while `sleep` runs; the script
        // goes on once `flock -n` finds the lock taken (no fixed wait).
        let r = try Self.shell(#"""
            echo stale > .a.pdf.folio-Abc123 && echo live > .b.pdf.folio-Xyz789 &&
            echo rsync > .c.pdf.Q1w2E3 && echo near > .d.pdf.folio-short &&
            { flock .b.pdf.folio-Xyz789 sh -c 'echo $$ > holder; exec sleep 30' >/dev/null 2>&1 & } &&
            until [ -s holder ] && ! flock -n .b.pdf.folio-Xyz789 true; do sleep 0.01; done &&
            "$0" in.txt -o out.pdf && ls -a | grep '^\.' | sort | tr '\n' ' '
            kill "$(cat holder)"; wait
            """#, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == ". .. .b.pdf.folio-Xyz789 .c.pdf.Q1w2E3 .d.pdf.folio-short ", "\(r.stdout)")
    }
}
