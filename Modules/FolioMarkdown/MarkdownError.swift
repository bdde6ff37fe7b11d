/// Why a Markdown document could not be read. (Markdown itself never fails to parse: every
/// text is a document.)
public enum MarkdownError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not UTF-8: the first bad byte's offset.
    case invalidUTF8(byteOffset: Int)
    /// The input is larger than ``MarkdownOptions/maximumInputSize``.
    case inputTooLarge(byteCount: Int, limit: Int)
    /// The file could not be read.
    case unreadableFile(path: String, reason: String)

    /// What was wrong and what to do.
    public var description: String {
        switch self {
        case .invalidUTF8(let offset):
            "the Markdown is not UTF-8 (an invalid byte at offset \(offset)): convert it first, e.g. with iconv -f latin1 -t utf-8"
        case .inputTooLarge(let count, let limit):
            "the Markdown is \(count) bytes, more than the limit of \(limit): raise MarkdownOptions.maximumInputSize or split the file"
        case .unreadableFile(let path, let reason):
            "cannot read \(path): \(reason)"
        }
    }
}
