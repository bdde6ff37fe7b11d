/// A range that does not lie within a text.
public struct TextRangeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The range asked for, in UTF-16 code units.
    public var range: Range<Int>
    /// The text's length in UTF-16 code units.
    public var length: Int
    /// Creates the error.
    public init(range: Range<Int>, length: Int) {
        self.range = range
        self.length = length
    }
    /// A message for people.
    public var description: String {
        "the range \(range.lowerBound)..<\(range.upperBound) lies outside the text, whose length is \(length) (UTF-16 code units)"
    }
}

/// Text with runs of attributes, as `NSAttributedString`.
///
/// Ranges and indices count UTF-16 code units, as Core Text's `CFRange` and
/// `NSAttributedString` do, so ranges from those APIs carry over unchanged.
///
/// ```swift
/// var text = AttributedText("Hello, world", attributes: TextAttributes(font: TextFont(size: 14)))
/// try text.addAttributes(TextAttributes(foregroundColor: .red), range: 7..<12)
/// ```
public struct AttributedText: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A stretch of text with the same attributes.
    public struct Run: Sendable, Hashable {
        /// The run's range, in UTF-16 code units.
        public var range: Range<Int>
        /// Its attributes.
        public var attributes: TextAttributes
    }

    /// The characters.
    public private(set) var string: String
    /// The runs, in order, covering the whole text; empty for empty text.
    public private(set) var runs: [Run]

    /// Text with one set of attributes.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.string = string
        let n = UTF16Units.count(in: string)
        runs = n == 0 ? [] : [Run(range: 0..<n, attributes: attributes)]
    }

    /// Text from a literal, with default attributes.
    public init(stringLiteral value: String) { self.init(value) }

    /// An empty text.
    public init() { self.init("") }

    /// The length in UTF-16 code units.
    public var length: Int { runs.last?.range.upperBound ?? 0 }

    /// The plain text.
    public var description: String { string }

    // MARK: Reading

    /// The attributes at a position and the run's range.
    public func attributes(at index: Int) throws(TextRangeError) -> (attributes: TextAttributes, range: Range<Int>) {
        guard index >= 0, index < length else { throw TextRangeError(range: index..<(index + 1), length: length) }
        let i = runIndex(containing: index)
        return (runs[i].attributes, runs[i].range)
    }

    /// The part of the text in `range`, with its attributes.
    public func attributedSubstring(from range: Range<Int>) throws(TextRangeError) -> AttributedText {
        try check(range)
        var out = AttributedText()
        // UTF-16 offsets to indexes through the string's breadcrumbs: no copy of the whole text.
        out.string = substring(utf16: range)
        for r in runs(in: range) {
            out.runs.append(Run(range: (r.range.lowerBound - range.lowerBound)..<(r.range.upperBound - range.lowerBound), attributes: r.attributes))
        }
        return out
    }

    /// The characters in a UTF-16 range (which must lie within the text), without copying the
    /// whole text: UTF-16 offsets become indexes through the string's breadcrumbs.
    func substring(utf16 range: Range<Int>) -> String {
        let u = string.utf16
        let lo = u.index(u.startIndex, offsetBy: range.lowerBound), hi = u.index(lo, offsetBy: range.count)
        return String(u[lo..<hi]) ?? String(decoding: Array(u[lo..<hi]), as: UTF16.self)
    }

    /// The same text with each run's attributes replaced by `transform(attributes)`; runs that
    /// end up equal are merged.
    ///
    /// ```swift
    /// let red = text.mapAttributes { var a = $0; a.foregroundColor = .red; return a }
    /// ```
    public func mapAttributes(_ transform: (TextAttributes) throws -> TextAttributes) rethrows -> AttributedText {
        var out = self
        out.runs = []
        out.runs.reserveCapacity(runs.count)
        for r in runs { out.appendRun(Run(range: r.range, attributes: try transform(r.attributes))) }
        return out
    }

    /// The runs that overlap `range`, clipped to it.
    public func runs(in range: Range<Int>) -> [Run] {
        guard !runs.isEmpty, range.lowerBound < length else { return [] }
        var out: [Run] = []
        var i = runIndex(containing: max(0, range.lowerBound))
        while i < runs.count, runs[i].range.lowerBound < range.upperBound {
            let r = runs[i]
            if r.range.overlaps(range) {
                out.append(Run(range: max(r.range.lowerBound, range.lowerBound)..<min(r.range.upperBound, range.upperBound), attributes: r.attributes))
            }
            i += 1
        }
        return out
    }

    // MARK: Changing

    /// Appends text with its attributes.
    public mutating func append(_ other: AttributedText) {
        let offset = length
        string += other.string
        for r in other.runs {
            appendRun(Run(range: (r.range.lowerBound + offset)..<(r.range.upperBound + offset), attributes: r.attributes))
        }
    }

    /// Appends a string with attributes.
    public mutating func append(_ s: String, attributes: TextAttributes = TextAttributes()) {
        append(AttributedText(s, attributes: attributes))
    }

    /// Replaces the attributes of a range.
    public mutating func setAttributes(_ attributes: TextAttributes, range: Range<Int>) throws(TextRangeError) {
        try check(range)
        try update(range) { _ in attributes }
    }

    /// Merges attributes into a range: fields the new attributes set win.
    public mutating func addAttributes(_ attributes: TextAttributes, range: Range<Int>) throws(TextRangeError) {
        try check(range)
        try update(range) { $0.merging(attributes) }
    }

    // MARK: Internals

    private func check(_ range: Range<Int>) throws(TextRangeError) {
        guard range.lowerBound >= 0, range.upperBound <= length else { throw TextRangeError(range: range, length: length) }
    }

    func runIndex(containing index: Int) -> Int {
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if runs[mid].range.upperBound <= index { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private mutating func split(at index: Int) {
        guard index > 0, index < length else { return }
        let i = runIndex(containing: index)
        let r = runs[i]
        guard r.range.lowerBound != index else { return }
        runs[i].range = r.range.lowerBound..<index
        runs.insert(Run(range: index..<r.range.upperBound, attributes: r.attributes), at: i + 1)
    }

    private mutating func update(_ range: Range<Int>, _ change: (TextAttributes) -> TextAttributes) throws(TextRangeError) {
        guard !range.isEmpty else { return }
        split(at: range.lowerBound)
        split(at: range.upperBound)
        for i in runs.indices where runs[i].range.lowerBound >= range.lowerBound && runs[i].range.upperBound <= range.upperBound {
            runs[i].attributes = change(runs[i].attributes)
        }
        coalesce()
    }

    private mutating func appendRun(_ r: Run) {
        if let last = runs.last, last.attributes == r.attributes {
            runs[runs.count - 1].range = last.range.lowerBound..<r.range.upperBound
        } else {
            runs.append(r)
        }
    }

    private mutating func coalesce() {
        var merged: [Run] = []
        merged.reserveCapacity(runs.count)
        for r in runs {
            if let last = merged.last, last.attributes == r.attributes {
                merged[merged.count - 1].range = last.range.lowerBound..<r.range.upperBound
            } else {
                merged.append(r)
            }
        }
        runs = merged
    }
}
