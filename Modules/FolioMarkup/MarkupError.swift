/// What went wrong when reading an HTML document.
///
/// Parsing itself never fails: HTML and CSS are read tolerantly, as browsers read them.
/// These errors are about limits and options, and each ``description`` is a complete
/// sentence that says what was wrong and what to do.
public enum MarkupError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The input is larger than ``HTMLParseOptions/maximumInputSize``.
    case inputTooLarge(byteCount: Int, limit: Int)

    /// An option is outside the range it accepts, for example a maximum depth below 1.
    case invalidOption(name: String, value: Int, accepted: String)

    /// A message that names the problem and the way out.
    public var description: String {
        switch self {
        case .inputTooLarge(let byteCount, let limit):
            return "the HTML input is \(byteCount) bytes, more than the limit of \(limit) bytes; "
                + "split the document, or raise HTMLParseOptions.maximumInputSize if the input is trusted."
        case .invalidOption(let name, let value, let accepted):
            return "the parse option \(name) is \(value), but it must be \(accepted); "
                + "pass a value in that range or leave the default."
        }
    }
}
