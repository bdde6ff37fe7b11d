import FolioGraphics

/// Why an SVG drawing could not be read or drawn. Each case names what was wrong and what to do.
public enum SVGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not well-formed XML: the parser's message and where it stopped.
    case malformedXML(message: String, line: Int, column: Int)
    /// The file could not be read.
    case unreadableFile(path: String, reason: String)
    /// The document's root element is not `svg` (it is `found`).
    case notSVG(found: String)
    /// The input is larger than ``SVGParseOptions/maximumInputSize``.
    case inputTooLarge(byteCount: Int, limit: Int)
    /// Elements are nested deeper than ``SVGParseOptions/maximumDepth``.
    case tooDeep(limit: Int)
    /// The drawing has more elements than ``SVGParseOptions/maximumElementCount``.
    case tooManyElements(limit: Int)
    /// Text (with entities expanded) longer than ``SVGParseOptions/maximumTextLength``: what
    /// an entity bomb ("billion laughs") becomes.
    case textTooLong(limit: Int)
    /// `use` elements refer to each other in a circle, through the element with this `id`.
    case useCycle(id: String)
    /// `use` elements nest (through references) deeper than ``SVGParseOptions/maximumUseDepth``,
    /// or expand to more than ``SVGParseOptions/maximumUseInstances`` elements in all.
    case useTooDeep(limit: Int)
    /// An option is out of range.
    case invalidOption(name: String, value: String, accepted: String)
    /// Drawing into the context failed.
    case graphics(GraphicsError)

    /// The message, with what to do.
    public var description: String {
        switch self {
        case .malformedXML(let message, let line, let column):
            return "SVG is not well-formed XML at line \(line), column \(column): \(message). Check the file with an XML validator (xmllint --noout)."
        case .unreadableFile(let path, let reason):
            return "cannot read the SVG file \(path): \(reason)"
        case .notSVG(let found):
            return "the root element is <\(found)>, not <svg>: give an SVG drawing"
        case .inputTooLarge(let count, let limit):
            return "SVG input of \(count) bytes is over the limit of \(limit); raise SVGParseOptions.maximumInputSize if it is trusted"
        case .tooDeep(let limit):
            return "SVG elements nest deeper than \(limit) levels; raise SVGParseOptions.maximumDepth if the file is trusted"
        case .tooManyElements(let limit):
            return "SVG has more than \(limit) elements; raise SVGParseOptions.maximumElementCount if the file is trusted"
        case .textTooLong(let limit):
            return "SVG text (entities expanded) is longer than \(limit) characters, as an entity bomb is; raise SVGParseOptions.maximumTextLength if the file is trusted"
        case .useCycle(let id):
            return "SVG <use> elements refer to each other in a circle through id '\(id)': break the cycle"
        case .useTooDeep(let limit):
            return "SVG <use> references nest or expand beyond \(limit); raise SVGParseOptions.maximumUseDepth or maximumUseInstances if the file is trusted"
        case .graphics(let e):
            return "drawing the SVG failed: \(e)"
        case .invalidOption(let name, let value, let accepted):
            return "SVGParseOptions.\(name) = \(value) is out of range: \(accepted)"
        }
    }
}
