import Folio
import Foundation

extension CLIError {
    /// A print job's failure as the command reports it, its exit status chosen by the error's
    /// case: the output cannot be created (73) or written (74), a font that cannot be embedded
    /// or a document with no content is bad data (65), page ranges that select no page are a
    /// usage error (64), a font that cannot be loaded has a font's status (``ExitStatus/init(_:)``), anything
    /// else is folio's own failure (70).
    /// - Parameter name: the input, as messages name it.
    init(_ error: PrintError, input name: String) {
        switch error {
        case .pdf(.cannotCreateOutput):
            self.init(.cantCreate, "\(error)")
        case .pdf(.writeFailed(_, let reason)), .pdf(.writeFailedInPlace(_, let reason)):
            // A full disk or a file-size limit: the output was removed (or, written in place to
            // a device or a pipe, stopped there).
            self.init(.ioErr, "\(error)" + Self.fileSizeLimitAdvice(reason))
        case .pdf(.nonConforming), .notAccessible:
            // Content that the standard asked for (--pdf-a) forbids: bad data for that standard.
            self.init(.dataErr, "\(name): \(error)")
        case .pdf(.unusableFont):
            // A damaged font file is bad input, not a fault of folio's.
            self.init(.dataErr, "\(name): \(error)")
        case .pageRangesSelectNothing(let ranges, let count):
            self.init(.usage, "--pages: the page range \(ranges) selects none of the document's \(count) page\(count == 1 ? "" : "s")")
        case .font(let font), .layout(.text(.noFont(_, let font))):
            // A font that cannot be loaded after all (the header's, or one the text falls back
            // to): the status of a font named by --font.
            self.init(ExitStatus(font), "\(name): \(error)")
        case .noContent:
            // The renderer always has a formatter here: no pages means no content.
            self.init(.dataErr, "\(name): nothing to print: the document has no content (an empty body)")
        default:
            self.init(.software, "\(name): \(error)")
        }
    }

    /// " The file-size limit (ulimit -f) is …" when a write failed with `EFBIG` under a limit.
    private static func fileSizeLimitAdvice(_ reason: String) -> String {
        var limit = rlimit()
        guard reason == String(cString: strerror(EFBIG)), getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0,
              limit.rlim_cur != rlim_t.max else { return "" }
        return " The file-size limit (ulimit -f) is \(ByteSize.describe(Int(limit.rlim_cur))); raise it or write elsewhere."
    }
}
