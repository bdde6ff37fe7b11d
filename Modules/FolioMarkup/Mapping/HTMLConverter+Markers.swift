import FolioCSS
import FolioLayout

/// List items' markers: the item's own `list-style-type` (a keyword or a string) where it is
/// not the list's, its font and colour, its `::marker` (`content`, colour and font), and a
/// task's check box.
extension HTMLConverter {
    /// The item of a `<li>` with `blocks`, its marker as the item's style and `::marker` give it.
    func listItem(_ blocks: [Block], value: Int?, of id: MarkupNodeID, style: ComputedStyle, list: ComputedStyle) -> List.Item {
        var item = List.Item(blocks, value: value)
        if let string = style.listStyleString {
            item.markerText = string
        } else if style.listStyleType != list.listStyleType || list.listStyleString != nil {
            item.markerStyle = StyleMapping.marker(style.listStyleType)
        }
        // The marker inherits the item's font and colour, as in browsers, unless `::marker` styles it.
        let marker = styles.computedStyle(of: .marker, of: id)
        if let content = marker?.content {
            // Empty for `content: none`: no marker.
            item.markerText = content.isEmpty ? "" : generated?.marker[id.index] ?? ""
        }
        var attributes = StyleMapping.text(marker ?? style, isInline: false)
        attributes.link = nil
        attributes.font = attributes.font.map(faceFont)
        item.markerAttributes = attributes
        return item
    }

    /// Takes an `<input type="checkbox">` that starts a list item — directly or as the start
    /// of the item's first paragraph — as that item's check box (``List/Item/checkBox``),
    /// drawn in place of its marker: a task as GitHub and cmark-gfm write it in HTML
    /// (`<li><input type="checkbox" checked> Done</li>`). `false` for any other input, which
    /// is left out as before (a form control has no place on paper).
    func takeCheckBox(_ node: MarkupNode) -> Bool {
        guard node.attribute("type")?.trimmingCharacters(in: .whitespaces).lowercased() == "checkbox" else { return false }
        func isEmpty(_ frame: Frame) -> Bool {
            frame.blocks.isEmpty && frame.inline.string.allSatisfy(\.isWhitespace)
        }
        var k = frames.count - 1
        if k > 0, frames[k].tag == "p", isEmpty(frames[k]) { k -= 1 }
        let item = frames[k]
        guard k > 0, item.tag == "li", ["ul", "ol"].contains(frames[k - 1].tag), item.checkBox == nil, isEmpty(item) else { return false }
        item.checkBox = node.hasAttribute("checked") ? .checked : .unchecked
        return true
    }
}
