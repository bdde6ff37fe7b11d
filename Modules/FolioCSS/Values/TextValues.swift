/// `text-transform`: the case the text of an element is shown in.
public enum TextTransform: String, Hashable, Sendable {
    /// As written; the initial value.
    case none
    /// Every letter in capitals.
    case uppercase
    /// Every letter in small letters.
    case lowercase
    /// The first letter of each word in capitals, the others as written.
    case capitalize
}

/// The rarely set text properties of a ``ComputedStyle`` (`letter-spacing`, `word-spacing`, `text-transform`),
/// kept together so that a style without them holds no more than a `nil`.
struct TextValues: Hashable, Sendable {
    /// `letter-spacing` in points; 0 for `normal`.
    var letterSpacing = 0.0
    /// `word-spacing` in points; 0 for `normal`.
    var wordSpacing = 0.0
    var textTransform = TextTransform.none
}
