import Foundation

/// A progress line on standard error, rewritten in place: pages done, the rate, the time left.
/// Shown when asked (`always`), or (`auto`) when standard error is a terminal and the job has
/// at least 20 pages.
final class Progress: @unchecked Sendable {
    /// When the line shows: `auto` (on a terminal, for a long job), `always` or `never`.
    enum Mode: String, CaseIterable { case auto, always, never }

    private let enabled: Bool
    /// Whether standard error is a terminal, asked once (not once a page).
    private let terminal = isatty(STDERR_FILENO) == 1
    private let name: String
    private var shown = false
    private let start = Date()
    private var last = Date.distantPast
    private let lock = NSLock()

    init(mode: Mode, name: String) {
        enabled = switch mode {
        case .always: true
        case .never: false
        case .auto: terminal
        }
        self.name = name
    }

    /// Reports `done` pages of `total`, or of an unknown number when `total` is 0 (a job
    /// that lays pages out as it draws them learns the count only at the end).
    func report(_ done: Int, _ total: Int) {
        guard enabled, !terminal || (total > 0 ? total >= 20 : done >= 20) else { return }
        lock.lock(); defer { lock.unlock() }
        let now = Date()
        let interval = terminal ? 0.1 : 1.0
        guard done == total || now.timeIntervalSince(last) > interval else { return }
        last = now
        shown = true
        let elapsed = now.timeIntervalSince(start)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let line: String
        if total > 0 {
            let left = rate > 0 ? Double(total - done) / rate : 0
            let width = 24
            let filled = width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            line = String(format: "folio: %@ %@ %d/%d pages, %.0f pages/s, %.0f s left", name, bar, done, total, rate, left)
        } else {
            line = String(format: "folio: %@ %d pages, %.0f pages/s", name, done, rate)
        }
        StandardStreams.writeError(((terminal ? "\r" : "") + line + (terminal ? "" : "\n")))
    }

    func finish() {
        lock.lock(); defer { lock.unlock() }
        if shown && terminal { StandardStreams.writeError("\r\u{1B}[K") }
        shown = false
    }
}

