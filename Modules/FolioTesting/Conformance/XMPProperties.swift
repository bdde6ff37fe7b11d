import Foundation

/// The few XMP properties the conformance rules read, found by their usual prefixes in the
/// packet's text: as elements (`<pdfaid:part>2</pdfaid:part>`, `<dc:title><rdf:Alt><rdf:li
/// xml:lang="x-default">…`) or as attributes (`pdfaid:part="2"`). No XML parser: the packet may
/// be hostile, and the rules need values, not the RDF graph.
struct XMPProperties {
    let text: String

    init(_ bytes: [UInt8]) { text = String(decoding: bytes, as: UTF8.self) }

    /// The value of a simple property, or the first item (`x-default` preferred) of an
    /// `rdf:Alt`, `rdf:Seq` or `rdf:Bag`, with XML entities decoded; nil when absent.
    func value(_ name: String) -> String? {
        if let element = elementContent(name) {
            let items = Self.listItems(element)
            if !items.isEmpty {
                return Self.decode(items.first { $0.lang == "x-default" }?.value ?? items[0].value)
            }
            return Self.decode(Self.strippingTags(element)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        for quote in ["\"", "'"] {
            if let r = text.range(of: "\(name)=\(quote)") {
                let rest = text[r.upperBound...]
                if let end = rest.firstIndex(of: Character(quote)) { return Self.decode(String(rest[..<end])) }
            }
        }
        return nil
    }

    /// What lies between `<name …>` and `</name>`, or nil.
    private func elementContent(_ name: String) -> String? {
        var search = text.startIndex..<text.endIndex
        while let open = text.range(of: "<\(name)", range: search) {
            search = open.upperBound..<text.endIndex
            guard let after = text[open.upperBound...].first, after == ">" || after == " " || after == "\n" || after == "\t" || after == "\r" || after == "/"
            else { continue }
            guard let close = text.range(of: ">", range: open.upperBound..<text.endIndex) else { return nil }
            if text[text.index(before: close.lowerBound)] == "/" { return "" }
            guard let end = text.range(of: "</\(name)>", range: close.upperBound..<text.endIndex) else { return nil }
            return String(text[close.upperBound..<end.lowerBound])
        }
        return nil
    }

    /// The `rdf:li` items of a container: each item's text and `xml:lang`.
    private static func listItems(_ s: String) -> [(lang: String?, value: String)] {
        var items: [(String?, String)] = []
        var search = s.startIndex..<s.endIndex
        while let open = s.range(of: "<rdf:li", range: search),
              let close = s.range(of: ">", range: open.upperBound..<s.endIndex) {
            let attributes = String(s[open.upperBound..<close.lowerBound])
            var lang: String?
            if let l = attributes.range(of: "xml:lang=") {
                let rest = attributes[l.upperBound...].dropFirst()
                lang = String(rest.prefix { $0 != "\"" && $0 != "'" })
            }
            if attributes.hasSuffix("/") { items.append((lang, "")); search = close.upperBound..<s.endIndex; continue }
            guard let end = s.range(of: "</rdf:li>", range: close.upperBound..<s.endIndex) else { break }
            items.append((lang, strippingTags(String(s[close.upperBound..<end.lowerBound]))))
            search = end.upperBound..<s.endIndex
        }
        return items
    }

    private static func strippingTags(_ s: String) -> String {
        var out = ""
        var inTag = false
        for c in s {
            if c == "<" { inTag = true } else if c == ">" { inTag = false } else if !inTag { out.append(c) }
        }
        return out
    }

    /// The five predefined XML entities and numeric character references decoded.
    static func decode(_ s: String) -> String {
        guard s.contains("&") else { return s }
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semi = after.prefix(12).firstIndex(of: ";") else { out.append("&"); rest = after; continue }
            let entity = after[..<semi]
            switch entity {
            case "amp": out.append("&")
            case "lt": out.append("<")
            case "gt": out.append(">")
            case "quot": out.append("\"")
            case "apos": out.append("'")
            default:
                let hex = entity.hasPrefix("#x") || entity.hasPrefix("#X")
                let digits = entity.dropFirst(hex ? 2 : 1)
                if entity.hasPrefix("#"), let v = UInt32(digits, radix: hex ? 16 : 10), let u = Unicode.Scalar(v) {
                    out.unicodeScalars.append(u)
                } else {
                    out += "&" + entity + ";"
                }
            }
            rest = after[after.index(after: semi)...]
        }
        return out + rest
    }
}
