/// A length as SVG writes it: a number with an optional unit or a percentage.
struct SVGLength: Hashable, Sendable {
    enum Unit: Hashable, Sendable {
        case user, percent, em, ex
        /// An absolute unit, in user units (CSS pixels) per unit.
        case absolute(Double)
    }

    var value: Double
    var unit: Unit

    static let zero = SVGLength(value: 0, unit: .user)

    /// Which dimension a percentage refers to: the viewport's width, height, or its
    /// normalised diagonal (√((w² + h²)/2)), as SVG says for other lengths.
    enum Axis { case x, y, other }

    /// Parses `10`, `2.5mm`, `50%`, `1.2em`; `nil` for anything else.
    init?(_ text: String) {
        var s = NumberScanner(text)
        guard let v = s.number() else { return nil }
        let rest = String(decoding: s.bytes[s.i...], as: UTF8.self).trimmingSVGSpaces().lowercased()
        let unit: Unit
        switch rest {
        case "", "px": unit = .user
        case "%": unit = .percent
        case "em": unit = .em
        case "ex": unit = .ex
        case "pt": unit = .absolute(4.0 / 3.0)
        case "pc": unit = .absolute(16)
        case "in": unit = .absolute(96)
        case "cm": unit = .absolute(96 / 2.54)
        case "mm": unit = .absolute(96 / 25.4)
        case "q": unit = .absolute(96 / 101.6)
        default: return nil
        }
        self.init(value: v, unit: unit)
    }

    init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// In user units, percentages of `viewport` along `axis`, `em` of `fontSize`.
    func resolved(_ axis: Axis, viewport: (width: Double, height: Double), fontSize: Double) -> Double {
        switch unit {
        case .user: return value
        case .absolute(let k): return value * k
        case .em: return value * fontSize
        case .ex: return value * fontSize / 2
        case .percent:
            switch axis {
            case .x: return value / 100 * viewport.width
            case .y: return value / 100 * viewport.height
            case .other:
                let w = viewport.width, h = viewport.height
                return value / 100 * ((w * w + h * h) / 2).squareRoot()
            }
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space (space, tab, CR, LF, FF).
    func trimmingSVGSpaces() -> String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" { s.removeLast() }
        return String(s)
    }
}
