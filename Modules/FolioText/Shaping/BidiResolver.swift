import CFriBidi

/// The Unicode Bidirectional Algorithm (UAX #9) through GNU FriBidi: an embedding level for
/// every character of a paragraph (even: left to right, odd: right to left), with bracket
/// pairs resolved (rule N0).
package enum BidiResolver {
        private static let parLTR: FriBidiParType = FRIBIDI_PAR_LTR
    private static let parRTL: FriBidiParType = FRIBIDI_PAR_RTL
    private static let parAuto: FriBidiParType = FRIBIDI_PAR_ON

    /// The embedding level of each scalar, and the paragraph's level (0 or 1).
    package static func levels(of scalars: [Unicode.Scalar], direction: TextDirection) -> (levels: [UInt8], paragraphLevel: UInt8) {
        levels(ofValues: scalars.map(\.value), direction: direction)
    }

    static func levels(ofValues scalars: [UInt32], direction: TextDirection) -> (levels: [UInt8], paragraphLevel: UInt8) {
        let n = scalars.count
        var base: FriBidiParType = switch direction {
        case .auto: parAuto
        case .leftToRight: parLTR
        case .rightToLeft: parRTL
        }
        guard n > 0 else { return ([], direction == .rightToLeft ? 1 : 0) }
        // Without right-to-left characters or explicit embeddings every level of a left-to-right
        // paragraph is 0: skip FriBidi for the common case.
        if direction != .rightToLeft, !scalars.contains(where: mayBeRightToLeft) {
            return ([UInt8](filled: 0, count: n), 0)
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        let ok = scalars.withUnsafeBufferPointer { s in
            types.withUnsafeMutableBufferPointer { t in
                brackets.withUnsafeMutableBufferPointer { b in
                    levels.withUnsafeMutableBufferPointer { l in
                        fribidi_get_bidi_types(s.baseAddress, FriBidiStrIndex(n), t.baseAddress)
                        fribidi_get_bracket_types(s.baseAddress, FriBidiStrIndex(n), t.baseAddress, b.baseAddress)
                        return fribidi_get_par_embedding_levels_ex(
                            t.baseAddress, b.baseAddress, FriBidiStrIndex(n), &base, l.baseAddress) != 0
                    }
                }
            }
        }
        let paragraphLevel: UInt8 = base.rawValue & 1 != 0 ? 1 : 0
        guard ok else { return ([UInt8](repeating: paragraphLevel, count: n), paragraphLevel) }
        return (levels.map { UInt8(bitPattern: $0) }, paragraphLevel)
    }

    /// Whether a character is right-to-left (Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan,
    /// Mandaic, their presentation forms, the RTL blocks of plane 1) or a bidi control that
    /// can start right-to-left text.
    @inline(__always)
    static func mayBeRightToLeft(_ v: UInt32) -> Bool {
        if v < 0x0590 { return false }
        return v <= 0x08FF || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
            || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
            || v == 0x200F || v == 0x202B || v == 0x202E || v == 0x2067 || v == 0x2068
    }

    /// The visual order of items from their levels (rule L2): from the highest level down
    /// to the lowest odd level, every maximal sequence at that level or above is reversed.
    /// Returns the logical indices in left-to-right display order.
    package static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i
                while j < order.count, levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
