/// What a page's content streams (and the form XObjects they draw) hold, as far as the
/// conformance rules care: the marked-content identifiers, how marked content nests, content
/// drawn outside both structure and artifacts, and the device colour spaces used.
struct ContentScan {
    /// Where an MCID was found: the page, or a form XObject with `/StructParents` of its own.
    struct MCIDUse: Hashable {
        var owner: String
        var mcid: Int
    }

    /// MCIDs of real content, in the order drawn (one may come twice: a fault of its own).
    var mcids: [MCIDUse] = []
    /// MCIDs on marked content that is, or lies inside, an artifact.
    var artifactMCIDs: Set<MCIDUse> = []
    /// Marked content that does not balance in the page's content or a form's: (stream, what is wrong).
    var unbalanced: [(stream: String, problem: String)] = []
    /// Painting operators outside any MCID sequence and any artifact: count and the first one.
    var untagged = 0, firstUntagged = ""
    /// Artifacts opened inside tagged content, and tagged content opened inside artifacts.
    var artifactsInTagged = 0, taggedInArtifacts = 0
    /// The device colour spaces used (`DeviceRGB`, `DeviceCMYK`, `DeviceGray`) without a
    /// `Default…` colour space in the resources to stand for them.
    var deviceSpaces: Set<String> = []

    private struct Open { var artifact: Bool; var mcid: Int? }
    private static let painting: Set<String> = ["Tj", "TJ", "'", "\"", "S", "s", "f", "F", "f*", "B", "B*", "b", "b*", "sh", "EI"]
    private static let maxFormDepth = 12
    /// Form XObjects scanned per page at most: forms drawing forms many times each would
    /// otherwise cost the product of their counts (a file of a few kilobytes, billions of scans).
    static let maxFormScans = 2_000
    private var formScans = 0

    /// Scans a page: its content streams and every form XObject they draw (to a depth of 12).
    init(page: String, in doc: CheckedDocument) {
        let resources = doc.dictionary(doc.pageEntry(page, "/Resources")) ?? [:]
        // A page's content streams are one stream divided anywhere between tokens (ISO 32000-1
        // §7.8.2), so marked content may continue from one to the next; a form's must close in it.
        var stack: [Open] = []
        let streams = doc.contentStreams(ofPage: page)
        for stream in streams {
            scan(stream: stream, owner: page, resources: resources, stack: &stack, depth: 0, chain: [], doc: doc)
        }
        if !stack.isEmpty, let last = streams.last {
            unbalanced.append((last, "\(stack.count) marked-content sequence\(stack.count == 1 ? "" : "s") left open at the end of the page's content"))
        }
    }

    private mutating func scan(stream: String, owner: String, resources: [String: JSONValue], stack: inout [Open],
                               depth: Int, chain: Set<String>, doc: CheckedDocument) {
        guard let data = doc.pdf.streamData(stream) else { return }
        var lexer = ContentLexer(data)
        let base = depth == 0 ? 0 : stack.count   // a form closes what it opens; a page's streams are one
        let colourSpaces = doc.dictionary(resources["/ColorSpace"]) ?? [:]
        func device(_ space: String) {
            let family = space == "RGB" ? "DeviceRGB" : space == "CMYK" ? "DeviceCMYK" : space == "G" ? "DeviceGray" : space
            guard ["DeviceRGB", "DeviceCMYK", "DeviceGray"].contains(family) else { return }
            if colourSpaces["/Default" + family.dropFirst(6)] == nil { deviceSpaces.insert(family) }
        }
        while let op = lexer.next() {
            switch op.name {
            case "BDC", "BMC":
                let tag: String? = { if case .name(let n) = op.operands.first { return n } else { return nil } }()
                let artifact = tag == "Artifact"
                let mcid = op.name == "BDC" ? Self.mcid(op.operands.dropFirst(), resources: resources, doc: doc) : nil
                let inTagged = stack.contains { $0.mcid != nil }, inArtifact = stack.contains { $0.artifact }
                if artifact && inTagged { artifactsInTagged += 1 }
                if !artifact && mcid != nil && inArtifact { taggedInArtifacts += 1 }
                if let mcid {
                    let use = MCIDUse(owner: owner, mcid: mcid)
                    if artifact || inArtifact { artifactMCIDs.insert(use) } else { mcids.append(use) }
                }
                stack.append(Open(artifact: artifact, mcid: mcid))
            case "EMC":
                if stack.count > base { stack.removeLast() } else {
                    unbalanced.append((stream, "EMC at operator \(op.tokenIndex) closes no marked-content sequence"))
                }
            case "rg", "RG": device("DeviceRGB")
            case "k", "K": device("DeviceCMYK")
            case "g", "G": device("DeviceGray")
            case "cs", "CS":
                if case .name(let n) = op.operands.last {
                    if let named = doc.name(colourSpaces["/" + n]) { device(named) } else { device(n) }
                }
            case "ID":
                var previous: String?
                for operand in op.operands {
                    if case .name(let n) = operand {
                        if previous == "CS" || previous == "ColorSpace" { device(n) }
                        previous = n
                    } else { previous = nil }
                }
                markPainted("inline image", stack)
            case "Do":
                guard case .name(let n) = op.operands.last,
                      let xobject = doc.dictionary(resources["/XObject"])?["/" + n], let ref = CheckedDocument.reference(xobject),
                      let dict = doc.dictionary(xobject) else { break }
                if doc.name(dict["/Subtype"]) == "Form" {
                    guard depth < Self.maxFormDepth, !chain.contains(ref), formScans < Self.maxFormScans else { break }
                    formScans += 1
                    let formResources = doc.dictionary(dict["/Resources"]) ?? resources
                    let formOwner = dict["/StructParents"] != nil ? ref : owner
                    scan(stream: ref, owner: formOwner, resources: formResources, stack: &stack, depth: depth + 1,
                         chain: chain.union([ref]), doc: doc)
                } else {
                    if let space = doc.name(dict["/ColorSpace"]) { device(space) }
                    markPainted("Do (image \(ref))", stack)
                }
            case let name where Self.painting.contains(name):
                markPainted(name, stack)
            default:
                break
            }
        }
        if stack.count > base, depth > 0 {
            unbalanced.append((stream, "\(stack.count - base) marked-content sequence\(stack.count - base == 1 ? "" : "s") left open at its end"))
            stack.removeLast(stack.count - base)
        }
    }

    private mutating func markPainted(_ what: String, _ stack: [Open]) {
        guard !stack.contains(where: { $0.artifact || $0.mcid != nil }) else { return }
        if untagged == 0 { firstUntagged = what }
        untagged += 1
    }

    /// The `/MCID` of a BDC's properties: an inline dictionary, or a name in the resources'
    /// `/Properties`.
    private static func mcid(_ operands: ArraySlice<ContentLexer.Operand>, resources: [String: JSONValue], doc: CheckedDocument) -> Int? {
        if case .name(let n)? = operands.first {
            guard let v = doc.number(doc.dictionary(doc.dictionary(resources["/Properties"])?["/" + n])?["/MCID"]) else { return nil }
            return Int(exactly: v.rounded()) ?? nil
        }
        var depth = 0
        var previousWasMCID = false
        for operand in operands {
            switch operand {
            case .dictionaryStart, .arrayStart: depth += 1; previousWasMCID = false
            case .dictionaryEnd, .arrayEnd: depth -= 1; previousWasMCID = false
            case .name(let n): previousWasMCID = depth == 1 && n == "MCID"
            case .number(let v):
                if previousWasMCID, v >= 0, v < 1e9 { return Int(v) }
                previousWasMCID = false
            default: previousWasMCID = false
            }
        }
        return nil
    }
}
