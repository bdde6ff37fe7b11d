/// Builds the XMP metadata packet that mirrors the Info dictionary (ISO 32000-1 §14.3.2).
enum XMPMetadata {
    static func packet(for info: DocumentInfo) -> [UInt8] {
        var s = "<?xpacket begin=\"\u{FEFF}\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
        s += "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
        s += "<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\""
        s += " xmlns:pdf=\"http://ns.adobe.com/pdf/1.3/\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\">\n"
        s += "<dc:format>application/pdf</dc:format>\n"
        if let t = info.title {
            s += "<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">\(escape(t))</rdf:li></rdf:Alt></dc:title>\n"
        }
        if let a = info.author {
            s += "<dc:creator><rdf:Seq><rdf:li>\(escape(a))</rdf:li></rdf:Seq></dc:creator>\n"
        }
        if let d = info.subject {
            s += "<dc:description><rdf:Alt><rdf:li xml:lang=\"x-default\">\(escape(d))</rdf:li></rdf:Alt></dc:description>\n"
        }
        if let k = info.keywords { s += "<pdf:Keywords>\(escape(k))</pdf:Keywords>\n" }
        if let p = info.producer { s += "<pdf:Producer>\(escape(p))</pdf:Producer>\n" }
        if let c = info.creator { s += "<xmp:CreatorTool>\(escape(c))</xmp:CreatorTool>\n" }
        if let d = info.creationDate { s += "<xmp:CreateDate>\(d.xmpString)</xmp:CreateDate>\n" }
        if let d = info.modificationDate { s += "<xmp:ModifyDate>\(d.xmpString)</xmp:ModifyDate>\n" }
        s += "</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end=\"w\"?>"
        return Array(s.utf8)
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                // XML 1.0 forbids most C0 controls.
                if ch.value < 0x20 && ch != "\t" && ch != "\n" && ch != "\r" { continue }
                out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
