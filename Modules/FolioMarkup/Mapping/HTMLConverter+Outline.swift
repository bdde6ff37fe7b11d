import FolioCSS
import FolioLayout

/// The PDF outline from CSS (GCPM 3 §4): `bookmark-level`, `bookmark-label` and
/// `bookmark-state` on the element a closing frame stands for, put on the first heading or
/// paragraph it made. Headings are listed by default (the user-agent sheet gives `h1`–`h6`
/// their levels); any other element with a level is listed at its first paragraph.
extension HTMLConverter {
    func markOutline(_ frame: Frame) {
        let style = frame.style
        let headingLevel: Int? = switch frame.tag {
        case "h1", "h2", "h3", "h4", "h5", "h6": Int(frame.tag.dropFirst())
        default: nil
        }
        let label = generated?.bookmarkLabels[frame.node.index]
        guard let level = style.bookmarkLevel else {
            // `none`: a heading is left out of the outline.
            if headingLevel != nil { Self.unlistFirstHeading(&frame.blocks) }
            return
        }
        if let headingLevel, level == headingLevel, label == nil, style.bookmarkIsOpen { return }
        let title = label ?? (headingLevel == nil ? GeneratedContent.textContent(of: frame.node.index, doc, styles) : nil)
        Self.mark(&frame.blocks, OutlineEntry(title: title, level: level, isOpen: style.bookmarkIsOpen), depth: 0)
    }

    /// Puts `entry` on the first heading or paragraph of `blocks` (inside groups and quotes,
    /// a few levels down); `false` when there is none.
    @discardableResult
    private static func mark(_ blocks: inout [Block], _ entry: OutlineEntry, depth: Int) -> Bool {
        for k in blocks.indices {
            switch blocks[k] {
            case .heading(var h):
                h.outline = entry
                h.isListed = true
                blocks[k] = .heading(h)
                return true
            case .paragraph(var p):
                p.outline = entry
                blocks[k] = .paragraph(p)
                return true
            case .group(var g) where depth < 8:
                if mark(&g.content, entry, depth: depth + 1) {
                    blocks[k] = .group(g)
                    return true
                }
            default:
                continue
            }
        }
        return false
    }

    /// Leaves the first heading of `blocks` out of the outline.
    private static func unlistFirstHeading(_ blocks: inout [Block]) {
        for k in blocks.indices {
            if case .heading(var h) = blocks[k] {
                h.isListed = false
                blocks[k] = .heading(h)
                return
            }
        }
    }
}
