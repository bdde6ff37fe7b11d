/// Why a print job failed, as `UIPrintError`: each case says what was wrong and what to do.
public enum PrintError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Printing cannot happen here (kept for UIKit parity; Folio can always write a PDF).
    case notAvailable
    /// The job has nothing to print: no content, or content of zero pages.
    case noContent(String)
    /// An image could not be decoded.
    case unknownImageFormat(String)
    /// Drawing or writing the PDF failed.
    case jobFailed(String)

    /// A message for people.
    public var description: String {
        switch self {
        case .notAvailable: return "printing is not available"
        case .noContent(let why): return "nothing to print: \(why)"
        case .unknownImageFormat(let why): return "the image cannot be printed: \(why)"
        case .jobFailed(let why): return "the print job failed: \(why)"
        }
    }
}
