import Foundation

/// "folio: report.txt: page 120 of 532" on standard error, rewritten in place, when standard
/// error is a terminal and the job is long enough to be worth it.
final class Progress {
    private let enabled: Bool
    private let name: String
    private var shown = false
    private var last = Date.distantPast

    init(enabled: Bool, name: String) {
        self.enabled = enabled && isatty(STDERR_FILENO) == 1
        self.name = name
    }

    func report(_ done: Int, _ total: Int) {
        guard enabled, total >= 20 else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(last) > 0.1 else { return }
        last = now
        shown = true
        FileHandle.standardError.write(Data("\rfolio: \(name): page \(done) of \(total)".utf8))
    }

    func finish() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        shown = false
    }
}
