/// The structure tree of a tagged document (ISO 32000-1 §14.7), built while pages are
/// written. An element's object is written when it ends (its kids all known), the parent
/// tree's leaves as they fill (``ParentTree``), and the root when the document finishes, so
/// memory holds the open elements and their kids, not the whole tree.
///
/// An element that gathers many kids — a document of thousands of paragraphs — would hold a
/// reference to each until it ends. A grouping element (``groupsKids``) therefore keeps its
/// first ``groupSize`` kids and puts the ones after them into `NonStruct` elements of
/// ``groupSize`` kids each, written as each fills: ISO 32000-1 §14.8.4.2 makes `NonStruct` a
/// grouping "having no inherent structural significance", whose kids are read as its
/// parent's. Memory then stays flat however long the document; the groups appear only past
/// ``groupSize`` kids.
struct StructureTree {
    /// Kids a grouping element holds itself before the next go into `NonStruct` groups, and
    /// kids per group.
    static let groupSize = 256

    private struct OpenElement {
        let ref: ObjectRef
        /// `nil` for the tree's root.
        let type: StructureType?
        let attributes: StructureAttributes
        /// The parent element, or the tree's root; `nil` for the root itself.
        let parent: ObjectRef?
        /// Whether this is a `NonStruct` group the tree opened (not one the caller began).
        let isGroup: Bool
        /// The page of the element's first marked content (`/Pg`); kids on it are bare MCIDs.
        var page: ObjectRef?
        var kids: [PDFObject] = []

        /// Whether kids past ``StructureTree/groupSize`` go into groups: the root and the
        /// grouping elements whose kids may be any block (not TOC, whose kids are TOCI).
        var groupsKids: Bool {
            guard let type else { return true }
            return Self.grouping.contains(type)
        }

        static let grouping: Set<StructureType> = [
            .document, .part, .article, .section, .division, .blockQuote, .nonStructure,
        ]
    }

    /// The `/StructTreeRoot` object.
    let rootRef: ObjectRef
    /// The root (first) and the open elements and groups, innermost last.
    private var open: [OpenElement]
    /// For each page being drawn, the element each of its MCIDs belongs to, in MCID order:
    /// the page marked last in ``markPage`` and ``marks`` (pages are drawn one at a time, so
    /// nearly every mark is on it), any other in ``pageMarks``.
    private var pageMarks: [ObjectRef: [ObjectRef]] = [:]
    private var markPage: ObjectRef?
    private var marks: [ObjectRef] = []
    private var parentTree = ParentTree()
    /// The objects finished since the writer last took them (``takeFinished(_:)``), their
    /// syntax end to end in ``finishedBytes``, each with the offset where it ends. An element
    /// is written straight into it: made as a ``PDFDictionary`` and written later, each
    /// element (a table's cell, say) built, copied and freed an array of entries (about 6,000
    /// instructions from its end to its place in an object stream, against 3,900 now).
    private var finishedBytes = ByteBuffer(capacity: 4096)
    private var finishedEnds: [(ref: ObjectRef, end: Int)] = []

    init(rootRef: ObjectRef) {
        self.rootRef = rootRef
        open = [OpenElement(ref: rootRef, type: nil, attributes: StructureAttributes(), parent: nil, isGroup: false)]
    }

    /// How many elements the caller began are open (groups not counted).
    private(set) var depth = 0

    /// Whether objects have finished since the writer last took them.
    var hasFinished: Bool { !finishedEnds.isEmpty }

    /// Calls `body` with each object finished since the last call (elements, groups,
    /// parent-tree leaves), in the order they finished, and its syntax (`<< … >>`); then
    /// forgets them. The writer writes them.
    mutating func takeFinished<E: Error>(_ body: (ObjectRef, UnsafeBufferPointer<UInt8>) throws(E) -> Void) throws(E) {
        defer {
            finishedEnds.removeAll(keepingCapacity: true)
            finishedBytes.removeAll()
        }
        let ends = finishedEnds
        try finishedBytes.bytes.withUnsafeBufferPointer { (bytes) throws(E) in
            var start = 0
            for (ref, end) in ends {
                try body(ref, UnsafeBufferPointer(rebasing: bytes[start..<end]))
                start = end
            }
        }
    }

    /// Adds a finished object other than an element (a parent-tree leaf, the root).
    private mutating func finish(_ ref: ObjectRef, _ object: PDFObject) {
        object.write(to: &finishedBytes)
        finishedEnds.append((ref, finishedBytes.count))
    }

    /// Opens an element as the next kid of the innermost open element (or of the root).
    mutating func begin(_ type: StructureType, attributes: StructureAttributes, ref: ObjectRef, allocate: () -> ObjectRef) {
        let k = container(allocate: allocate)
        open[k].kids.append(.reference(ref))
        open.append(OpenElement(ref: ref, type: type, attributes: attributes, parent: open[k].ref, isGroup: false))
        depth += 1
    }

    /// Closes the innermost element the caller began (and the groups open inside it), putting
    /// their objects in ``takeFinished(_:)``; `false` when none is open.
    mutating func end() -> Bool {
        guard depth > 0 else { return false }
        while open.last?.isGroup == true { closeInnermost() }
        closeInnermost()
        depth -= 1
        return true
    }

    /// Writes the innermost open element or group into ``finishedBytes``: the bytes a
    /// ``PDFDictionary`` of `/S`, `/P`, `/Pg`, `/K` and the attributes' entries writes.
    private mutating func closeInnermost() {
        let e = open.removeLast()
        finishedBytes.append("<<")
        finishedBytes.appendName("S")
        finishedBytes.append(0x20)
        finishedBytes.appendName((e.type ?? .nonStructure).rawValue)
        if let parent = e.parent {
            finishedBytes.append("/P ")
            PDFObject.reference(parent).write(to: &finishedBytes)
        }
        if let page = e.page {
            finishedBytes.append("/Pg ")
            PDFObject.reference(page).write(to: &finishedBytes)
        }
        if e.kids.count == 1 {
            finishedBytes.append("/K ")
            e.kids[0].write(to: &finishedBytes)
        } else if !e.kids.isEmpty {
            finishedBytes.append("/K ")
            PDFObject.array(e.kids).write(to: &finishedBytes)
        }
        var attributes = PDFDictionary()
        e.attributes.entries(into: &attributes)
        attributes.writeEntries(to: &finishedBytes)
        finishedBytes.append(">>")
        finishedEnds.append((e.ref, finishedBytes.count))
    }

    /// The index in ``open`` of the element the next kid goes to: the innermost one, or a
    /// group of it once it has ``groupSize`` kids (a full group is closed and the next one
    /// opened).
    private mutating func container(allocate: () -> ObjectRef) -> Int {
        var k = open.count - 1
        guard open[k].kids.count >= Self.groupSize else { return k }
        if open[k].isGroup {
            closeInnermost()
            k -= 1
        } else if !open[k].groupsKids {
            return k
        }
        let group = allocate()
        open[k].kids.append(.reference(group))
        open.append(OpenElement(ref: group, type: .nonStructure, attributes: StructureAttributes(), parent: open[k].ref, isGroup: true))
        return k + 1
    }

    /// The next marked-content identifier on `page`, made a kid of the innermost open element;
    /// `nil` when no element is open.
    mutating func mark(onPage page: ObjectRef, allocate: () -> ObjectRef) -> Int? {
        guard depth > 0 else { return nil }
        let k = container(allocate: allocate)
        if markPage != page {
            if let last = markPage { pageMarks[last] = marks }
            marks = pageMarks.removeValue(forKey: page) ?? []
            markPage = page
        }
        let mcid = marks.count
        marks.append(open[k].ref)
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
    mutating func annotation(_ annotation: ObjectRef, onPage page: ObjectRef, allocate: () -> ObjectRef) -> Int? {
        guard depth > 0 else { return nil }
        let k = container(allocate: allocate)
        open[k].kids.append(.dictionary(["Type": .name("OBJR"), "Pg": .reference(page), "Obj": .reference(annotation)]))
        return parentTree.addAnnotation(of: open[k].ref)
    }

    /// The `/StructParents` key of a page that is being finished, or `nil` when none of its
    /// content is marked; a parent-tree leaf it fills goes to ``takeFinished(_:)``.
    mutating func finishPage(_ page: ObjectRef, allocate: () -> ObjectRef) -> Int? {
        let pageMarks: [ObjectRef]
        if markPage == page {
            pageMarks = marks
            markPage = nil
            marks = []
        } else {
            guard let kept = self.pageMarks.removeValue(forKey: page) else { return nil }
            pageMarks = kept
        }
        let (key, leaf) = parentTree.addPage(pageMarks, allocate: allocate)
        if let leaf { finish(leaf.0, leaf.1) }
        return key
    }

    /// Closes what is still open and the parent tree, putting their objects and the root's in
    /// ``takeFinished(_:)``. Returns how many elements the caller left open.
    mutating func finish(allocate: () -> ObjectRef) -> Int {
        let left = depth
        while open.count > 1 { closeInnermost() }
        depth = 0
        let (lastLeaf, parentRoot) = parentTree.finish(allocate: allocate)
        if let lastLeaf { finish(lastLeaf.0, lastLeaf.1) }
        let parentRef = allocate()
        finish(parentRef, .dictionary(parentRoot))
        let root: PDFDictionary = [
            "Type": .name("StructTreeRoot"), "K": .array(open[0].kids), "ParentTree": .reference(parentRef),
            "ParentTreeNextKey": .integer(parentTree.nextKey),
        ]
        finish(rootRef, .dictionary(root))
        return left
    }
}
