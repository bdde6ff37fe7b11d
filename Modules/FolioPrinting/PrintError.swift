import FolioGraphics
import FolioPDF

/// Why a print job failed, as `UIPrintError`: each case says what was wrong and what to do.
public enum PrintError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Printing cannot happen here (kept for UIKit parity; Folio can always write a PDF).
    case notAvailable
    /// The job has nothing to print: no content, or content of zero pages.
    case noContent(String)
    /// An image could not be decoded.
    case unknownImageFormat(String)
    /// Drawing or laying out the job failed.
    case jobFailed(String)
    /// The PDF writer failed: the output could not be created (``PDFError/cannotCreateOutput(path:reason:)``)
    /// or written (``PDFError/writeFailed(path:reason:)``, a full disk), or a font could not be
    /// embedded (``PDFError/unusableFont(path:reason:)``). Nothing was left at the output path.
    case pdf(PDFError)

    /// A drawing error as a print error: the PDF writer's own errors stay ``pdf(_:)``, so that a
    /// caller can tell a full disk from a bad drawing call; the others become ``jobFailed(_:)``.
    ///
    /// A custom renderer's or formatter's drawing code can use it:
    /// `do { try context.fill(rect) } catch { throw PrintError(error) }`.
    public init(_ error: GraphicsError) {
        if case .pdf(let e) = error { self = .pdf(e) } else { self = .jobFailed(error.description) }
    }

    /// A message for people.
    public var description: String {
        switch self {
        case .notAvailable: return "printing is not available"
        case .noContent(let why): return "nothing to print: \(why)"
        case .unknownImageFormat(let why): return "the image cannot be printed: \(why)"
        case .jobFailed(let why): return "the print job failed: \(why)"
        case .pdf(let e): return "the print job failed: \(e)"
        }
    }
}
