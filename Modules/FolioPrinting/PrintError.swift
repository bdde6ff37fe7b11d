import FolioGraphics
import FolioLayout
import FolioPDF
import FolioText

/// Why a print job failed, as `UIPrintError`: each case says what was wrong and what to do.
///
/// An error from a lower layer keeps its shape: a layout error is ``layout(_:)`` carrying the
/// ``LayoutError`` (which carries the text's ``FramesetterError``), a drawing error
/// ``graphics(_:)``, a PDF writer's ``pdf(_:)``, so that a caller matches the case it cares
/// about instead of reading the message.
public enum PrintError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Printing cannot happen here (kept for UIKit parity; Folio can always write a PDF).
    case notAvailable
    /// The job has nothing to print: no content, or content of zero pages.
    case noContent(String)
    /// The job's page ranges (``PrintInfo/pageRanges``) select none of its `pageCount` pages.
    case pageRangesSelectNothing(PageRanges, pageCount: Int)
    /// An image could not be decoded.
    case unknownImageFormat(String)
    /// The job could not be printed for a reason of its own (a page geometry that cannot be
    /// laid out); the message says which.
    case jobFailed(String)
    /// Laying the content out failed: a style that cannot be laid out, text that cannot be set.
    case layout(LayoutError)
    /// A drawing call failed (other than the PDF writer's own failures, which are ``pdf(_:)``).
    case graphics(GraphicsError)
    /// A font the job needs (a header's or footer's) cannot be found or loaded.
    case font(FontError)
    /// The PDF writer failed: the output could not be created (``PDFError/cannotCreateOutput(path:reason:)``)
    /// or written (``PDFError/writeFailed(path:reason:)``, a full disk), or a font could not be
    /// embedded (``PDFError/unusableFont(path:reason:)``). Nothing was left at the output path.
    case pdf(PDFError)
    /// A page renderer's or formatter's drawing hook threw an error of its own type (not one
    /// of Folio's); the error is kept as thrown.
    case hookFailed(any Error)
    /// The job claims PDF/UA-1 (``PrintInfo/conformance``) and its content breaks rules of it
    /// a producer can check: each problem names the rule and the element (a figure without
    /// alternative text, a skipped heading level, a missing title). Nothing was written; with
    /// ``PrintInfo/AccessibilityProblemHandling/warn`` the PDF is written and the problems are warnings.
    case notAccessible([AccessibilityProblem])

    /// A drawing error as a print error: the PDF writer's own errors stay ``pdf(_:)``, so that a
    /// caller can tell a full disk from a bad drawing call; the others are ``graphics(_:)``.
    public init(_ error: GraphicsError) {
        if case .pdf(let e) = error { self = .pdf(e) } else { self = .graphics(error) }
    }

    /// Whatever a drawing hook threw, as a print error: Folio's own errors keep their case
    /// (a ``GraphicsError`` as `init(_: GraphicsError)` says, a ``LayoutError`` as
    /// ``layout(_:)``, a ``FontError`` as ``font(_:)``, a ``PDFError`` as ``pdf(_:)``); any other
    /// error is ``hookFailed(_:)``.
    public init(_ error: any Error) {
        switch error {
        case let e as PrintError: self = e
        case let e as GraphicsError: self.init(e)
        case let e as LayoutError: self = .layout(e)
        case let e as FontError: self = .font(e)
        case let e as PDFError: self = .pdf(e)
        default: self = .hookFailed(error)
        }
    }

    /// A message for people.
    public var description: String {
        switch self {
        case .notAvailable: return "printing is not available"
        case .noContent(let why): return "nothing to print: \(why)"
        case .pageRangesSelectNothing(let ranges, let count):
            return "nothing to print: the page range \(ranges) selects none of the document's \(count) page\(count == 1 ? "" : "s")"
        case .unknownImageFormat(let why): return "the image cannot be printed: \(why)"
        case .jobFailed(let why): return "the print job failed: \(why)"
        case .layout(let e): return "the print job failed: \(e)"
        case .graphics(let e): return "the print job failed: \(e)"
        case .font(let e): return "the print job failed: \(e)"
        case .pdf(let e): return "the print job failed: \(e)"
        case .hookFailed(let e): return "the print job failed: \(e)"
        case .notAccessible(let problems):
            return "the PDF would not be PDF/UA-1: " + problems.map(\.description).joined(separator: "; ")
                + " (fix these, or write it with warnings instead: PrintInfo.accessibilityProblems = .warn, folio --pdf-ua=warn)"
        }
    }

    /// Equal when the cases are and so are their values; two ``hookFailed(_:)`` errors are
    /// equal when they are of one type and read the same.
    public static func == (a: PrintError, b: PrintError) -> Bool {
        switch (a, b) {
        case (.notAvailable, .notAvailable): true
        case let (.noContent(x), .noContent(y)), let (.unknownImageFormat(x), .unknownImageFormat(y)), let (.jobFailed(x), .jobFailed(y)): x == y
        case let (.pageRangesSelectNothing(r, n), .pageRangesSelectNothing(s, m)): r == s && n == m
        case let (.layout(x), .layout(y)): x == y
        case let (.graphics(x), .graphics(y)): x == y
        case let (.font(x), .font(y)): x == y
        case let (.pdf(x), .pdf(y)): x == y
        case let (.hookFailed(x), .hookFailed(y)): type(of: x) == type(of: y) && "\(x)" == "\(y)"
        case let (.notAccessible(x), .notAccessible(y)): x == y
        default: false
        }
    }
}
