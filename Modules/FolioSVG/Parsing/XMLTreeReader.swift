import FolioCSS
#if canImport(FoundationXML)
import Foundation
import FoundationXML
#else
import Foundation
#endif

/// Reads SVG's XML with Foundation's `XMLParser` (libxml2) into nodes in document order, as
/// the CSS engine matches them: elements of the SVG namespace by their local name, others by
/// their qualified name (`sodipodi:namedview`), so that they are never drawn.
///
/// External entities and DTDs are never loaded (`XMLParser`'s default policy). The limits of
/// ``SVGParseOptions`` are checked as elements arrive; the first one exceeded stops the parse.
final class XMLTreeReader: NSObject, XMLParserDelegate {
    static let svgNamespace = "http://www.w3.org/2000/svg"

    /// Elements whose text is kept even when it is only white space.
    private static let textElements: Set<String> = ["text", "tspan", "textPath", "style", "title", "desc"]

    /// What libxml2's commonest error codes (xmlerror.h) mean.
    private static let messages: [Int: String] = [
        4: "the document is empty", 5: "extra content after the root element", 26: "an entity is used but not declared",
        38: "'<' in an attribute value", 39: "an attribute value without quotes", 41: "an attribute without a value",
        42: "an attribute given twice", 68: "a name was expected", 73: "'>' was expected",
        76: "an end tag does not match its start tag", 77: "an element is not closed before the end",
        89: "entities expand in a loop or too far (an entity bomb)",
    ]

    private struct Record {
        var kind: MarkupNode.Kind
        var name: String
        var attributes: [MarkupAttribute]
        var text: String
        var parent: Int
        var previous = -1
        var next = -1
        var firstChild = -1
        var lastChild = -1
        var subtreeEnd = 0
    }

    private let options: SVGParseOptions
    private var records: [Record] = [Record(kind: .document, name: "", attributes: [], text: "", parent: -1)]
    private var open: [Int] = [0]
    private var elementCount = 0
    private var textLength = 0
    private var pendingText = ""
    private(set) var error: SVGError?

    private init(options: SVGParseOptions) {
        self.options = options
    }

    /// The nodes of `data`, node 0 being the document.
    static func read(_ data: Data, options: SVGParseOptions) throws(SVGError) -> [MarkupNode] {
        let reader = XMLTreeReader(options: options)
        let parser = XMLParser(data: EmptyProcessingInstructions.padded(try XMLInputEncoding.prepared(data)))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.externalEntityResolvingPolicy = .never
        parser.delegate = reader
        let ok = parser.parse()
        if let error = reader.error { throw error }
        if !ok {
            let message = (parser.parserError as NSError?).map { ($0.userInfo[NSLocalizedDescriptionKey] as? String) ?? "\($0.domain) error \($0.code)" }
            throw .malformedXML(message: message ?? "the parser stopped", line: parser.lineNumber, column: parser.columnNumber)
        }
        return reader.nodes()
    }

    private func fail(_ e: SVGError, _ parser: XMLParser) {
        if error == nil { error = e }
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes attributeDict: [String: String] = [:]) {
        guard error == nil else { return }
        flushText()
        elementCount += 1
        guard elementCount <= options.maximumElementCount else { return fail(.tooManyElements(limit: options.maximumElementCount), parser) }
        guard open.count <= options.maximumDepth else { return fail(.tooDeep(limit: options.maximumDepth), parser) }
        for (k, v) in attributeDict { textLength += k.utf8.count + v.utf8.count }
        guard textLength <= options.maximumTextLength else { return fail(.textTooLong(limit: options.maximumTextLength), parser) }
        let ns = namespaceURI ?? ""
        let name = ns.isEmpty || ns == Self.svgNamespace ? elementName : (qualifiedName ?? "\(ns):\(elementName)")
        let attributes = attributeDict.sorted { $0.key < $1.key }.map { MarkupAttribute(name: $0.key, value: $0.value) }
        append(Record(kind: .element, name: name, attributes: attributes, text: "", parent: open.last!))
        open.append(records.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard error == nil else { return }
        flushText()
        let node = open.removeLast()
        records[node].subtreeEnd = records.count
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil else { return }
        textLength += string.utf8.count
        guard textLength <= options.maximumTextLength else { return fail(.textTooLong(limit: options.maximumTextLength), parser) }
        pendingText += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
    }

    /// Errors end the parse (libxml2 would recover and go on); namespace errors (an undeclared
    /// prefix, codes 200–299), which leave the markup well-formed, do not.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        let e = parseError as NSError
        guard !(200..<300).contains(e.code) else { return }
        let message = (e.userInfo[NSLocalizedDescriptionKey] as? String) ?? Self.messages[e.code] ?? "libxml2 error \(e.code)"
        fail(.malformedXML(message: message.trimmingSVGSpaces(), line: parser.lineNumber, column: parser.columnNumber), parser)
    }

    /// Appends the text read since the last tag, unless it is white space outside text elements.
    private func flushText() {
        guard !pendingText.isEmpty else { return }
        defer { pendingText = "" }
        let parent = open.last!
        guard parent != 0 else { return }
        if !Self.textElements.contains(records[parent].name), pendingText.utf8.allSatisfy(\.isASCIIWhitespace) { return }
        append(Record(kind: .text, name: "", attributes: [], text: pendingText, parent: parent))
        records[records.count - 1].subtreeEnd = records.count
    }

    private func append(_ record: Record) {
        var record = record
        let index = records.count
        let parent = record.parent
        record.previous = records[parent].lastChild
        if record.previous >= 0 { records[record.previous].next = index } else { records[parent].firstChild = index }
        records[parent].lastChild = index
        records.append(record)
    }

    private func nodes() -> [MarkupNode] {
        records[0].subtreeEnd = records.count
        func id(_ i: Int) -> MarkupNodeID? { i >= 0 ? MarkupNodeID(i) : nil }
        return records.map { r in
            MarkupNode(kind: r.kind, name: r.name, attributes: r.attributes, text: r.text, parent: id(r.parent),
                       firstChild: id(r.firstChild), lastChild: id(r.lastChild), nextSibling: id(r.next),
                       previousSibling: id(r.previous), subtreeEnd: max(r.subtreeEnd, 0), isInert: false)
        }
    }
}
