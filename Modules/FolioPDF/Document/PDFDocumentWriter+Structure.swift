/// The structure tree (tagged PDF): elements begun and ended as content is drawn, marked
/// content and annotations made their kids, and the tree's objects written as they finish.
extension PDFDocumentWriter {
    /// Opens a structure element as the next kid of the innermost open one (or of the
    /// structure tree's root): the content marked with ``markContent(onPage:)`` until
    /// ``endStructureElement()``, and the elements opened meanwhile, are its kids. The first
    /// element makes the document tagged: the catalog gets `/StructTreeRoot` and
    /// `/MarkInfo << /Marked true >>`, and every page `/Tabs /S`.
    ///
    /// An element of a grouping type (Document, Part, Art, Sect, Div, BlockQuote, NonStruct)
    /// with more than 256 kids holds the kids after its first 256 in `NonStruct` groups of
    /// 256, written as each fills, so that memory does not grow with the document.
    ///
    /// - Returns: the element's object number (written when it ends).
    @discardableResult
    public func beginStructureElement(_ type: StructureType, attributes: StructureAttributes = StructureAttributes()) -> ObjectRef {
        if structure == nil { structure = StructureTree(rootRef: allocate()) }
        let ref = allocate()
        structure?.begin(type, attributes: attributes, ref: ref, allocate: allocate)
        return ref
    }

    /// Closes the innermost open structure element and writes it.
    ///
    /// - Throws: ``PDFError/invalidValue(_:)`` when no element is open.
    public func endStructureElement() throws(PDFError) {
        guard structure?.end() == true else {
            throw .invalidValue("endStructureElement() without an open structure element: each end needs a begin")
        }
        try writeFinishedStructure()
    }

    /// How many structure elements are open.
    public var openStructureElements: Int { structure?.depth ?? 0 }

    /// The marked-content identifier (MCID) for the next marked-content sequence on `page`,
    /// made a kid of the innermost open structure element: write it in the page's content as
    /// `/Tag << /MCID n >> BDC … EMC`. `nil` when no element is open.
    public func markContent(onPage page: ObjectRef) -> Int? {
        structure?.mark(onPage: page, allocate: allocate)
    }

    /// Makes an annotation of `page` a kid of the innermost open structure element (a link in
    /// a `Link` element, say): reserves the annotation's object number and its
    /// `/StructParent` key, which the annotation takes. Nothing happens when no element is open.
    public func attachToStructure(_ annotation: inout PDFAnnotation, onPage page: ObjectRef) {
        guard structure?.depth ?? 0 > 0 else { return }
        let ref = annotation.reservedRef ?? allocate()
        annotation.reservedRef = ref
        annotation.structParent = structure?.annotation(ref, onPage: page, allocate: allocate)
    }

    /// Writes the structure objects finished so far (elements, groups, parent-tree leaves).
    /// Groups opened by a mark are written by the next call, which is never later than the
    /// page's end.
    func writeFinishedStructure() throws(PDFError) {
        guard structure?.hasFinished == true else { return }
        try structure?.takeFinished { (ref, syntax) throws(PDFError) in try writeStructure(ref, syntax: syntax) }
    }

    /// Closes the elements left open (with a warning), writes the rest of the parent tree and
    /// the tree's root, and returns the root.
    func finishStructure() throws(PDFError) -> ObjectRef {
        guard var tree = structure else { preconditionFailure("finishStructure() of an untagged document") }
        let left = tree.finish(allocate: allocate)
        if left > 0 { warnings.append("\(left) structure element(s) left open at the end of the document were closed") }
        structure = tree
        try writeFinishedStructure()
        return tree.rootRef
    }
}
