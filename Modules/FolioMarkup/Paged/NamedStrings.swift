import FolioCSS
import FolioLayout

/// One named string an element sets with `string-set` (CSS GCPM 3 §1.1): `string-set:
/// chapter content(text)` on `<h1>Rivers</h1>` assigns "Rivers" to `chapter`.
public struct NamedStringAssignment: Sendable, Hashable {
    /// The string's name.
    public var name: String
    /// The value assigned.
    public var value: String

    /// An assignment of `value` to `name`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// The values of the named strings on each page (CSS GCPM 3 §1.2), from the assignments the
/// text's marks stand for and the marks each page carries.
///
/// A page's *entry value* of a string is the last value assigned on an earlier page (empty
/// before any). `first` is the page's first assignment, else the entry value; `start` is the
/// first assignment when its element is the page's first content, else the entry value;
/// `last` is the page's last assignment, else the entry value; `first-except` is empty on a
/// page with an assignment, else the entry value.
struct NamedStrings {
    /// The assignments of each mark, by mark.
    let assignments: [[NamedStringAssignment]]
    /// The marks of a page (from 0), in the flow's order.
    let marks: (Int) -> [PageMark]

    /// The values of `assignments` on pages whose marks `marks` gives; page names from `pageNames`.
    init(assignments: [[NamedStringAssignment]], pageNames: [Int: String] = [:], marks: @escaping (Int) -> [PageMark]) {
        self.assignments = assignments
        self.pageNames = pageNames
        self.marks = marks
    }

    /// The page names each mark starts (empty for unnamed pages), by mark.
    let pageNames: [Int: String]

    /// The name of page `page` (from 0): the one its first mark with a name starts, else the
    /// name of the page before; `nil` for unnamed pages.
    func pageName(_ page: Int) -> String? {
        guard !pageNames.isEmpty else { return nil }
        var p = page
        while p >= 0 {
            if let name = marks(p).lazy.compactMap({ pageNames[$0.value] }).first { return name.isEmpty ? nil : name }
            p -= 1
        }
        return nil
    }

    /// The value of string `name` under `policy` on page `page` (from 0).
    func value(_ name: String, _ policy: NamedStringPolicy, page: Int) -> String {
        let here = assigned(name, onPage: page)
        switch policy {
        case .first: return here.first?.value ?? entry(name, page: page)
        case .last: return here.last?.value ?? entry(name, page: page)
        case .start: return here.first.flatMap { $0.atTop ? $0.value : nil } ?? entry(name, page: page)
        case .firstExcept: return here.isEmpty ? entry(name, page: page) : ""
        }
    }

    /// The values assigned to `name` on a page, in order, each with whether its element is
    /// the page's first content.
    private func assigned(_ name: String, onPage page: Int) -> [(value: String, atTop: Bool)] {
        marks(page).flatMap { mark -> [(value: String, atTop: Bool)] in
            guard assignments.indices.contains(mark.value) else { return [] }
            return assignments[mark.value].filter { $0.name == name }.map { ($0.value, mark.isAtPageTop) }
        }
    }

    /// The last value assigned to `name` before page `page`; empty when none is.
    private func entry(_ name: String, page: Int) -> String {
        var p = page - 1
        while p >= 0 {
            if let last = assigned(name, onPage: p).last { return last.value }
            p -= 1
        }
        return ""
    }
}
