/// Builds the XMP metadata packet that mirrors the Info dictionary (ISO 32000-1 §14.3.2), with
/// the PDF/A and PDF/UA identification and extension schemas when asked.
enum XMPMetadata {
    static func packet(for info: DocumentInfo, conformance: Set<PDFConformance> = [], extensions: [XMPExtensionSchema] = []) -> [UInt8] {
        let pdfA = conformance.pdfALevel
        let pdfUA = conformance.contains(.pdfUA1)
        var s = "<?xpacket begin=\"\u{FEFF}\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
        s += "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
        s += "<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\""
        s += " xmlns:pdf=\"http://ns.adobe.com/pdf/1.3/\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\""
        if pdfA != nil { s += " xmlns:pdfaid=\"http://www.aiim.org/pdfa/ns/id/\"" }
        if pdfUA { s += " xmlns:pdfuaid=\"\(XMPExtensionSchema.pdfUAIdentification.namespaceURI)\"" }
        s += ">\n"
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
        if let pdfA { s += "<pdfaid:part>\(pdfA.part)</pdfaid:part>\n<pdfaid:conformance>\(pdfA.conformance)</pdfaid:conformance>\n" }
        if pdfUA { s += "<pdfuaid:part>1</pdfuaid:part>\n" }
        s += "</rdf:Description>\n"
        for schema in extensions where schema.properties.contains(where: { $0.value != nil }) {
            s += "<rdf:Description rdf:about=\"\" xmlns:\(schema.prefix)=\"\(escape(schema.namespaceURI))\">\n"
            for p in schema.properties {
                guard let value = p.value else { continue }
                s += "<\(schema.prefix):\(p.name)>\(escape(value))</\(schema.prefix):\(p.name)>\n"
            }
            s += "</rdf:Description>\n"
        }
        // PDF/A: every property outside XMP's predefined schemas is declared (ISO 19005-2 §6.6.2.3).
        let declared = (pdfA != nil && pdfUA ? [XMPExtensionSchema.pdfUAIdentification] : []) + extensions
        if !declared.isEmpty { s += extensionBlock(declared) }
        s += "</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end=\"w\"?>"
        return Array(s.utf8)
    }

    /// The `pdfaExtension:schemas` description of `schemas` (ISO 19005-2 §6.6.2.3.3).
    static func extensionBlock(_ schemas: [XMPExtensionSchema]) -> String {
        var s = "<rdf:Description rdf:about=\"\" xmlns:pdfaExtension=\"http://www.aiim.org/pdfa/ns/extension/\""
        s += " xmlns:pdfaSchema=\"http://www.aiim.org/pdfa/ns/schema#\" xmlns:pdfaProperty=\"http://www.aiim.org/pdfa/ns/property#\">\n"
        s += "<pdfaExtension:schemas><rdf:Bag>\n"
        for schema in schemas {
            s += "<rdf:li rdf:parseType=\"Resource\">\n"
            s += "<pdfaSchema:schema>\(escape(schema.schema))</pdfaSchema:schema>\n"
            s += "<pdfaSchema:namespaceURI>\(escape(schema.namespaceURI))</pdfaSchema:namespaceURI>\n"
            s += "<pdfaSchema:prefix>\(escape(schema.prefix))</pdfaSchema:prefix>\n"
            s += "<pdfaSchema:property><rdf:Seq>\n"
            for p in schema.properties {
                s += "<rdf:li rdf:parseType=\"Resource\">"
                s += "<pdfaProperty:name>\(escape(p.name))</pdfaProperty:name>"
                s += "<pdfaProperty:valueType>\(escape(p.valueType))</pdfaProperty:valueType>"
                s += "<pdfaProperty:category>\(p.category.rawValue)</pdfaProperty:category>"
                s += "<pdfaProperty:description>\(escape(p.description))</pdfaProperty:description>"
                s += "</rdf:li>\n"
            }
            s += "</rdf:Seq></pdfaSchema:property>\n</rdf:li>\n"
        }
        s += "</rdf:Bag></pdfaExtension:schemas>\n</rdf:Description>\n"
        return s
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
