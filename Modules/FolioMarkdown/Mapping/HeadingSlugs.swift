/// The ids GitHub gives headings, so that links written for GitHub (`[see](#getting-started)`)
/// find their heading here too: the heading's text lowercased, every character that is not a
/// letter, mark, digit, `-`, `_` or space left out, spaces turned into `-`; a repeated slug gets
/// `-1`, `-2`, … as on GitHub.
///
/// ```swift
/// var slugs = HeadingSlugs()
/// slugs.slug(for: "Getting Started!")   // "getting-started"
/// slugs.slug(for: "Getting started")    // "getting-started-1"
/// ```
struct HeadingSlugs {
    private var used: Set<String> = []

    /// The slug of a heading with this text, unique in the document.
    mutating func slug(for text: String) -> String {
        var base = ""
        for scalar in text.lowercased().unicodeScalars {
            let p = scalar.properties
            if scalar == " " {
                base.append("-")
            } else if scalar == "-" || scalar == "_" || p.isAlphabetic || p.generalCategory == .decimalNumber
                        || p.generalCategory == .nonspacingMark || p.generalCategory == .spacingMark
                        || p.generalCategory == .letterNumber || p.generalCategory == .otherNumber {
                base.unicodeScalars.append(scalar)
            }
        }
        var slug = base
        var n = 0
        while used.contains(slug) {
            n += 1
            slug = "\(base)-\(n)"
        }
        used.insert(slug)
        return slug
    }
}
