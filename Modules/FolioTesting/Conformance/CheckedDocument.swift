/// A PDF read through qpdf's JSON, with the look-ups the conformance rules share: references
/// followed, page resources inherited, content streams, the XMP packet.
struct CheckedDocument {
    let pdf: QPDFDocument

    init(_ pdf: QPDFDocument) { self.pdf = pdf }

    /// The document catalog (the trailer's `/Root`).
    var catalog: [String: JSONValue] { dictionary(pdf.trailer["/Root"]) ?? [:] }

    /// The dictionary a value is or refers to (a stream's dictionary for a stream), or nil.
    func dictionary(_ value: JSONValue?) -> [String: JSONValue]? { pdf.resolve(value)?.object }

    /// The array a value is or refers to, or nil.
    func array(_ value: JSONValue?) -> [JSONValue]? { pdf.resolve(value)?.array }

    /// The number a value is or refers to, or nil.
    func number(_ value: JSONValue?) -> Double? { pdf.resolve(value)?.number }

    /// The whole number a value is or refers to, or nil (also for one too large to be an index).
    func integer(_ value: JSONValue?) -> Int? {
        guard let n = number(value), n.isFinite, abs(n) < 1e12 else { return nil }
        return Int(n)
    }

    /// A name's text without its slash, or nil when the value is not a name.
    func name(_ value: JSONValue?) -> String? {
        guard let s = pdf.resolve(value)?.string, s.hasPrefix("/") else { return nil }
        return String(s.dropFirst())
    }

    /// The text of a string (or name) value, or nil.
    func text(_ value: JSONValue?) -> String? { QPDFDocument.text(pdf.resolve(value)) }

    /// The reference ("12 0 R") a value is, or nil for a direct object.
    static func reference(_ value: JSONValue?) -> String? {
        guard let s = value?.string, s.hasSuffix(" R"), s.first?.isNumber == true else { return nil }
        return s
    }

    /// An entry of a page, looked up through its `/Parent` chain for the inheritable keys.
    func pageEntry(_ page: String, _ key: String) -> JSONValue? {
        var node = dictionary(.string(page))
        for _ in 0..<32 {
            guard let n = node else { return nil }
            if let v = n[key] { return v }
            node = dictionary(n["/Parent"])
        }
        return nil
    }

    /// A page's content streams, by reference, in order.
    func contentStreams(ofPage page: String) -> [String] {
        let contents = dictionary(.string(page))?["/Contents"]
        if let r = Self.reference(contents), pdf.resolve(contents)?.array == nil { return [r] }
        return (array(contents) ?? []).compactMap { Self.reference($0) }
    }

    /// The XMP packet the catalog's `/Metadata` holds, when there is one and qpdf gave its data.
    var xmp: XMPProperties? {
        guard let r = Self.reference(catalog["/Metadata"]), let data = pdf.streamData(r) else { return nil }
        return XMPProperties(data)
    }

    /// A page's number (1-based) for messages.
    func pageLabel(_ page: String) -> String {
        pdf.pages.firstIndex(of: page).map { "page \($0 + 1)" } ?? "object \(page)"
    }

    /// Every object of the file whose dictionary's `/Type` or `/Subtype` matches, by reference, in
    /// object-number order (so findings come out in a stable order).
    func objects(where match: ([String: JSONValue]) -> Bool) -> [(String, [String: JSONValue])] {
        sortedReferences.compactMap { r in
            guard let d = pdf.objects[r]?.object, match(d) else { return nil }
            return (r, d)
        }
    }

    /// The file's object references sorted by object number.
    var sortedReferences: [String] {
        pdf.objects.keys.sorted { a, b in
            let x = Int(a.split(separator: " ").first ?? "") ?? 0, y = Int(b.split(separator: " ").first ?? "") ?? 0
            return x != y ? x < y : a < b
        }
    }
}
