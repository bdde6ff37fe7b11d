// Small text helpers shared by the module; none depends on the machine's locale.

/// Number formatting that does not depend on the machine's locale.
enum PaperFormat {
    /// `x` rounded to at most `decimals` places, without trailing zeros: `595.28`, `612`.
    static func number(_ x: Double, decimals: Int = 2) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(x) * Double(scale)).rounded()
        guard scaled < 1e15 else { return "\(x)" }
        let n = Int(scaled)
        var text = (x < 0 && n != 0 ? "-" : "") + String(n / scale)
        var fraction = n % scale
        if fraction != 0 {
            var places = decimals
            while fraction % 10 == 0 { fraction /= 10; places -= 1 }
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: places - digits.count) + digits
        }
        return text
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let c = text.first, c.isWhitespace { text.removeFirst() }
        while let c = text.last, c.isWhitespace { text.removeLast() }
        return String(text)
    }
}
