/// One way a document's structure differs from its reference.
public struct StructuralDifference: Sendable, Equatable, CustomStringConvertible {
    /// The 1-based page it concerns, or nil for the document as a whole.
    public var page: Int?
    /// What differs, in one line ("page 2 size: expected 612 × 792 pt, got 595.276 × 841.89 pt").
    public var description: String

    /// A difference from its parts.
    public init(page: Int?, _ description: String) {
        self.page = page
        self.description = description
    }
}

extension DocumentSummary {
    /// What changed from `expected` to `self`, one readable line each; empty when the summaries
    /// are equal.
    public func differences(from expected: DocumentSummary) -> [StructuralDifference] {
        var out: [StructuralDifference] = []
        if pageCount != expected.pageCount { out.append(.init(page: nil, "page count: expected \(expected.pageCount), got \(pageCount)")) }
        for (e, a) in zip(expected.pages, pages) {
            if e.width != a.width || e.height != a.height {
                out.append(.init(page: a.number, "page \(a.number) size: expected \(Self.format(e.width)) × \(Self.format(e.height)) pt, "
                                 + "got \(Self.format(a.width)) × \(Self.format(a.height)) pt"))
            }
            if e.rotation != a.rotation { out.append(.init(page: a.number, "page \(a.number) rotation: expected \(e.rotation)°, got \(a.rotation)°")) }
            out += Self.listDifferences("page \(a.number) links", expected: e.links.map(\.description), actual: a.links.map(\.description))
                .map { .init(page: a.number, $0) }
        }
        for extra in pages.dropFirst(expected.pages.count) where !extra.links.isEmpty {
            out.append(.init(page: extra.number, "page \(extra.number) (new) has \(extra.links.count) link(s): "
                             + extra.links.map(\.description).joined(separator: "; ")))
        }
        out += Self.listDifferences("fonts", expected: expected.fonts.map(\.description), actual: fonts.map(\.description)).map { .init(page: nil, $0) }
        out += Self.listDifferences("outline", expected: Self.outlineLines(expected.outline), actual: Self.outlineLines(outline))
            .map { .init(page: nil, $0) }
        for key in Set(metadata.keys).union(expected.metadata.keys).sorted() where metadata[key] != expected.metadata[key] {
            out.append(.init(page: nil, "metadata \(key): expected \(expected.metadata[key].map { "\"\($0)\"" } ?? "none"), "
                             + "got \(metadata[key].map { "\"\($0)\"" } ?? "none")"))
        }
        return out
    }

    /// Lines only one side has, as `label: - removed` and `label: + added`.
    static func listDifferences(_ label: String, expected: [String], actual: [String]) -> [String] {
        guard expected != actual else { return [] }
        return TextDiff.edits(expected, actual).compactMap { edit in
            switch edit {
            case .same: return nil
            case .removed(let i): return "\(label): - \(expected[i])"
            case .added(let j): return "\(label): + \(actual[j])"
            }
        }
    }

    static func outlineLines(_ items: [OutlineItem], depth: Int = 0) -> [String] {
        items.flatMap { item in
            [String(repeating: "  ", count: depth) + "\"\(item.title)\" → " + (item.page.map { "page \($0)" } ?? "no page")]
                + outlineLines(item.children, depth: depth + 1)
        }
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String((v * 1000).rounded() / 1000)
    }
}

extension DocumentSummary.Link: CustomStringConvertible {
    /// The link in one line: its rectangle and where it goes.
    public var description: String {
        let where_ = "[" + rect.map(DocumentSummary.format).joined(separator: " ") + "]"
        if let uri { return "\(where_) → \(uri)" }
        if let action { return "\(where_) → action \(action)" }
        var target = page.map { "page \($0)" } ?? "an unresolved destination"
        if let view, !view.isEmpty { target += " (\(view))" }
        if let name { target += " via name \"\(name)\"" }
        return "\(where_) → \(target)"
    }
}

extension DocumentSummary.Font: CustomStringConvertible {
    /// The font in one line, as `pdffonts` would describe it.
    public var description: String {
        "\(name) (\(type), \(encoding)" + (embedded ? ", embedded" : ", NOT embedded") + (subset ? " subset" : "")
            + (unicode ? ", ToUnicode" : ", no ToUnicode") + ")"
    }
}
