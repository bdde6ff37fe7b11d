/// Splits text by script: each character gets its Unicode Script property (through
/// HarfBuzz's default Unicode functions); Common and Inherited characters (spaces,
/// punctuation, digits, combining marks) take the script of the character before them, or,
/// at the start of the text, of the first character after them that has one.
package enum ScriptItemizer {
    /// The resolved script of each scalar.
    package static func scripts(of scalars: [Unicode.Scalar]) -> [Script] {
        scripts(ofValues: scalars.map(\.value))
    }

    static func scripts(ofValues scalars: [UInt32]) -> [Script] {
        var out = [Script](filled: .common, count: scalars.count)
        out.withUnsafeMutableBufferPointer { out in
            scalars.withUnsafeBufferPointer { scalars in
                var last = Script.common
                var seenReal = false
                for i in 0..<scalars.count {
                    let v = scalars[i]
                    // After Latin, all of ASCII is Latin: its letters are, the rest takes it.
                    if v < 0x80 && last == .latin { out[i] = .latin; continue }
                    let s = v < 0x80 ? asciiScript(v) : (Unicode.Scalar(v).map(Script.init(of:)) ?? .unknown)
                    if !s.isNeutral {
                        if !seenReal {
                            for j in 0..<i { out[j] = s }  // leading neutrals take the first real script
                            seenReal = true
                        }
                        last = s
                    }
                    out[i] = last
                }
            }
        }
        return out
    }

    /// ASCII letters are Latin, everything else in ASCII is Common.
    @inline(__always)
    private static func asciiScript(_ v: UInt32) -> Script {
        (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) ? .latin : .common
    }
}
