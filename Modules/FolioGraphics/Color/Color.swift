/// A colour in a device colour space, with an alpha (opacity) from 0 to 1.
///
/// Components are clamped to 0…1 where they enter (NaN becomes 0), so a `Color` is always
/// valid to write into a PDF.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The device colour spaces a PDF page can use directly.
    public enum Space: Hashable, Sendable {
        /// One component: 0 black … 1 white.
        case gray
        /// Red, green, blue.
        case rgb
        /// Cyan, magenta, yellow, black.
        case cmyk
    }

    /// The colour space.
    public let space: Space
    /// The components, held inline (a colour is copied without reference counting); those
    /// the space does not use are 0.
    let c0: Double, c1: Double, c2: Double, c3: Double
    /// The opacity: 0 transparent … 1 opaque.
    public let alpha: Double

    /// The components, as many as the space has.
    public var components: [Double] {
        switch space {
        case .gray: [c0]
        case .rgb: [c0, c1, c2]
        case .cmyk: [c0, c1, c2, c3]
        }
    }

    @inline(__always) static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// A gray level.
    public init(gray: Double, alpha: Double = 1) {
        space = .gray
        (c0, c1, c2, c3) = (Self.clamp(gray), 0, 0, 0)
        self.alpha = Self.clamp(alpha)
    }

    /// An RGB colour.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        space = .rgb
        (c0, c1, c2, c3) = (Self.clamp(red), Self.clamp(green), Self.clamp(blue), 0)
        self.alpha = Self.clamp(alpha)
    }

    /// A CMYK colour.
    public init(cyan: Double, magenta: Double, yellow: Double, black: Double, alpha: Double = 1) {
        space = .cmyk
        (c0, c1, c2, c3) = (Self.clamp(cyan), Self.clamp(magenta), Self.clamp(yellow), Self.clamp(black))
        self.alpha = Self.clamp(alpha)
    }

    /// An RGB colour from hue, saturation and brightness, each 0…1, as `UIColor(hue:…)`.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (Self.clamp(hue) == 1 ? 0 : Self.clamp(hue)) * 6
        let s = Self.clamp(saturation), v = Self.clamp(brightness)
        let i = Int(h), f = h - Double(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i % 6 {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// An RGB colour from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    /// Returns `nil` for anything else.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.allSatisfy(\.isHexDigit) else { return nil }
        let digits = s.compactMap { $0.hexDigitValue }.map(Double.init)
        switch digits.count {
        case 3:
            self.init(red: digits[0] / 15, green: digits[1] / 15, blue: digits[2] / 15)
        case 6, 8:
            let byte = { (i: Int) in (digits[2 * i] * 16 + digits[2 * i + 1]) / 255 }
            self.init(red: byte(0), green: byte(1), blue: byte(2), alpha: digits.count == 8 ? byte(3) : 1)
        default:
            return nil
        }
    }

    /// This colour moved `amount` (0…1) of the way towards `other`, in this colour's space;
    /// alpha is kept. `Color.red.mixed(with: .black, amount: 0.5)` is a dark red.
    public func mixed(with other: Color, amount: Double) -> Color {
        let o = other.converted(to: space), t = min(max(amount.isFinite ? amount : 0, 0), 1)
        func m(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch space {
        case .gray: return Color(gray: m(c0, o.c0), alpha: alpha)
        case .rgb: return Color(red: m(c0, o.c0), green: m(c1, o.c1), blue: m(c2, o.c2), alpha: alpha)
        case .cmyk: return Color(cyan: m(c0, o.c0), magenta: m(c1, o.c1), yellow: m(c2, o.c2), black: m(c3, o.c3), alpha: alpha)
        }
    }

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        switch space {
        case .gray: return Color(gray: c0, alpha: alpha)
        case .rgb: return Color(red: c0, green: c1, blue: c2, alpha: alpha)
        case .cmyk: return Color(cyan: c0, magenta: c1, yellow: c2, black: c3, alpha: alpha)
        }
    }

    /// The colour as a gray level (luma, Rec. 601 weights; CMYK through naive RGB), keeping alpha.
    public var grayscale: Color {
        switch space {
        case .gray: return self
        case .rgb:
            return Color(gray: 0.299 * c0 + 0.587 * c1 + 0.114 * c2, alpha: alpha)
        case .cmyk:
            let r = (1 - c0) * (1 - c3), g = (1 - c1) * (1 - c3), b = (1 - c2) * (1 - c3)
            return Color(gray: 0.299 * r + 0.587 * g + 0.114 * b, alpha: alpha)
        }
    }

    /// The colour in another device space, keeping alpha, by the naive device formulas (no
    /// colour management): gray g is RGB (g, g, g) and CMYK (0, 0, 0, 1 − g); CMYK is RGB
    /// ((1 − c)(1 − k), (1 − m)(1 − k), (1 − y)(1 − k)); RGB is CMYK with k = 1 − max(r, g, b);
    /// to gray as ``grayscale``.
    public func converted(to target: Space) -> Color {
        switch (space, target) {
        case (.gray, .gray), (.rgb, .rgb), (.cmyk, .cmyk): return self
        case (_, .gray): return grayscale
        case (.gray, .rgb): return Color(red: c0, green: c0, blue: c0, alpha: alpha)
        case (.gray, .cmyk): return Color(cyan: 0, magenta: 0, yellow: 0, black: 1 - c0, alpha: alpha)
        case (.cmyk, .rgb):
            return Color(red: (1 - c0) * (1 - c3), green: (1 - c1) * (1 - c3), blue: (1 - c2) * (1 - c3), alpha: alpha)
        case (.rgb, .cmyk):
            let k = 1 - max(c0, c1, c2)
            guard k < 1 else { return Color(cyan: 0, magenta: 0, yellow: 0, black: 1, alpha: alpha) }
            return Color(cyan: (1 - c0 - k) / (1 - k), magenta: (1 - c1 - k) / (1 - k), yellow: (1 - c2 - k) / (1 - k),
                         black: k, alpha: alpha)
        }
    }

    /// A textual form such as `rgb(1, 0, 0, alpha 1)`.
    public var description: String { "\(space)(\(components.map { "\($0)" }.joined(separator: ", ")), alpha \(alpha))" }

    // MARK: Named colours (UIKit's values)

    /// Black.
    public static let black = Color(gray: 0)
    /// White.
    public static let white = Color(gray: 1)
    /// 50% gray.
    public static let gray = Color(gray: 0.5)
    /// 1/3 gray.
    public static let darkGray = Color(gray: 1.0 / 3)
    /// 2/3 gray.
    public static let lightGray = Color(gray: 2.0 / 3)
    /// Fully transparent.
    public static let clear = Color(gray: 0, alpha: 0)
    /// Red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Cyan.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Magenta.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Orange.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}
