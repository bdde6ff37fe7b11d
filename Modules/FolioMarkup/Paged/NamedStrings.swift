import FolioCSS
import FolioLayout

/// One named string an element sets with `string-set` (CSS GCPM 3 §1.1): `string-set:
/// chapter content(text)` on `<h1>Rivers</h1>` assigns "Rivers" to `chapter`; or one running
/// element (`position: running(header)`, §1.3), which is assigned where it stands in the same way.
public struct NamedStringAssignment: Sendable, Hashable {
    /// The string's name (or the running element's).
    public var name: String
    /// The value assigned (empty for a running element).
    public var value: String
    /// For a running element, its index in ``PageMarginBoxes/runningElements``; `nil` for a
    /// named string. Strings and running elements have names of their own: `string(x)` never
    /// shows an element, `element(x)` never a string.
    public var runningElement: Int?

    /// An assignment of `value` to `name`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// An assignment of running element `runningElement` (an index in
    /// ``PageMarginBoxes/runningElements``) to `name`.
    public init(name: String, runningElement: Int) {
        self.name = name
        value = ""
        self.runningElement = runningElement
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
        choose(name, policy, page: page, element: false)?.value ?? ""
    }

    /// The running element `name` under `policy` on page `page` (from 0), as an index in
    /// ``PageMarginBoxes/runningElements``; `nil` when none is assigned yet (or `first-except`
    /// on a page that assigns one).
    func element(_ name: String, _ policy: NamedStringPolicy, page: Int) -> Int? {
        choose(name, policy, page: page, element: true)?.runningElement
    }

    /// The assignment of `name` (a running element's or a string's) that `policy` shows on
    /// page `page`; `nil` for none (empty).
    private func choose(_ name: String, _ policy: NamedStringPolicy, page: Int, element: Bool) -> NamedStringAssignment? {
        let here = assigned(name, onPage: page, element: element)
        switch policy {
        case .first: return here.first?.assignment ?? entry(name, page: page, element: element)
        case .last: return here.last?.assignment ?? entry(name, page: page, element: element)
        case .start: return here.first.map { $0.atTop ? $0.assignment : entry(name, page: page, element: element) } ?? entry(name, page: page, element: element)
        case .firstExcept: return here.isEmpty ? entry(name, page: page, element: element) : nil
        }
    }

    /// The assignments of `name` on a page, in order, each with whether its element is the
    /// page's first content.
    private func assigned(_ name: String, onPage page: Int, element: Bool) -> [(assignment: NamedStringAssignment, atTop: Bool)] {
        marks(page).flatMap { mark -> [(assignment: NamedStringAssignment, atTop: Bool)] in
            guard assignments.indices.contains(mark.value) else { return [] }
            return assignments[mark.value].filter { $0.name == name && ($0.runningElement != nil) == element }.map { ($0, mark.isAtPageTop) }
        }
    }

    /// The last assignment of `name` before page `page`; `nil` when none is.
    private func entry(_ name: String, page: Int, element: Bool) -> NamedStringAssignment? {
        var p = page - 1
        while p >= 0 {
            if let last = assigned(name, onPage: p, element: element).last { return last.assignment }
            p -= 1
        }
        return nil
    }
}
