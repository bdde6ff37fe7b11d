/// A document's structure tree (ISO 32000-1 §14.7) as read from its objects: each element with
/// its type, parent and content items, walked from the `StructTreeRoot` without recursion and
/// with every element visited once, so a hostile tree with cycles or great depth is read safely.
struct StructureTree {
    /// One structure element.
    struct Element {
        /// Its reference, or a made-up key (`"direct 3"`) for an element written in place.
        var key: String
        /// `/S` as written (before role mapping); nil when missing.
        var type: String?
        /// The element or root its `/P` names.
        var parent: String?
        /// The element or root it was found under.
        var foundUnder: String
        var dictionary: [String: JSONValue]
        /// Child elements' keys, in order.
        var children: [String] = []
    }

    /// The root's reference (or `"StructTreeRoot"` when written in place).
    var rootKey = "StructTreeRoot"
    var root: [String: JSONValue]?
    /// Elements in document order (depth first, as the tree is read).
    var elements: [Element] = []
    var byKey: [String: Int] = [:]
    /// Which element each MCID belongs to: (page or stream, MCID) → element keys.
    var mcidOwners: [ContentScan.MCIDUse: [String]] = [:]
    /// Which element each object reference (OBJR) belongs to: annotation or XObject → element keys.
    var objectOwners: [String: [String]] = [:]
    /// Faults found while reading: (object, what is wrong).
    var malformed: [(object: String?, problem: String)] = []

    static let maxElements = 1_000_000

    init(_ doc: CheckedDocument) {
        let rootValue = doc.catalog["/StructTreeRoot"]
        guard let root = doc.dictionary(rootValue) else { return }
        self.root = root
        rootKey = CheckedDocument.reference(rootValue) ?? "StructTreeRoot"
        if doc.name(root["/Type"]) != "StructTreeRoot" {
            malformed.append((CheckedDocument.reference(rootValue), "the structure tree root's /Type is not /StructTreeRoot"))
        }
        // A work list of (kid, the element or root it is under, the page inherited from above).
        var work: [(kid: JSONValue, under: String, page: String?)] = Self.kids(root["/K"], doc).reversed().map { ($0, rootKey, nil) }
        var direct = 0
        while let (kid, under, inheritedPage) = work.popLast() {
            let underElement = byKey[under].map { elements[$0] }
            let page = underElement.flatMap { CheckedDocument.reference($0.dictionary["/Pg"]) } ?? inheritedPage
            if doc.pdf.resolve(kid)?.number != nil {
                guard let n = doc.integer(kid) else { malformed.append((under, "an MCID out of range")); continue }
                // A marked-content identifier on the element's page.
                guard under != rootKey else { malformed.append((nil, "the structure tree root has an MCID \(n) among its kids")); continue }
                guard let page else { malformed.append((under, "MCID \(n) with no /Pg on its element or above it")); continue }
                mcidOwners[ContentScan.MCIDUse(owner: page, mcid: n), default: []].append(under)
                continue
            }
            guard let dict = doc.dictionary(kid) else {
                malformed.append((under == rootKey ? CheckedDocument.reference(rootValue) : under, "a /K entry is neither an element, an MCID nor a content item reference"))
                continue
            }
            switch doc.name(dict["/Type"]) {
            case "MCR":
                guard let mcid = doc.integer(dict["/MCID"]) else { malformed.append((under, "a marked-content reference without /MCID")); continue }
                // A form's MCIDs are its own when it has /StructParents (as the content scan counts them), else the page's.
                let form = CheckedDocument.reference(dict["/Stm"]).flatMap { doc.dictionary(dict["/Stm"])?["/StructParents"] != nil ? $0 : nil }
                let owner = form ?? CheckedDocument.reference(dict["/Pg"]) ?? page
                guard let owner else { malformed.append((under, "MCID \(mcid) with no /Pg")); continue }
                mcidOwners[ContentScan.MCIDUse(owner: owner, mcid: mcid), default: []].append(under)
                continue
            case "OBJR":
                guard let object = CheckedDocument.reference(dict["/Obj"]) else { malformed.append((under, "an object reference without /Obj")); continue }
                objectOwners[object, default: []].append(under)
                continue
            default:
                break
            }
            let key: String
            if let r = CheckedDocument.reference(kid) { key = r } else { direct += 1; key = "direct \(direct)" }
            if byKey[key] != nil {
                malformed.append((key, "the element is reached twice in the structure tree (a cycle or a shared kid)"))
                continue
            }
            guard elements.count < Self.maxElements else { malformed.append((nil, "more than \(Self.maxElements) elements; the rest not read")); break }
            byKey[key] = elements.count
            elements.append(Element(key: key, type: doc.name(dict["/S"]), parent: CheckedDocument.reference(dict["/P"]), foundUnder: under, dictionary: dict))
            if let i = byKey[under] { elements[i].children.append(key) }
            work.append(contentsOf: Self.kids(dict["/K"], doc).reversed().map { ($0, key, page) })
        }
    }

    /// A `/K` value as a list: one kid or an array of them.
    private static func kids(_ k: JSONValue?, _ doc: CheckedDocument) -> [JSONValue] {
        guard let k else { return [] }
        if case .array(let a)? = doc.pdf.resolve(k) { return a }
        return [k]
    }

    /// An element by key.
    func element(_ key: String) -> Element? { byKey[key].map { elements[$0] } }
}
