/// What can go wrong finding or loading a font. Each case names the file or family and says
/// what would work.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not a font FreeType can read (truncated, damaged or another format).
    case corrupt(path: String, reason: String)
    /// A collection (`.ttc`, `.otc`) has no face at the index asked for.
    case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
    /// fontconfig found no font at all for a query (no fonts installed or configured).
    case noFontFound(query: String)

    /// A message for people.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read the font file \(path): \(reason). Check the path and its permissions."
        case .corrupt(let path, let reason):
            return "the font file \(path) is damaged or not a font (\(reason)); use a TrueType (.ttf), OpenType (.otf) or collection (.ttc) file."
        case .faceIndexOutOfRange(let path, let index, let count):
            return "the font file \(path) has \(count) face(s), numbered 0 to \(count - 1); there is no face \(index)."
        case .noFontFound(let query):
            return "no font matches \(query): fontconfig knows no fonts. Install a font package or add a font directory."
        }
    }
}
