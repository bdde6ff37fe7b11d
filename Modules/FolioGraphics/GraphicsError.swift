import FolioPDF

/// What can go wrong while drawing. Each case's description says what was wrong and what to do.
public enum GraphicsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A drawing call came before `beginPage()` (or after the document ended).
    case noOpenPage(operation: String)
    /// The document has ended; the context cannot be used any more.
    case documentEnded
    /// A value was NaN or infinite.
    case nonFiniteValue(operation: String)
    /// A value was out of its allowed range (for example a negative line width).
    case invalidArgument(operation: String, reason: String)
    /// `restoreGState()` without a matching `saveGState()`.
    case unbalancedRestore
    /// `endTransparencyLayer()` without a matching begin.
    case unbalancedLayer
    /// A path could not be used; the reason says which call made it invalid.
    case invalidPath(String)
    /// The operation has no PDF equivalent (a Porter-Duff blend mode, a blurred shadow).
    case unsupportedInPDF(String)
    /// A gradient's component count does not match its colour space and stops.
    case gradientComponentMismatch(expected: Int, got: Int)
    /// An image could not be decoded.
    case image(ImageError)
    /// The PDF writer failed (output cannot be created or written).
    case pdf(PDFError)

    /// A message for people.
    public var description: String {
        switch self {
        case .noOpenPage(let op):
            return "\(op) needs an open page: call beginPage() first (drawing happens only on a page)."
        case .documentEnded:
            return "the PDF document has already ended; create a new renderer to draw more."
        case .nonFiniteValue(let op):
            return "\(op) was given NaN or an infinite number; coordinates and sizes must be finite."
        case .invalidArgument(let op, let reason):
            return "\(op): \(reason)"
        case .unbalancedRestore:
            return "restoreGState() was called without a matching saveGState(); each restore needs an earlier save."
        case .unbalancedLayer:
            return "endTransparencyLayer() was called without a matching beginTransparencyLayer()."
        case .invalidPath(let reason):
            return "the path cannot be drawn: \(reason)."
        case .unsupportedInPDF(let what):
            return "\(what) has no equivalent in PDF and is not supported."
        case .gradientComponentMismatch(let expected, let got):
            return "the gradient needs \(expected) component values (colour components plus alpha, per stop) but was given \(got)."
        case .image(let e):
            return "image: \(e)"
        case .pdf(let e):
            return e.description
        }
    }
}
