/// Builds a shallow, balanced page tree while pages stream out.
///
/// Pages are grouped under leaf `/Pages` nodes of at most ``fanOut`` kids, whose object
/// numbers are reserved when a group starts (a page object names its parent). The inner levels
/// are written at the end, where only object numbers are needed. A document of up to
/// ``fanOut`` pages has a single `/Pages` node.
struct PageTreeBuilder {
    static let fanOut = 64

    private struct Group {
        var ref: ObjectRef
        var kids: [ObjectRef] = []
    }

    private var groups: [Group] = []
    private var parentOfPending: [ObjectRef: ObjectRef] = [:]
    private(set) var pageCount = 0
    private var reservedInCurrentGroup = 0

    /// Assigns a page to a leaf node, opening a new leaf when the current one is full.
    mutating func reserve(_ page: ObjectRef, allocate: () -> ObjectRef) {
        if groups.isEmpty || reservedInCurrentGroup == Self.fanOut {
            groups.append(Group(ref: allocate()))
            reservedInCurrentGroup = 0
        }
        reservedInCurrentGroup += 1
        parentOfPending[page] = groups[groups.count - 1].ref
    }

    func parent(of page: ObjectRef) -> ObjectRef { parentOfPending[page]! }

    /// Records that the page object was written, in document order.
    mutating func finish(_ page: ObjectRef) {
        let parent = parentOfPending.removeValue(forKey: page)!
        let i = groups.lastIndex(where: { $0.ref == parent })!
        groups[i].kids.append(page)
        pageCount += 1
    }

    /// Writes every `/Pages` node and returns the root.
    func writeNodes(
        allocate: () -> ObjectRef, write: (ObjectRef, PDFObject) throws(PDFError) -> Void
    ) throws(PDFError) -> ObjectRef {
        // Leaves hold pages; a level of more than fanOut nodes gets a parent level.
        var level: [(ref: ObjectRef, kids: [ObjectRef], count: Int)] = groups.filter { !$0.kids.isEmpty }
            .map { ($0.ref, $0.kids, $0.kids.count) }
        var parents: [ObjectRef: ObjectRef] = [:]
        var allLevels: [[(ref: ObjectRef, kids: [ObjectRef], count: Int)]] = [level]
        while level.count > 1 {
            var next: [(ref: ObjectRef, kids: [ObjectRef], count: Int)] = []
            var i = 0
            while i < level.count {
                let chunk = level[i..<min(i + Self.fanOut, level.count)]
                let ref = allocate()
                for node in chunk { parents[node.ref] = ref }
                next.append((ref, chunk.map(\.ref), chunk.reduce(0) { $0 + $1.count }))
                i += Self.fanOut
            }
            allLevels.append(next)
            level = next
        }
        for nodes in allLevels {
            for node in nodes {
                var d: PDFDictionary = [
                    "Type": .name("Pages"), "Kids": .array(node.kids.map(PDFObject.reference)),
                    "Count": .integer(node.count),
                ]
                if let p = parents[node.ref] { d["Parent"] = .reference(p) }
                try write(node.ref, .dictionary(d))
            }
        }
        return level[0].ref
    }
}

/// Packs small objects into an object stream (`/Type /ObjStm`, ISO 32000-1 §7.5.7).
struct ObjectStreamBuilder {
    /// Objects per stream at most.
    let capacity: Int
    /// Bytes of objects past which the stream is full.
    let bodyLimit: Int

    private var members: [ObjectRef] = []
    private var offsets: [Int] = []
    private var body = ByteBuffer(capacity: 16384)

    /// A builder of streams of at most `capacity` objects and about `bodyLimit` bytes.
    init(capacity: Int = 200, bodyLimit: Int = 1 << 16) {
        self.capacity = capacity
        self.bodyLimit = bodyLimit
    }

    var isEmpty: Bool { members.isEmpty }
    var isFull: Bool { members.count >= capacity || body.count > bodyLimit }
    /// How many objects the stream holds.
    var count: Int { members.count }

    /// Adds an object and returns its index in the stream.
    mutating func add(_ ref: ObjectRef, _ object: PDFObject) -> Int {
        offsets.append(body.count)
        object.write(to: &body)
        body.append(0x0A)
        members.append(ref)
        return members.count - 1
    }

    /// Adds an object already written as syntax and returns its index in the stream.
    mutating func add(_ ref: ObjectRef, syntax: UnsafeBufferPointer<UInt8>) -> Int {
        offsets.append(body.count)
        body.bytes.append(contentsOf: syntax)
        body.append(0x0A)
        members.append(ref)
        return members.count - 1
    }

    /// Moves `other`'s objects after this stream's (the two written as one stream), leaving
    /// `other` empty.
    mutating func absorb(_ other: inout ObjectStreamBuilder) {
        let base = body.count
        offsets.append(contentsOf: other.offsets.map { $0 + base })
        members.append(contentsOf: other.members)
        body.append(contentsOf: other.body.bytes)
        _ = other.take()
    }

    /// Returns the stream's dictionary, data and members, and starts a new stream.
    mutating func take() -> (PDFDictionary, [UInt8], [ObjectRef]) {
        var header = ByteBuffer(capacity: members.count * 12)
        for (ref, offset) in zip(members, offsets) {
            header.appendInt(ref.number)
            header.append(0x20)
            header.appendInt(offset)
            header.append(0x20)
        }
        let dict: PDFDictionary = [
            "Type": .name("ObjStm"), "N": .integer(members.count), "First": .integer(header.count),
        ]
        var data = header.bytes
        data.append(contentsOf: body.bytes)
        let m = members
        members.removeAll(keepingCapacity: true)
        offsets.removeAll(keepingCapacity: true)
        body.removeAll()
        return (dict, data, m)
    }
}
