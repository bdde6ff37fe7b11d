import FolioGeometry

/// A sheet of paper: a name, a size in points and the margins a printer cannot mark.
///
/// Sizes are in points (72 per inch); ISO sizes are defined in millimetres and converted
/// exactly, so ``a4`` is 595.2756 × 841.8898 pt. Catalog papers are listed upright
/// (portrait) except ``ledger``, which is 17 × 11 in by definition.
///
/// ```swift
/// let sheet = Paper.a4.landscape.withMargins(EdgeInsets(all: 18))
/// sheet.size            // 841.89 × 595.28
/// sheet.printableRect   // (18, 18, 805.89, 559.28)
/// ```
public struct Paper: Hashable, Sendable, CustomStringConvertible {
    /// The paper's name, such as `A4`, `Letter` or `JIS B5`; for a size read from text,
    /// the size as written, such as `210x297mm`.
    public let name: String
    /// The width and height in points, in the orientation the sheet is held.
    public let size: Size
    /// The distances from each edge that a printer cannot mark, in points, relative to the
    /// sheet as it is held (`top` is the top edge in the current orientation). Zero by default.
    public let margins: EdgeInsets

    /// The largest side a paper may have: 200 in, 14,400 pt.
    public static let maximumSide: Double = 14_400

    /// Creates a paper from its name and size in points.
    ///
    /// - Parameters:
    ///   - name: The paper's name.
    ///   - size: The width and height in points.
    ///   - margins: The unprintable margins in points; zero when not given.
    public init(name: String, size: Size, margins: EdgeInsets = .zero) {
        self.name = name
        self.size = size
        self.margins = margins
    }

    /// Creates a paper from its name and dimensions in any unit.
    ///
    /// ```swift
    /// let a4 = Paper(name: "A4", width: .millimeters(210), height: .millimeters(297))
    /// ```
    public init(name: String, width: Length, height: Length, margins: EdgeInsets = .zero) {
        self.init(name: name, size: Size(width: width.points, height: height.points), margins: margins)
    }

    /// The width in points.
    public var width: Double { size.width }
    /// The height in points.
    public var height: Double { size.height }
    /// The area in square points.
    public var area: Double { size.width * size.height }

    /// The whole sheet, from the origin, in points.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The area a printer can mark: ``bounds`` inset by ``margins``.
    /// It is `Rect.null` when the margins together are larger than the sheet.
    public var printableRect: Rect { bounds.inset(by: margins) }

    /// The same paper with the given unprintable margins, in points, relative to the sheet
    /// as it is held.
    public func withMargins(_ margins: EdgeInsets) -> Paper {
        Paper(name: name, size: size, margins: margins)
    }

    /// The same paper under another name.
    public func named(_ name: String) -> Paper {
        Paper(name: name, size: size, margins: margins)
    }

    /// Whether the sheet is wider than it is tall. A square sheet is not landscape.
    public var isLandscape: Bool { size.width > size.height }

    /// The orientation the sheet is held in: ``Orientation/landscape`` when it is wider
    /// than tall, otherwise ``Orientation/portrait``.
    public var orientation: Orientation { isLandscape ? .landscape : .portrait }

    /// The sheet held upright (height ≥ width). A portrait or square paper is returned as is;
    /// a landscape one is turned a quarter turn counter-clockwise, its margins with it.
    public var portrait: Paper { isLandscape ? turnedCounterClockwise : self }

    /// The sheet held sideways (width > height). A landscape or square paper is returned as is;
    /// a portrait one is turned a quarter turn clockwise, its margins with it, so that the
    /// portrait sheet's left margin becomes the top margin. `paper.landscape.portrait == paper`.
    public var landscape: Paper {
        size.width < size.height ? turnedClockwise : self
    }

    /// The sheet turned a quarter turn: width and height swapped, margins turned with it.
    /// A portrait sheet turns clockwise (as ``landscape`` does), a landscape one
    /// counter-clockwise (as ``portrait`` does), so `paper.rotated.rotated == paper`.
    public var rotated: Paper { isLandscape ? turnedCounterClockwise : turnedClockwise }

    /// The sheet in the given orientation; ``Orientation/auto`` resolves against
    /// `contentSize` (landscape exactly when the content is wider than tall) and leaves
    /// the paper as it is when no content size is given.
    public func oriented(_ orientation: Orientation, for contentSize: Size? = nil) -> Paper {
        switch orientation {
        case .portrait: return portrait
        case .landscape: return landscape
        case .auto:
            guard let contentSize else { return self }
            return oriented(orientation.resolved(for: contentSize))
        }
    }

    /// The sheet's left edge becomes the top.
    private var turnedClockwise: Paper {
        let m = margins
        return Paper(name: name, size: size.transposed,
                     margins: EdgeInsets(top: m.left, left: m.bottom, bottom: m.right, right: m.top))
    }

    /// The sheet's right edge becomes the top.
    private var turnedCounterClockwise: Paper {
        let m = margins
        return Paper(name: name, size: size.transposed,
                     margins: EdgeInsets(top: m.right, left: m.top, bottom: m.left, right: m.bottom))
    }

    /// Whether this paper has the other's size within `tolerance` points on both sides
    /// (``matchTolerance``, 0.5 pt, by default) in the orientation each is held. Names and
    /// margins are not compared.
    public func hasSize(of other: Size, tolerance: Double = Paper.matchTolerance) -> Bool {
        abs(size.width - other.width) <= tolerance && abs(size.height - other.height) <= tolerance
    }

    /// A textual form such as `A4 (595.28 × 841.89 pt)` or `A4 landscape (841.89 × 595.28 pt)`.
    public var description: String {
        let turn = isLandscape ? " landscape" : ""
        return "\(name)\(turn) (\(PaperFormat.number(size.width)) × \(PaperFormat.number(size.height)) pt)"
    }
}
