/// The rules of tagged PDF (ISO 32000-1 §14.6–14.8) that a program can check: the document is
/// marked, its structure tree is well formed, every marked-content identifier is used once on
/// each side, the parent tree agrees with the tree, marked content balances, and all content is
/// either in the structure or an artifact.
enum TaggedPDFRules {
    static func check(_ c: inout RuleContext) {
        let markInfo = c.doc.dictionary(c.doc.catalog["/MarkInfo"])
        if markInfo?["/Marked"] != .bool(true) {
            c.add(c.tagged("14.8.1"), "the catalog's /MarkInfo does not say /Marked true")
        }
        if markInfo?["/Suspects"] == .bool(true) {
            c.add(c.tagged("14.7.1", matterhorn: "01-007"), "/MarkInfo says /Suspects true: the producer doubts its own tags")
        }
        guard c.tree.root != nil else {
            c.add(c.tagged("14.7.2"), "the catalog has no /StructTreeRoot: the document has no structure tree")
            contentOutsideStructure(&c)
            return
        }
        structure(&c)
        roleMap(&c)
        markedContent(&c)
        contentOutsideStructure(&c)
        parentTree(&c)
    }

    /// Each element has a type and names as its parent the element it is a kid of (§14.7.2).
    static func structure(_ c: inout RuleContext) {
        for fault in c.tree.malformed { c.add(c.tagged("14.7.2"), fault.problem, fault.object) }
        if c.tree.elements.isEmpty { c.add(c.tagged("14.7.2"), "the structure tree has no elements", c.tree.rootKey) }
        for e in c.tree.elements {
            if e.type == nil { c.add(c.tagged("14.7.2"), "a structure element without /S (its type)", e.key) }
            if !e.key.hasPrefix("direct"), e.parent != e.foundUnder {
                c.add(c.tagged("14.7.2"), "the element's /P is \(e.parent ?? "missing"), but it is a kid of \(e.foundUnder)", e.key)
            }
        }
    }

    /// Every type is standard or maps to one, no mapping is circular, and no standard type is
    /// remapped (§14.8.4; ISO 14289-1 7.1, Matterhorn 02-001, 02-003, 02-004).
    static func roleMap(_ c: inout RuleContext) {
        let map = c.doc.dictionary(c.tree.root?["/RoleMap"]) ?? [:]
        for key in map.keys.sorted() where RuleContext.standardTypes.contains(String(key.dropFirst())) {
            c.add(c.tagged("14.8.4", matterhorn: "02-004"), "the role map remaps the standard type \(key.dropFirst())",
                  CheckedDocument.reference(c.tree.root?["/RoleMap"]), c.ua ? .error : .warning)
        }
        var seen: Set<String> = []
        for e in c.tree.elements {
            guard let type = e.type, !RuleContext.standardTypes.contains(type), seen.insert(type).inserted else { continue }
            var chain = [type]
            var current = type
            var circular = false
            while !RuleContext.standardTypes.contains(current), let next = c.doc.name(map["/" + current]) {
                if chain.contains(next) || chain.count > 32 {
                    c.add(c.tagged("14.8.4", matterhorn: "02-003"), "the role map is circular: \((chain + [next]).joined(separator: " → "))", e.key)
                    circular = true
                    break
                }
                chain.append(next)
                current = next
            }
            if !circular, !RuleContext.standardTypes.contains(current) {
                c.add(c.tagged("14.8.4", matterhorn: "02-001"), "the type \(type) is not standard and the role map does not lead it to a standard type", e.key)
            }
        }
    }

    /// Marked content balances in each stream (§14.6); each MCID of the content is used once and
    /// named by exactly one element, each MCID an element names exists, artifacts are not in the
    /// structure and do not nest with tagged content (§14.7.4.2, §14.8.2.2).
    static func markedContent(_ c: inout RuleContext) {
        var contentMCIDs: Set<ContentScan.MCIDUse> = []
        var artifactMCIDs: Set<ContentScan.MCIDUse> = []
        var scannedOwners: Set<String> = []
        for (page, scan) in c.scans {
            scannedOwners.insert(page)
            for u in scan.unbalanced { c.add(c.tagged("14.6"), "\(c.doc.pageLabel(page)): \(u.problem)", u.stream) }
            if scan.artifactsInTagged > 0 {
                c.add(c.tagged("14.8.2.2", matterhorn: "01-003"), "\(c.doc.pageLabel(page)): \(scan.artifactsInTagged) artifact\(scan.artifactsInTagged == 1 ? "" : "s") inside tagged content", page)
            }
            if scan.taggedInArtifacts > 0 {
                c.add(c.tagged("14.8.2.2", matterhorn: "01-004"), "\(c.doc.pageLabel(page)): \(scan.taggedInArtifacts) tagged sequence\(scan.taggedInArtifacts == 1 ? "" : "s") inside an artifact", page)
            }
            var duplicates: Set<Int> = []
            for use in scan.mcids {
                scannedOwners.insert(use.owner)
                if !contentMCIDs.insert(use).inserted { duplicates.insert(use.mcid) }
            }
            for m in duplicates.sorted() {
                c.add(c.tagged("14.7.4.2"), "\(c.doc.pageLabel(page)): MCID \(m) marks more than one sequence", page)
            }
            artifactMCIDs.formUnion(scan.artifactMCIDs)
            for use in scan.mcids where c.tree.mcidOwners[use] == nil && !duplicates.contains(use.mcid) {
                c.add(c.tagged("14.7.4.2"), "\(c.doc.pageLabel(page)): MCID \(use.mcid) is not referenced by the structure tree", use.owner)
            }
        }
        for (use, owners) in c.tree.mcidOwners.sorted(by: { ($0.key.owner, $0.key.mcid) < ($1.key.owner, $1.key.mcid) }) {
            if owners.count > 1 {
                c.add(c.tagged("14.7.4.2"), "MCID \(use.mcid) of \(c.doc.pageLabel(use.owner)) is referenced \(owners.count) times (by \(owners.joined(separator: ", ")))", owners[0])
            }
            if artifactMCIDs.contains(use) {
                c.add(c.tagged("14.8.2.2"), "MCID \(use.mcid) of \(c.doc.pageLabel(use.owner)) marks an artifact, yet the structure tree references it", owners[0])
            } else if !contentMCIDs.contains(use) {
                let known = scannedOwners.contains(use.owner) || c.doc.pdf.pages.contains(use.owner)
                c.add(c.tagged("14.7.4.2"), known ? "the element references MCID \(use.mcid) of \(c.doc.pageLabel(use.owner)), which its content does not have"
                                                  : "the element references MCID \(use.mcid) of \(use.owner), which is not a page of the document", owners[0])
            }
        }
    }

    /// Content drawn outside both marked content with an MCID and an artifact (§14.8.2.2;
    /// ISO 14289-1 7.1, Matterhorn 01-005).
    static func contentOutsideStructure(_ c: inout RuleContext) {
        for (page, scan) in c.scans where scan.untagged > 0 {
            c.add(c.tagged("14.8.2.2", matterhorn: "01-005"),
                  "\(c.doc.pageLabel(page)): \(scan.untagged) painting operator\(scan.untagged == 1 ? "" : "s") (the first \(scan.firstUntagged)) neither tagged as real content nor marked as an artifact", page)
        }
    }

    /// The parent tree (§14.7.4.4) has an entry for each page's `/StructParents` and each
    /// annotation's `/StructParent`, naming the elements the structure tree gives.
    static func parentTree(_ c: inout RuleContext) {
        let entries = numberTree(c.tree.root?["/ParentTree"], c.doc)
        let hasParentTree = c.tree.root?["/ParentTree"] != nil
        let clause = c.tagged("14.7.4.4")
        var missingTreeReported = false
        func entry(_ key: Int, for what: String, _ object: String, _ c: inout RuleContext) -> JSONValue? {
            guard hasParentTree else {
                if !missingTreeReported { c.add(clause, "the structure tree root has no /ParentTree", c.tree.rootKey) }
                missingTreeReported = true
                return nil
            }
            guard let e = entries[key] else { c.add(clause, "the parent tree has no entry \(key) for \(what)", object); return nil }
            return e
        }
        // Pages and forms with tagged content.
        var owners: [String: [Int]] = [:]
        for (_, scan) in c.scans { for use in scan.mcids { owners[use.owner, default: []].append(use.mcid) } }
        let ordered = c.doc.pdf.pages.filter { owners[$0] != nil } + owners.keys.filter { !c.doc.pdf.pages.contains($0) }.sorted()
        for owner in ordered {
            let label = c.doc.pageLabel(owner)
            guard let key = c.doc.integer(c.doc.dictionary(.string(owner))?["/StructParents"]) else {
                c.add(clause, "\(label) has marked content with MCIDs but no /StructParents", owner)
                continue
            }
            guard let value = entry(key, for: label, owner, &c) else { continue }
            guard let array = c.doc.array(value) else { c.add(clause, "the parent tree's entry \(key) for \(label) is not an array", owner); continue }
            for m in Set(owners[owner] ?? []).sorted() {
                guard let expected = c.tree.mcidOwners[ContentScan.MCIDUse(owner: owner, mcid: m)]?.first else { continue }
                let found = m < array.count ? CheckedDocument.reference(array[m]) : nil
                if found != expected {
                    c.add(clause, "\(label): the parent tree gives MCID \(m) to \(found ?? "nothing"), the structure tree to \(expected)", owner)
                }
            }
        }
        // Annotations and other objects referenced from the structure.
        for (object, elements) in c.tree.objectOwners.sorted(by: { $0.key < $1.key }) {
            guard let dict = c.doc.dictionary(.string(object)) else {
                c.add(c.tagged("14.7.4.3"), "an object reference names \(object), which does not exist", elements[0])
                continue
            }
            guard let key = c.doc.integer(dict["/StructParent"]) else {
                c.add(clause, "the object is referenced from the structure tree but has no /StructParent", object)
                continue
            }
            guard let value = entry(key, for: "the object's /StructParent", object, &c) else { continue }
            if CheckedDocument.reference(value) != elements[0] {
                c.add(clause, "the parent tree gives the object's /StructParent \(key) to \(CheckedDocument.reference(value) ?? "no element"), the structure tree to \(elements[0])", object)
            }
        }
    }

    /// A number tree's leaves (ISO 32000-1 §7.9.7), read with a work list to a depth of 32.
    static func numberTree(_ root: JSONValue?, _ doc: CheckedDocument) -> [Int: JSONValue] {
        var found: [Int: JSONValue] = [:]
        var work: [(JSONValue, Int)] = root.map { [($0, 0)] } ?? []
        var visited: Set<String> = []
        while let (node, depth) = work.popLast() {
            if let r = CheckedDocument.reference(node), !visited.insert(r).inserted { continue }
            guard let dict = doc.dictionary(node) else { continue }
            if let nums = doc.array(dict["/Nums"]) {
                var i = 0
                while i + 1 < nums.count {
                    if let k = doc.integer(nums[i]) { found[k] = nums[i + 1] }
                    i += 2
                }
            }
            guard depth < 32 else { continue }
            for kid in doc.array(dict["/Kids"]) ?? [] { work.append((kid, depth + 1)) }
        }
        return found
    }
}

extension TaggedPDFRules {
    /// What ISO 32000-1 recommends ("should") of a tagged PDF and PDF/UA-1 requires: a document
    /// language (§14.9.2) and alternative text on figures (§14.9.3). Warnings.
    static func recommendations(_ c: inout RuleContext) {
        if (c.doc.text(c.doc.catalog["/Lang"]) ?? "").isEmpty {
            c.add("ISO 32000-1 14.9.2", "the catalog has no /Lang (the document's language)", nil, .warning)
        }
        for e in c.tree.elements where c.standardType(of: e) == "Figure" {
            if (c.doc.text(e.dictionary["/Alt"]) ?? "").isEmpty && (c.doc.text(e.dictionary["/ActualText"]) ?? "").isEmpty {
                c.add("ISO 32000-1 14.9.3", "a Figure without /Alt or /ActualText", e.key, .warning)
            }
        }
    }
}
