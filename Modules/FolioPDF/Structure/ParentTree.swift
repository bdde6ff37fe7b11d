/// The parent tree of a tagged document (ISO 32000-1 §14.7.4.4): a number tree from each
/// page's `/StructParents` key to the array of the elements its MCIDs belong to, and from each
/// annotation's `/StructParent` key to its element. Keys are handed out in order, so the tree
/// is written as it grows: every ``leafSize`` entries (or sooner, once they hold
/// ``leafReferences`` element references) become one leaf with its `/Limits`, and memory
/// holds one leaf's entries and a reference per written leaf, however long the document.
///
/// A document of one leaf's entries or fewer is written as a single node, `/Nums` in the
/// root, as the spec's simplest tree.
struct ParentTree {
    /// Entries per leaf. Sixteen pages' arrays sit near the `NonStruct` groups that list the
    /// same elements (``StructureTree/groupSize``) in the object stream, where compression
    /// finds the references a second time: long.txt's PDF is 10 KB smaller than with one node
    /// written at the end (976,318 against 986,501 bytes).
    static let leafSize = 16
    /// Element references a leaf holds before it is written, whatever its entry count (pages
    /// with thousands of MCIDs).
    static let leafReferences = 4096

    /// The entries not yet written: keys ``firstPendingKey``, ``firstPendingKey`` + 1, …
    private var pending: [PDFObject] = []
    private var pendingReferences = 0
    private var firstPendingKey = 0
    /// The written leaves with the first and last key of each.
    private var leaves: [(ref: ObjectRef, first: Int, last: Int)] = []

    /// The next key to be handed out (the root's `/ParentTreeNextKey`).
    var nextKey: Int { firstPendingKey + pending.count }

    /// Adds the entry of a finished page: the elements of its MCIDs 0, 1, 2 … in order.
    /// Returns its key and, when the entry filled a leaf, the leaf to write.
    mutating func addPage(_ elements: [ObjectRef], allocate: () -> ObjectRef) -> (key: Int, leaf: (ObjectRef, PDFObject)?) {
        let key = nextKey
        pending.append(.array(elements.map { .reference($0) }))
        pendingReferences += elements.count
        let full = pending.count >= Self.leafSize || pendingReferences >= Self.leafReferences
        return (key, full ? takeLeaf(allocate: allocate) : nil)
    }

    /// Adds the entry of an annotation that is a kid of `element` and returns its key. Its leaf
    /// is written with the next page's entry or at the end.
    mutating func addAnnotation(of element: ObjectRef) -> Int {
        let key = nextKey
        pending.append(.reference(element))
        pendingReferences += 1
        return key
    }

    /// The pending entries as a leaf with its limits, to be written now.
    private mutating func takeLeaf(allocate: () -> ObjectRef) -> (ObjectRef, PDFObject) {
        let ref = allocate()
        let first = firstPendingKey, last = nextKey - 1
        let leaf: PDFDictionary = ["Limits": .array([.integer(first), .integer(last)]), "Nums": .array(nums())]
        leaves.append((ref, first, last))
        firstPendingKey = nextKey
        pending.removeAll(keepingCapacity: true)
        pendingReferences = 0
        return (ref, .dictionary(leaf))
    }

    /// The pending entries as `/Nums`' key–value pairs.
    private func nums() -> [PDFObject] {
        var nums: [PDFObject] = []
        nums.reserveCapacity(pending.count * 2)
        for (i, value) in pending.enumerated() {
            nums.append(.integer(firstPendingKey + i))
            nums.append(value)
        }
        return nums
    }

    /// Finishes the tree: the last leaf to write (if leaves were written and entries are left)
    /// and the root node's dictionary (`/Nums` for a tree of one node, else `/Kids`).
    mutating func finish(allocate: () -> ObjectRef) -> (lastLeaf: (ObjectRef, PDFObject)?, root: PDFDictionary) {
        if leaves.isEmpty { return (nil, ["Nums": .array(nums())]) }
        let last = pending.isEmpty ? nil : takeLeaf(allocate: allocate)
        return (last, ["Kids": .array(leaves.map { .reference($0.ref) })])
    }
}
