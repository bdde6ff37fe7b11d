import FolioCSS
import FolioLayout

/// List items' markers: the item's own `list-style-type` (a keyword or a string) where it is
/// not the list's, its font and colour, and its `::marker` (`content`, colour and font).
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
}
