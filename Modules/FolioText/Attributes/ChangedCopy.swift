/// A value that makes changed copies of itself: `style.with { $0.alignment = .center }`.
///
/// The styles (``ParagraphStyle``, and the layout's block and document styles) adopt it, so
/// that a style can be built in one expression.
public protocol ChangedCopy {}

extension ChangedCopy {
    /// A copy with `change` applied.
    public func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
