import FolioGeometry
import FolioGraphics
import FolioText

/// An image or a vector drawing in the flow, scaled to fit the measure (and the page),
/// keeping its aspect ratio, with an optional caption under it.
public struct Figure: BlockContent, Sendable {
    /// The image; `nil` when it could not be loaded (or the figure shows a ``drawing``), in
    /// which case the alternative text is set.
    public var image: Image?
    /// The vector drawing shown instead of an image (an SVG drawing, say), if any.
    public var drawing: FigureDrawing?
    /// Text standing for the image (kept for tagging; shown when the image is missing).
    public var alternativeText: String
    /// The caption, set under the image.
    public var caption: AttributedText?
    /// The width in points; `nil`: the image's natural size, no wider than the measure.
    public var width: Double?
    /// The height in points; `nil`: from the width and the aspect ratio.
    public var height: Double?
    /// Spacing, alignment (left, centre, right) and break rules.
    public var style: BlockStyle
    /// The file ``init(contentsOfFile:alternativeText:caption:width:height:style:)`` could
    /// not read, and why: laying the figure out warns of it
    /// (``Diagnostic/Kind/imageMissing``).
    var unreadable: (path: String, reason: String)?

    /// A figure of an image.
    public init(_ image: Image?, alternativeText: String = "", caption: AttributedText? = nil,
                width: Double? = nil, height: Double? = nil, style: BlockStyle = BlockStyle()) {
        self.image = image
        self.alternativeText = alternativeText
        self.caption = caption
        self.width = width
        self.height = height
        self.style = style
    }

    /// A figure of a PNG, JPEG, GIF or WebP file; an image that cannot be read becomes its alternative text
    /// (or the file name), so a missing chart never stops a report, and the write says so: its
    /// ``Diagnostics`` hold an ``Diagnostic/Kind/imageMissing`` warning naming `path`.
    public init(contentsOfFile path: String, alternativeText: String? = nil, caption: AttributedText? = nil,
                width: Double? = nil, height: Double? = nil, style: BlockStyle = BlockStyle()) {
        let image: Image?
        var unreadable: (path: String, reason: String)?
        do { image = try Image(contentsOfFile: path) } catch {
            image = nil
            let why: String = if case .invalidArgument(_, let reason) = error { reason } else { error.description }
            let prefix = "cannot read \(path): "
            unreadable = (path, why.hasPrefix(prefix) ? String(why.dropFirst(prefix.count)) : why)
        }
        self.init(image, alternativeText: alternativeText ?? "[\(path.split(separator: "/").last.map(String.init) ?? path)]",
                  caption: caption, width: width, height: height, style: style)
        self.unreadable = unreadable
    }

    /// The block.
    public var blocks: [Block] { [.figure(self)] }

    /// The size drawn for a measure `available` wide: the given size, else the natural one,
    /// narrowed to the measure keeping the aspect ratio.
    func size(fitting available: Double) -> Size {
        guard let natural = image?.size ?? drawing?.size else { return .zero }
        guard natural.width > 0, natural.height > 0 else { return .zero }
        var w = width ?? (height.map { $0 * natural.width / natural.height } ?? natural.width)
        var h = height ?? w * natural.height / natural.width
        if w > available { h *= available / w; w = available }
        return Size(width: w, height: h)
    }
}
