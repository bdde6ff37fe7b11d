import FolioCSS
import FolioLayout

/// Block-level `inline-block`s side by side: two or more in a row (nothing but white space
/// between them) are set on lines as browsers set them, wrapping when the line is full, as a
/// ``FolioLayout/Row``; one alone stays a block as wide as its content.
extension HTMLConverter {
    /// Appends the block of an inline-block element in style `css` to `parent`: beside the
    /// inline-block before it when that one is still the parent's last block.
    func appendInlineBlock(_ block: Block, style css: ComputedStyle, to parent: Frame) {
        let item = Self.inlineBlockItem(block, style: css)
        guard let last = parent.lastInlineBlock, last.index == parent.blocks.count - 1 else {
            parent.blocks.append(block)
            parent.lastInlineBlock = (parent.blocks.count - 1, item)
            return
        }
        if case .row(var row) = parent.blocks[last.index] {
            row.items.append(item)
            parent.blocks[last.index] = .row(row)
            return
        }
        // The second of a run: the first becomes the row's first item. The space between
        // them is the white space between the elements, a quarter of an em.
        let gap = 0.25 * parent.style.fontSize
        let justification: Row.Justification = switch parent.style.textAlign.resolved(for: parent.style.direction) {
        case .center: .center
        case .right: .end
        default: .start
        }
        parent.blocks[last.index] = .row(Row([last.item, item], gap: gap, lineGap: 0, wraps: true, justification: justification,
                                             alignment: .baseline, style: BlockStyle(margins: .zero)))
    }

    /// An inline-block's block as an item of a row: its width (and side margins) the item's
    /// basis, its own box filling the item; its `vertical-align` where it sits on the line.
    static func inlineBlockItem(_ block: Block, style css: ComputedStyle) -> Row.Item {
        var block = block
        var basis = Row.Basis.auto
        if var style = block.style {
            let margins = (style.margins?.left ?? 0) + (style.margins?.right ?? 0)
            switch style.width {
            case .points(let w)?: basis = .points(w + margins)
            case .fraction(let f)?: basis = margins == 0 ? .fraction(f) : .sum(fraction: f, points: margins)
            case .sum(let f, let p)?: basis = .sum(fraction: f, points: p + margins)
            case nil: break
            }
            style.width = nil
            style.fitsContent = false
            style.boxAlignment = .left
            block.style = style
        }
        let alignment: Row.Alignment = switch css.verticalAlign {
        case .top: .start
        case .middle: .center
        case .bottom: .end
        default: .baseline
        }
        return Row.Item([block], basis: basis, alignment: alignment)
    }
}
