import FolioGeometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SVG's `transform` attribute (and `gradientTransform`, `patternTransform`): a list of
/// `matrix`, `translate`, `scale`, `rotate`, `skewX`, `skewY`, applied right to left.
enum TransformList {
    /// The transform the list stands for; `nil` when it is not valid (the attribute is then
    /// ignored, as SVG says for an invalid value).
    static func parse(_ text: String) -> AffineTransform? {
        var s = NumberScanner(text)
        var result = AffineTransform.identity
        while true {
            s.skipSeparator()
            guard !s.isAtEnd else { break }
            let nameStart = s.i
            while let b = s.peek, (b | 0x20) >= UInt8(ascii: "a"), (b | 0x20) <= UInt8(ascii: "z") { s.i += 1 }
            let name = String(decoding: s.bytes[nameStart..<s.i], as: UTF8.self)
            s.skipSpaces()
            guard s.peek == UInt8(ascii: "(") else { return nil }
            s.i += 1
            var arguments: [Double] = []
            s.skipSpaces()
            while let n = s.number() {
                arguments.append(n)
                s.skipSeparator()
            }
            guard s.peek == UInt8(ascii: ")") else { return nil }
            s.i += 1
            guard let t = transform(name, arguments) else { return nil }
            // Each later item applies first, in the space of the ones before it.
            result = t.concatenating(result)
        }
        return result.isFinite ? result : nil
    }

    private static func transform(_ name: String, _ v: [Double]) -> AffineTransform? {
        switch (name, v.count) {
        case ("matrix", 6): return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case ("translate", 1): return AffineTransform(translationX: v[0], y: 0)
        case ("translate", 2): return AffineTransform(translationX: v[0], y: v[1])
        case ("scale", 1): return AffineTransform(scaleX: v[0], y: v[0])
        case ("scale", 2): return AffineTransform(scaleX: v[0], y: v[1])
        case ("rotate", 1): return rotation(v[0])
        case ("rotate", 3):
            // translate(cx, cy) rotate(a) translate(-cx, -cy)
            return AffineTransform(translationX: -v[1], y: -v[2])
                .concatenating(rotation(v[0]))
                .concatenating(AffineTransform(translationX: v[1], y: v[2]))
        case ("skewX", 1): return AffineTransform(a: 1, b: 0, c: tan(v[0] * .pi / 180), d: 1, tx: 0, ty: 0)
        case ("skewY", 1): return AffineTransform(a: 1, b: tan(v[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
        default: return nil
        }
    }

    private static func rotation(_ degrees: Double) -> AffineTransform {
        let r = degrees * .pi / 180
        return AffineTransform(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), tx: 0, ty: 0)
    }
}
