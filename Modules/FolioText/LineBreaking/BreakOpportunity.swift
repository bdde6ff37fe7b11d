/// A position where a line may, or must, start, as found by `LineBreaker`.
///
/// Offsets count UTF-16 code units from the start of the text, as `NSRange` and Core Text do.
/// A line that ends at a break opportunity includes everything before `offset`; trailing
/// spaces stay on the line they follow (the framesetter hangs them).
package struct BreakOpportunity: Sendable, Hashable {
    /// Whether a break is required or merely permitted.
    package enum Action: Sendable, Hashable {
        /// A hard line break: after BK, LF, a CR not followed by LF, NL (U+0085), LINE SEPARATOR,
        /// PARAGRAPH SEPARATOR, and at the end of the text (UAX #14 LB3–LB5).
        case mandatory
        /// A line may start here if the line before it does not fit otherwise.
        case allowed
    }

    /// UTF-16 offset at which the next line may start; always greater than zero.
    package var offset: Int
    /// `true` for a hard line break that the layout must honour.
    package var isMandatory: Bool

    /// Creates a break opportunity at a UTF-16 offset.
    package init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }

    /// Creates a break opportunity at a UTF-16 offset with the given action.
    package init(offset: Int, action: Action) {
        self.init(offset: offset, isMandatory: action == .mandatory)
    }

    /// `.mandatory` or `.allowed`, the same information as `isMandatory`.
    package var action: Action {
        get { isMandatory ? .mandatory : .allowed }
        set { isMandatory = newValue == .mandatory }
    }
}

extension BreakOpportunity: CustomStringConvertible {
    /// `"÷12"` for an allowed break at offset 12, `"!12"` for a mandatory one (the notation of
    /// UAX #14).
    package var description: String { (isMandatory ? "!" : "÷") + String(offset) }
}
