import CCmarkGFM

/// cmark-gfm's syntax tree of one Markdown text: CommonMark with GitHub's extensions (tables,
/// strikethrough, autolinks, task lists) and footnotes. The tree is freed with this value.
final class CmarkTree {
    /// The document node.
    let root: OpaquePointer

    /// The GFM extensions attached to every parser.
    static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    /// cmark-gfm's extension registry is filled once per process (its registration is not
    /// thread-safe; Swift runs a global's initializer exactly once).
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// Parses UTF-8 text. cmark accepts every input: there is no error to report; invalid
    /// UTF-8 becomes U+FFFD (callers that must refuse it check it first).
    init(utf8 text: UnsafeBufferPointer<UInt8>, smartPunctuation: Bool, hardBreaks: Bool) {
        _ = Self.registered
        var options = Self.footnotes | Self.validateUTF8
        if smartPunctuation { options |= Self.smart }
        if hardBreaks { options |= Self.hardbreaks }
        let parser = cmark_parser_new(options)
        for name in Self.extensionNames {
            if let ext = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, ext) }
        }
        if let base = text.baseAddress, !text.isEmpty {
            base.withMemoryRebound(to: CChar.self, capacity: text.count) { cmark_parser_feed(parser, $0, text.count) }
        }
        root = cmark_parser_finish(parser)
        cmark_parser_free(parser)
    }

    deinit { cmark_node_free(root) }

    // cmark-gfm.h's option bits (macros with shifts, which Swift does not import).
    private static let hardbreaks: Int32 = 1 << 2
    private static let validateUTF8: Int32 = 1 << 9
    private static let smart: Int32 = 1 << 10
    private static let footnotes: Int32 = 1 << 13
}

/// One node of a ``CmarkTree``, read through cmark's accessors.
struct CmarkNode {
    let pointer: OpaquePointer

    /// What the node is, by the name cmark gives its type (`paragraph`, `table_cell`,
    /// `tasklist`, …): extension types have no fixed enum value.
    var kind: String { cmark_node_get_type_string(pointer).map { String(cString: $0) } ?? "" }
    var type: cmark_node_type { cmark_node_get_type(pointer) }
    var literal: String { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }
    var url: String { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }
    var title: String { cmark_node_get_title(pointer).map { String(cString: $0) } ?? "" }
    var fenceInfo: String { cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "" }
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
    var listStart: Int { Int(cmark_node_get_list_start(pointer)) }
    var isTightList: Bool { cmark_node_get_list_tight(pointer) != 0 }
    var parent: CmarkNode? { cmark_node_parent(pointer).map(CmarkNode.init) }
    var firstChild: CmarkNode? { cmark_node_first_child(pointer).map(CmarkNode.init) }
    var next: CmarkNode? { cmark_node_next(pointer).map(CmarkNode.init) }
    var isTaskChecked: Bool { cmark_gfm_extensions_get_tasklist_item_checked(pointer) }
    var isTableHeaderRow: Bool { kind == "table_header" || cmark_gfm_extensions_get_table_row_is_header(pointer) != 0 }

    /// A table's column alignments: `l`, `c`, `r` or none (0), one per column.
    var tableAlignments: [UInt8] {
        let count = Int(cmark_gfm_extensions_get_table_columns(pointer))
        guard count > 0, let a = cmark_gfm_extensions_get_table_alignments(pointer) else { return [] }
        return (0..<count).map { a[$0] }
    }

    /// Whether the node's text starts, at its first letter, in a right-to-left script (Hebrew,
    /// Arabic, Syriac, Thaana, N'Ko and their presentation forms): its paragraphs then run
    /// right to left, as GitHub's `dir="auto"` sets them.
    var isRightToLeft: Bool {
        let iter = cmark_iter_new(pointer)
        defer { cmark_iter_free(iter) }
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { return false }
            guard event == CMARK_EVENT_ENTER, let n = cmark_iter_get_node(iter) else { continue }
            let type = cmark_node_get_type(n)
            guard type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE, let s = cmark_node_get_literal(n) else { continue }
            for scalar in String(cString: s).unicodeScalars where scalar.properties.isAlphabetic {
                switch scalar.value {
                case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
                default: return false
                }
            }
        }
    }

    /// The text of the node's inlines (text, code and the alternative text of images), as a
    /// heading's slug or an image's alternative text needs it; walked without recursion.
    var plainText: String {
        var out = ""
        let iter = cmark_iter_new(pointer)
        defer { cmark_iter_free(iter) }
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let n = cmark_iter_get_node(iter) else { continue }
            switch cmark_node_get_type(n) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let s = cmark_node_get_literal(n) { out += String(cString: s) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                out += " "
            default:
                break
            }
        }
        return out
    }
}
