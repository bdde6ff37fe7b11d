import Foundation

/// A PDF read through `qpdf --json` (JSON version 2): its objects, its pages in order, and its
/// outline as qpdf resolved it.
struct QPDFDocument: Sendable {
    /// Every object by reference ("12 0 R"), with a stream's dictionary in place of the stream.
    let objects: [String: JSONValue]
    /// Each page object's reference, in page order.
    let pages: [String]
    /// The trailer dictionary.
    let trailer: JSONValue
    /// qpdf's `outlines` section.
    let outlines: [JSONValue]

    /// Each stream's data as qpdf gave it (base64; decoded where qpdf could), by reference;
    /// present only when the document was read with `streamData: true`.
    let streams: [String: String]

    /// Runs `qpdf --json` on a file. With `streamData`, every stream's data comes too, decoded
    /// where qpdf can (`--decode-level=generalized`: Flate, LZW, ASCII filters, not images).
    init(path: String, streamData: Bool = false) throws {
        var args = ["--json=2", "--json-key=pages", "--json-key=outlines", "--json-key=qpdf"]
        if streamData { args += ["--json-stream-data=inline", "--decode-level=generalized"] }
        args.append(path)
        let run = try PDFTools.run("qpdf", args)
        // Status 3: qpdf repaired the file and warned; the JSON is still there (the syntax check reports the warnings).
        guard run.status == 0 || run.status == 3 else {
            throw ToolError.failed(tool: "qpdf", arguments: args, status: run.status, stderr: run.stderr)
        }
        try self.init(json: run.output)
    }

    /// Reads what `qpdf --json=2` printed (its `qpdf`, `pages` and `outlines` keys; any missing
    /// key reads as empty).
    init(json: [UInt8]) throws {
        let root = try JSONDecoder().decode(JSONValue.self, from: Data(json))
        var objects: [String: JSONValue] = [:]
        var streams: [String: String] = [:]
        var trailer = JSONValue.null
        for (key, value) in root["qpdf"]?.array?.dropFirst().first?.object ?? [:] {
            if key == "trailer" { trailer = value["value"] ?? value["stream"]?["dict"] ?? .null; continue }
            guard key.hasPrefix("obj:") else { continue }
            let reference = String(key.dropFirst(4))
            objects[reference] = value["value"] ?? value["stream"]?["dict"] ?? .null
            if let data = value["stream"]?["data"]?.string { streams[reference] = data }
        }
        self.objects = objects
        self.streams = streams
        self.trailer = trailer
        self.pages = root["pages"]?.array?.compactMap { $0["object"]?.string } ?? []
        self.outlines = root["outlines"]?.array ?? []
    }

    /// The decoded data of a stream object (by reference), when it was read.
    func streamData(_ reference: String) -> [UInt8]? {
        guard let base64 = streams[reference], let data = Data(base64Encoded: base64) else { return nil }
        return [UInt8](data)
    }

    /// The value with references followed (at most a few levels, to stay clear of cycles).
    func resolve(_ value: JSONValue?) -> JSONValue? {
        var v = value
        for _ in 0..<8 {
            guard let s = v?.string, s.hasSuffix(" R"), let target = objects[s] else { return v }
            v = target
        }
        return v
    }

    /// The 1-based number of the page a reference points at.
    func pageNumber(of reference: JSONValue?) -> Int? {
        guard let ref = reference?.string, let i = pages.firstIndex(of: ref) else { return nil }
        return i + 1
    }

    /// The text of a PDF string as qpdf spells it ("u:text" or "b:hex"), or a name without its slash.
    static func text(_ value: JSONValue?) -> String? {
        guard let s = value?.string else { return nil }
        if s.hasPrefix("u:") { return String(s.dropFirst(2)) }
        if s.hasPrefix("/") { return String(s.dropFirst()) }
        if s.hasPrefix("b:") {
            var bytes: [UInt8] = []
            var hex = Substring(s.dropFirst(2))
            while hex.count >= 2, let b = UInt8(hex.prefix(2), radix: 16) { bytes.append(b); hex = hex.dropFirst(2) }
            return String(decoding: bytes, as: UTF8.self)
        }
        return s
    }
}

extension QPDFDocument {
    /// The link annotations of a page (1-based), with their destinations resolved.
    func links(onPage n: Int) -> [DocumentSummary.Link] {
        guard let annots = resolve(resolve(objects[pages[n - 1]])?["/Annots"])?.array else { return [] }
        return annots.compactMap { ref -> DocumentSummary.Link? in
            guard let annot = resolve(ref), QPDFDocument.text(annot["/Subtype"]) == "Link" else { return nil }
            let r = (resolve(annot["/Rect"])?.array ?? []).compactMap { resolve($0)?.number }
            let rect = r.count == 4 ? [Swift.min(r[0], r[2]), Swift.min(r[1], r[3]), Swift.max(r[0], r[2]), Swift.max(r[1], r[3])].map(Self.rounded) : r
            var link = DocumentSummary.Link(rect: rect)
            if let action = resolve(annot["/A"]) {
                switch QPDFDocument.text(action["/S"]) {
                case "URI": link.uri = QPDFDocument.text(resolve(action["/URI"]))
                case "GoTo": resolveDestination(action["/D"], into: &link)
                case let other: link.action = other ?? "unknown"
                }
            } else if annot["/Dest"] != nil {
                resolveDestination(annot["/Dest"], into: &link)
            }
            return link
        }
    }

    /// Every named destination, from the catalog's `/Names /Dests` tree and its `/Dests`
    /// dictionary, with the 1-based number of the page it points at.
    func destinationPages() -> [String: Int] {
        var found: [String: Int] = [:]
        func page(of destination: JSONValue?) -> Int? {
            var d = resolve(destination)
            if let dict = d?.object, let inner = dict["/D"] { d = resolve(inner) }
            guard let first = d?.array?.first else { return nil }
            return first.number.map { Int($0) + 1 } ?? pageNumber(of: first)
        }
        let catalog = resolve(trailer["/Root"])
        // The tree, walked with a work list (a malformed file may nest deeply).
        var nodes: [(JSONValue, Int)] = resolve(resolve(catalog?["/Names"])?["/Dests"]).map { [($0, 0)] } ?? []
        while let (node, depth) = nodes.popLast() {
            if let names = resolve(node["/Names"])?.array {
                var i = 0
                while i + 1 < names.count {
                    if let name = QPDFDocument.text(resolve(names[i])), let n = page(of: names[i + 1]) { found[name] = n }
                    i += 2
                }
            }
            guard depth < 32 else { continue }
            for kid in resolve(node["/Kids"])?.array ?? [] { if let k = resolve(kid) { nodes.append((k, depth + 1)) } }
        }
        for (key, value) in resolve(catalog?["/Dests"])?.object ?? [:] {
            if let n = page(of: value) { found[String(key.dropFirst())] = n }
        }
        return found
    }

    /// Fills in a link's name, page and view from a destination (explicit or named).
    private func resolveDestination(_ destination: JSONValue?, into link: inout DocumentSummary.Link) {
        var d = resolve(destination)
        if case .string = d {
            let name = QPDFDocument.text(d) ?? ""
            link.name = name
            d = namedDestination(name)
        }
        if let dict = d?.object, let inner = dict["/D"] { d = resolve(inner) }
        guard let array = d?.array, let first = array.first else { return }
        if let index = first.number { link.page = Int(index) + 1 } else { link.page = pageNumber(of: first) }
        link.view = array.dropFirst().map(Self.describe).joined(separator: " ")
    }

    /// Looks a name up in the catalog's `/Names /Dests` tree, then in its `/Dests` dictionary.
    private func namedDestination(_ name: String) -> JSONValue? {
        let catalog = resolve(trailer["/Root"])
        if let tree = resolve(resolve(catalog?["/Names"])?["/Dests"]), let found = lookUp(name, in: tree, depth: 0) { return found }
        return resolve(resolve(catalog?["/Dests"])?["/" + name])
    }

    private func lookUp(_ name: String, in node: JSONValue, depth: Int) -> JSONValue? {
        guard depth < 32 else { return nil }
        if let names = resolve(node["/Names"])?.array {
            var i = 0
            while i + 1 < names.count {
                if QPDFDocument.text(resolve(names[i])) == name { return resolve(names[i + 1]) }
                i += 2
            }
        }
        for kid in resolve(node["/Kids"])?.array ?? [] {
            if let k = resolve(kid), let found = lookUp(name, in: k, depth: depth + 1) { return found }
        }
        return nil
    }

    /// The outline as qpdf resolved it.
    func outlineItems() -> [DocumentSummary.OutlineItem] {
        func item(_ v: JSONValue) -> DocumentSummary.OutlineItem {
            DocumentSummary.OutlineItem(title: v["title"]?.string ?? "", page: v["destpageposfrom1"]?.number.map { Int($0) },
                                        children: (v["kids"]?.array ?? []).map(item))
        }
        return outlines.map(item)
    }

    static func rounded(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

    static func describe(_ v: JSONValue) -> String {
        switch v {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(rounded(n))
        case .string(let s): return s.hasPrefix("/") ? String(s.dropFirst()) : (text(v) ?? s)
        case .array(let a): return "[" + a.map(describe).joined(separator: " ") + "]"
        case .object: return "<<…>>"
        }
    }
}
