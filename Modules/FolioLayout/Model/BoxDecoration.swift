import FolioGeometry
import FolioGraphics

/// A box's rounded corners, its shadows and the gradients painted over its background colour
/// (CSS `border-radius`, `box-shadow`, `background-image` gradients).
///
/// ```swift
/// var card = BlockStyle(padding: EdgeInsets(all: 12), border: Border(width: 1, color: .gray), background: .white)
/// card.decoration.corners = BoxCorners(all: BoxCornerRadius(.points(8)))
/// card.decoration.shadows = [BoxShadow(offset: Size(width: 2, height: 3), color: Color(gray: 0, alpha: 0.3))]
/// card.decoration.gradients = [BoxGradient(.linear(angle: 180), stops: [
///     .init(color: .white), .init(color: Color(gray: 0.9)),
/// ])]
/// ```
public struct BoxDecoration: Hashable, Sendable {
    /// The corners' radii; square by default.
    public var corners = BoxCorners()
    /// Shadows, the first on top: outer ones under the box, inset ones over its background.
    public var shadows: [BoxShadow] = []
    /// Gradients painted over the background colour, inside the rounded border box, the first on top.
    public var gradients: [BoxGradient] = []
    /// Images and gradients placed, sized and repeated, painted over the ``gradients``, the first on top.
    public var backgroundLayers: [BoxBackgroundLayer] = []

    /// No decoration.
    public init() {}

    /// Whether there is nothing to draw.
    public var isEmpty: Bool { corners.isSquare && shadows.isEmpty && gradients.isEmpty && backgroundLayers.isEmpty }
}

/// One corner's radii: horizontal and vertical, each in points or as a share of the box's
/// width (horizontal) or height (vertical).
public struct BoxCornerRadius: Hashable, Sendable {
    /// The horizontal radius.
    public var horizontal: BoxLength
    /// The vertical radius.
    public var vertical: BoxLength

    /// A circular corner of radius `radius` (a share of the width across, of the height down).
    public init(_ radius: BoxLength) { self.init(horizontal: radius, vertical: radius) }

    /// An elliptical corner.
    public init(horizontal: BoxLength, vertical: BoxLength) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// A square corner.
    public static let square = BoxCornerRadius(.points(0))
}

/// The four corners of a box.
public typealias BoxCorners = Corners<BoxCornerRadius>

extension Corners where Value == BoxCornerRadius {
    /// Corners each with its own radii, square where none is given.
    public init(topLeft: BoxCornerRadius = .square, topRight: BoxCornerRadius = .square,
                bottomRight: BoxCornerRadius = .square, bottomLeft: BoxCornerRadius = .square) {
        // Not `self.init(topLeft:topRight:bottomRight:bottomLeft:)`: with these arguments that is this initializer.
        self.init(all: .square)
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// Whether every corner is square.
    public var isSquare: Bool {
        [topLeft, topRight, bottomRight, bottomLeft].allSatisfy { $0.horizontal.resolved(in: 1) <= 0 || $0.vertical.resolved(in: 1) <= 0 }
    }

    /// The radii in points for a box of `size`, scaled down together where neighbours would
    /// overlap, as CSS Backgrounds 3 §5.5 does.
    func radii(for size: Size) -> EllipticalCornerRadii {
        func r(_ c: BoxCornerRadius) -> Size {
            let h = max(0, c.horizontal.resolved(in: size.width)), v = max(0, c.vertical.resolved(in: size.height))
            return h > 0 && v > 0 ? Size(width: h, height: v) : .zero
        }
        let radii = map(r)
        let tl = radii.topLeft, tr = radii.topRight, br = radii.bottomRight, bl = radii.bottomLeft
        let sums = [(tl.width + tr.width, size.width), (bl.width + br.width, size.width),
                    (tl.height + bl.height, size.height), (tr.height + br.height, size.height)]
        let f = sums.reduce(1.0) { f, s in s.0 > s.1 && s.0 > 0 ? min(f, s.1 / s.0) : f }
        return radii.map { Size(width: $0.width * f, height: $0.height * f) }
    }
}

/// A shadow a box casts outside itself, or inside its padding box when ``isInset`` (CSS `box-shadow`).
public struct BoxShadow: Hashable, Sendable {
    /// How far the shadow is moved: right and down.
    public var offset: Size
    /// The blur radius: the shadow's edge fades over this distance (drawn as bands of
    /// falling opacity, since PDF has no blur).
    public var blur: Double
    /// How much larger than the box the shadow is on every side (negative: smaller).
    public var spread: Double
    /// The colour.
    public var color: Color
    /// Whether the shadow falls inside the box (CSS `inset`), as if the box were a hole.
    public var isInset: Bool

    /// A shadow.
    public init(offset: Size, blur: Double = 0, spread: Double = 0, color: Color, isInset: Bool = false) {
        self.offset = offset
        self.blur = blur
        self.spread = spread
        self.color = color
        self.isInset = isInset
    }
}

/// A colour ramp painted in a box (CSS `linear-gradient()` and `radial-gradient()`).
public struct BoxGradient: Hashable, Sendable {
    /// The ramp's geometry.
    public enum Kind: Hashable, Sendable {
        /// Along a line through the box's centre at `angle` degrees: 0 runs bottom to top,
        /// 90 left to right (CSS's angles); the line is as long as the box needs for its
        /// corners to take the end colours.
        case linear(angle: Double)
        /// Towards a corner (`to top right`): `right` and `bottom` say which; the angle is the
        /// one that makes the box's other two corners meet the middle colour.
        case linearToCorner(right: Bool, bottom: Bool)
        /// From `center` (shares of the box's width and height) out to an ellipse (or a
        /// circle when `isCircle`) reaching the farthest corner.
        case radial(center: Point, isCircle: Bool)
    }

    /// A colour and where it sits on the ramp: a share of it, or points along it; `nil` to be
    /// spread evenly between its neighbours.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it sits.
        public var position: BoxLength?

        /// A stop.
        public init(color: Color, position: BoxLength? = nil) {
            self.color = color
            self.position = position
        }
    }

    /// The geometry.
    public var kind: Kind
    /// The stops, two or more.
    public var stops: [Stop]

    /// A gradient.
    public init(_ kind: Kind, stops: [Stop]) {
        self.kind = kind
        self.stops = stops
    }
}
