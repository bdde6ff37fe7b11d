/// Embedded files, the PDF/A output intent and the checks of the options that ask for them.
extension PDFDocumentWriter {
    /// Embeds a file: its stream is written at once (memory does not hold it until the end),
    /// its file specification is listed in the catalog's `/Names /EmbeddedFiles` and `/AF` when
    /// the document finishes. Two files of the same name are both kept, the second listed as
    /// `name (2)`.
    ///
    /// - Throws: ``PDFError/invalidValue(_:)`` for an empty file name or a MIME type that is not
    ///   `type/subtype`; ``PDFError/nonConforming(_:)`` for any file but a PDF/A one in PDF/A-2.
    public func attach(_ file: PDFAttachment) throws(PDFError) {
        try checkOpen()
        guard !file.fileName.isEmpty else {
            throw .invalidValue("an attachment needs a file name (PDFAttachment.fileName), such as data.csv")
        }
        guard Self.isMIMEType(file.mimeType) else {
            throw .invalidValue("the attachment \(file.fileName) has the MIME type \"\(file.mimeType)\", which is not type/subtype; use e.g. text/xml, or application/octet-stream when unknown")
        }
        try pdfA?.check(file)
        var params: PDFDictionary = ["Size": .integer(file.data.count)]
        if let date = file.modificationDate ?? options.info.modificationDate { params["ModDate"] = .string(Array(date.pdfString.utf8)) }
        let stream = allocate()
        try writeStream(stream, dictionary: [
            "Type": .name("EmbeddedFile"), "Subtype": .name(PDFName(file.mimeType)), "Params": .dictionary(params),
        ], data: file.data)
        var spec: PDFDictionary = ["Type": .name("Filespec"), "F": .text(file.fileName), "UF": .text(file.fileName)]
        if let d = file.description { spec["Desc"] = .text(d) }
        spec["AFRelationship"] = .name(PDFName(file.relationship.rawValue))
        spec["EF"] = .dictionary(["F": .reference(stream), "UF": .reference(stream)])
        let ref = allocate()
        try write(ref, .dictionary(spec))
        var name = file.fileName, n = 1
        while attachments.contains(where: { $0.name == name }) { n += 1; name = "\(file.fileName) (\(n))" }
        attachments.append((name, ref))
    }

    /// The embedded files' name tree: one node, its keys in order.
    func writeEmbeddedFilesTree() throws(PDFError) -> ObjectRef {
        let sorted = attachments.sorted { TextString.encode($0.name).lexicographicallyPrecedes(TextString.encode($1.name)) }
        let tree = allocate()
        try write(tree, .dictionary(["Names": .array(sorted.flatMap { [PDFObject.text($0.name), .reference($0.fileSpec)] })]))
        return tree
    }

    /// Writes the sRGB profile and returns PDF/A's output intent (ISO 19005-2 §6.2.3).
    func writeOutputIntent() throws(PDFError) -> PDFDictionary {
        let profile = allocate()
        try writeStream(profile, dictionary: ["N": .integer(3)], data: SRGBProfile.bytes)
        return [
            "Type": .name("OutputIntent"), "S": .name("GTS_PDFA1"),
            "OutputConditionIdentifier": .text(SRGBProfile.identifier), "Info": .text(SRGBProfile.identifier),
            "RegistryName": .text("http://www.color.org"), "DestOutputProfile": .reference(profile),
        ]
    }

    /// Checks what the options ask for before anything is written.
    static func validate(_ options: PDFWriterOptions) throws(PDFError) {
        let levels = options.conformance.compactMap(\.pdfALevel)
        if levels.count > 1 {
            throw .invalidValue("a file conforms to one PDF/A level, and the options ask for \(levels.map(\.name).sorted().joined(separator: " and ")); keep one")
        }
        for schema in options.xmpExtensions {
            for name in [schema.prefix] + schema.properties.map(\.name) where !isXMLName(name) {
                throw .invalidValue("the XMP extension \(schema.namespaceURI) uses \"\(name)\", which is not an XML name; use letters, digits, - and _ (starting with a letter)")
            }
        }
    }

    /// A MIME type as PDF/A-3 accepts it: `type/subtype` of letters, digits and `-+._`.
    static func isMIMEType(_ s: String) -> Bool {
        let parts = s.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-+._".unicodeScalars.contains($0)) }
        }
    }

    /// A simple XML name (no colon): an ASCII letter or `_`, then letters, digits, `-`, `_`, `.`.
    static func isXMLName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
    }
}
