extension Int32 {
    /// `value`, a distance in font units, rounded by `rule` and held to ±2²⁴ (NaN is 0).
    ///
    /// Such amounts (tracking, justification, a tab's advance) are added to a glyph's advance:
    /// held this way, a tab stop or a line far beyond any page cannot overflow it. 2²⁴ units is
    /// about 8,000 em.
    init(fontUnits value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        let limit = Double(1 << 24)
        let v = value.rounded(rule)
        self = v.isNaN ? 0 : Int32(Swift.min(Swift.max(v, -limit), limit))
    }
}
