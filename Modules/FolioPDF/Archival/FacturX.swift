/// Factur-X (and ZUGFeRD 2, its German twin): an invoice that people read as a PDF/A-3 and
/// programs read as the Cross Industry Invoice XML inside it. The XML is attached as
/// `factur-x.xml` with the relationship `Data` (or `Alternative`), and the XMP metadata says
/// which profile the XML follows, in the `fx:` properties this schema declares.
///
/// ```swift
/// var info = PrintInfo(jobName: "Invoice 2024-0042")
/// info.conformance = [.pdfA(.a3b)]
/// info.attachments = [FacturX.attachment(xml: xmlBytes)]
/// info.xmpExtensions = [FacturX.metadata(level: .basic)]
/// ```
///
/// Folio writes the container; the XML's content (EN 16931's rules, the profile's required
/// fields) is the caller's to get right and to validate.
public enum FacturX {
    /// The profile the XML follows (`fx:ConformanceLevel`).
    public enum ConformanceLevel: String, Sendable, CaseIterable {
        /// Header data only: not a full invoice in most countries.
        case minimum = "MINIMUM"
        /// Header data without lines.
        case basicWL = "BASIC WL"
        /// The lines too, a subset of EN 16931.
        case basic = "BASIC"
        /// The European standard's core invoice.
        case en16931 = "EN 16931"
        /// EN 16931 and more.
        case extended = "EXTENDED"
    }

    /// The name the standard gives the attached XML.
    public static let fileName = "factur-x.xml"
    /// The namespace of the `fx:` properties (Factur-X 1.0).
    public static let namespaceURI = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"

    /// The invoice's XML as the attachment Factur-X expects: `factur-x.xml`, `text/xml`, related
    /// as `Data` (the invoice's content) unless said otherwise.
    public static func attachment(xml: [UInt8], relationship: PDFAttachment.Relationship = .data,
                                  modificationDate: PDFDate? = nil) -> PDFAttachment {
        PDFAttachment(fileName: fileName, data: xml, mimeType: "text/xml", description: "Factur-X invoice",
                      relationship: relationship, modificationDate: modificationDate)
    }

    /// The `fx:` metadata: document type `INVOICE`, the file name, version 1.0 and `level`.
    public static func metadata(level: ConformanceLevel, documentType: String = "INVOICE") -> XMPExtensionSchema {
        XMPExtensionSchema(schema: "Factur-X PDFA Extension Schema", namespaceURI: namespaceURI, prefix: "fx", properties: [
            .init(name: "DocumentFileName", description: "name of the embedded XML invoice file", value: fileName),
            .init(name: "DocumentType", description: "INVOICE", value: documentType),
            .init(name: "Version", description: "The actual version of the Factur-X XML schema", value: "1.0"),
            .init(name: "ConformanceLevel", description: "The conformance level of the embedded Factur-X data", value: level.rawValue),
        ])
    }
}
