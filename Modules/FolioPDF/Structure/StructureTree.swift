/// The structure tree of a tagged document (ISO 32000-1 §14.7), built while pages are
/// written: an element's object is written when it ends (its kids all known), so memory holds
/// the open elements only, and the parent tree's few integers per page; the tree's root and
/// its parent tree are written when the document finishes.
struct StructureTree {
    private struct OpenElement {
        let ref: ObjectRef
        let type: StructureType
        let attributes: StructureAttributes
        /// The parent element, or the tree's root.
        let parent: ObjectRef
        /// The page of the element's first marked content (`/Pg`); kids on it are bare MCIDs.
        var page: ObjectRef?
        var kids: [PDFObject] = []
    }

    /// The `/StructTreeRoot` object.
    let rootRef: ObjectRef
    private var open: [OpenElement] = []
    private var rootKids: [PDFObject] = []
    /// For each page being drawn, the element each of its MCIDs belongs to, in MCID order.
    private var pageMarks: [ObjectRef: [ObjectRef]] = [:]
    /// The parent tree's entries: a page's array of elements, or an annotation's element.
    private var parentTree: [PDFObject] = []

    init(rootRef: ObjectRef) { self.rootRef = rootRef }

    /// How many elements are open.
    var depth: Int { open.count }

    /// Opens an element as the next kid of the innermost open element (or of the root).
    mutating func begin(_ type: StructureType, attributes: StructureAttributes, ref: ObjectRef) {
        let parent = open.last?.ref ?? rootRef
        if open.isEmpty { rootKids.append(.reference(ref)) } else { open[open.count - 1].kids.append(.reference(ref)) }
        open.append(OpenElement(ref: ref, type: type, attributes: attributes, parent: parent))
    }

    /// Closes the innermost element and gives its object to write, or `nil` when none is open.
    mutating func end() -> (ObjectRef, PDFObject)? {
        guard let e = open.popLast() else { return nil }
        var dict: PDFDictionary = ["Type": .name("StructElem"), "S": .name(PDFName(e.type.rawValue)), "P": .reference(e.parent)]
        if let page = e.page { dict["Pg"] = .reference(page) }
        if e.kids.count == 1 { dict["K"] = e.kids[0] } else if !e.kids.isEmpty { dict["K"] = .array(e.kids) }
        e.attributes.entries(into: &dict)
        return (e.ref, .dictionary(dict))
    }

    /// The next marked-content identifier on `page`, made a kid of the innermost open element;
    /// `nil` when no element is open.
    mutating func mark(onPage page: ObjectRef) -> Int? {
        guard !open.isEmpty else { return nil }
        let k = open.count - 1
        var marks = pageMarks[page] ?? []
        let mcid = marks.count
        marks.append(open[k].ref)
        pageMarks[page] = marks
        if open[k].page == nil { open[k].page = page }
        if open[k].page == page {
            open[k].kids.append(.integer(mcid))
        } else {
            open[k].kids.append(.dictionary(["Type": .name("MCR"), "Pg": .reference(page), "MCID": .integer(mcid)]))
        }
        return mcid
    }

    /// Makes an annotation a kid of the innermost open element (an object reference) and
    /// gives the key its `/StructParent` takes; `nil` when no element is open.
    mutating func annotation(_ annotation: ObjectRef, onPage page: ObjectRef) -> Int? {
        guard let element = open.last?.ref else { return nil }
        open[open.count - 1].kids.append(.dictionary(["Type": .name("OBJR"), "Pg": .reference(page), "Obj": .reference(annotation)]))
        parentTree.append(.reference(element))
        return parentTree.count - 1
    }

    /// The `/StructParents` key of a page that is being finished, or `nil` when none of its
    /// content is marked.
    mutating func finishPage(_ page: ObjectRef) -> Int? {
        guard let marks = pageMarks.removeValue(forKey: page) else { return nil }
        parentTree.append(.array(marks.map { .reference($0) }))
        return parentTree.count - 1
    }

    /// The root's dictionary, given the parent tree's object.
    func rootDictionary(parentTree tree: ObjectRef) -> PDFDictionary {
        ["Type": .name("StructTreeRoot"), "K": .array(rootKids), "ParentTree": .reference(tree),
         "ParentTreeNextKey": .integer(parentTree.count)]
    }

    /// The parent tree: a number tree of one node, its keys 0, 1, 2 …
    var parentTreeDictionary: PDFDictionary {
        var nums: [PDFObject] = []
        nums.reserveCapacity(parentTree.count * 2)
        for (key, value) in parentTree.enumerated() {
            nums.append(.integer(key))
            nums.append(value)
        }
        return ["Nums": .array(nums)]
    }
}
