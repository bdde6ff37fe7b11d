/// Properties of a namespace that XMP does not predefine, with the description PDF/A asks for
/// (ISO 19005-2 §6.6.2.3: every property outside XMP's own schemas is declared in a
/// `pdfaExtension:schemas` block). Given to ``PDFWriterOptions/xmpExtensions``, the values are
/// written in the document's XMP metadata and the schema in the extension block.
///
/// ```swift
/// let schema = XMPExtensionSchema(
///     schema: "Example archive schema", namespaceURI: "urn:example:archive#", prefix: "ex",
///     properties: [.init(name: "BoxNumber", valueType: "Text", description: "archive box", value: "B-17")])
/// ```
public struct XMPExtensionSchema: Sendable, Equatable {
    /// One property: its declaration and, when set, its value.
    public struct Property: Sendable, Equatable {
        /// Whether a property is meant for people (`external`) or for programs (`internal`).
        public enum Category: String, Sendable {
            /// Shown to people.
            case external
            /// For programs.
            case `internal`
        }

        /// The property's local name (`DocumentType` of `fx:DocumentType`).
        public var name: String
        /// Its XMP value type: `Text`, `Integer`, `Date`, `URI`, `Boolean`, …
        public var valueType: String
        /// External or internal.
        public var category: Category
        /// What it means, for people reading the metadata.
        public var description: String
        /// The value written in the metadata; `nil` declares the property without setting it.
        public var value: String?

        /// Creates a property.
        public init(name: String, valueType: String = "Text", category: Category = .external, description: String, value: String? = nil) {
            self.name = name
            self.valueType = valueType
            self.category = category
            self.description = description
            self.value = value
        }
    }

    /// The schema's description (`pdfaSchema:schema`).
    public var schema: String
    /// The namespace URI, ending in `/` or `#` as XMP namespaces do.
    public var namespaceURI: String
    /// The preferred prefix (`fx`).
    public var prefix: String
    /// The properties.
    public var properties: [Property]

    /// Creates a schema.
    public init(schema: String, namespaceURI: String, prefix: String, properties: [Property]) {
        self.schema = schema
        self.namespaceURI = namespaceURI
        self.prefix = prefix
        self.properties = properties
    }

    /// PDF/UA's identification schema, which XMP does not predefine: declared whenever a PDF/A
    /// file also claims PDF/UA-1.
    static let pdfUAIdentification = XMPExtensionSchema(
        schema: "PDF/UA Universal Accessibility Schema", namespaceURI: "http://www.aiim.org/pdfua/ns/id/", prefix: "pdfuaid",
        properties: [Property(name: "part", valueType: "Integer", category: .internal,
                              description: "Indicates, which part of ISO 14289 standard is followed")])
}
