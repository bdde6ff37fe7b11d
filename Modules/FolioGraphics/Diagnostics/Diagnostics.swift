/// What a write noticed, each thing once, in the order first met: the value every PDF write
/// returns (`Document.writePDF`, `PrintJob.write(to:)`, HTML through
/// `MarkupTextPrintFormatter`), and what the `folio` command prints from.
///
/// ```swift
/// let report = try PrintJob(formatter: formatter).write(to: "out.pdf")
/// for w in report.warnings where w.kind == .imageMissing { print(w.location, w.message) }
/// ```
public struct Diagnostics: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// Every diagnostic, warnings and notes, in the order first met.
    public private(set) var all: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    /// No diagnostics.
    public init() {}

    /// The diagnostics given, each once.
    public init(_ diagnostics: some Sequence<Diagnostic>) { append(contentsOf: diagnostics) }

    /// The diagnostics listed, each once.
    public init(arrayLiteral elements: Diagnostic...) { self.init(elements) }

    /// What the reader will miss or see wrong.
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }
    /// What is worth knowing, nothing lost.
    public var notes: [Diagnostic] { all.filter { $0.severity == .note } }

    /// Adds a diagnostic unless an equal one is already there.
    public mutating func append(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { all.append(diagnostic) }
    }

    /// Adds each diagnostic not already there, in order.
    public mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for d in diagnostics { append(d) }
    }

    /// These diagnostics, then those of `other` not already here.
    public func merging(_ other: some Sequence<Diagnostic>) -> Diagnostics {
        var merged = self
        merged.append(contentsOf: other)
        return merged
    }

    /// The first index.
    public var startIndex: Int { all.startIndex }
    /// Past the last index.
    public var endIndex: Int { all.endIndex }
    /// The diagnostic at `position`.
    public subscript(position: Int) -> Diagnostic { all[position] }

    /// Equal when they list the same diagnostics in the same order.
    public static func == (a: Diagnostics, b: Diagnostics) -> Bool { a.all == b.all }
    /// Hashes the list.
    public func hash(into hasher: inout Hasher) { hasher.combine(all) }

    /// The messages, one a line.
    public var description: String { all.map(\.message).joined(separator: "\n") }
}
