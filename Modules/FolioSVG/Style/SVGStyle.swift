import FolioGraphics

/// The computed values of the SVG properties Folio draws, for one element.
struct SVGStyle: Sendable {
    // MARK: Inherited
    var fill: Paint = .color(.black)
    var fillOpacity = 1.0
    var fillRule: FillRule = .nonZero
    var stroke: Paint = .none
    var strokeOpacity = 1.0
    var strokeWidth = SVGLength(value: 1, unit: .user)
    var lineCap: LineCap = .butt
    var lineJoin: LineJoin = .miter
    var miterLimit = 4.0
    var dashArray: [SVGLength] = []
    var dashOffset = SVGLength.zero
    var color: Color = .black
    var isVisible = true
    var clipRule: FillRule = .nonZero
    var fontFamilies: [String] = ["serif"]
    /// In user units.
    var fontSize = 16.0
    var fontWeight = 400
    var isItalic = false
    var textAnchor: TextAnchor = .start
    var letterSpacing = 0.0
    var markerStart: String?
    var markerMid: String?
    var markerEnd: String?

    // MARK: Not inherited
    var opacity = 1.0
    var isDisplayed = true
    var clipPath: String?
    var mask: String?
    var filter: String?
    var stopColor: Color = .black
    var stopOpacity = 1.0
    var overflowVisible = false

    enum TextAnchor: Sendable { case start, middle, end }

    /// The style a child starts from: the inherited properties, the others at their initial values.
    func inherited() -> SVGStyle {
        var s = self
        s.opacity = 1
        s.isDisplayed = true
        s.clipPath = nil
        s.mask = nil
        s.filter = nil
        s.stopColor = .black
        s.stopOpacity = 1
        s.overflowVisible = false
        return s
    }
}
