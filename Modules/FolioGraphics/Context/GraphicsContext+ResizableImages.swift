import FolioGeometry
import FolioPDF

extension GraphicsContext {
    /// Draws a resizable image (``Image/resizableImage(withCapInsets:resizingMode:)``) into `rect`: nine slices
    /// of one embedded image. The corners keep their size (scaled down together when `rect` is
    /// smaller than the caps), the edges and the interior stretch (a clipped drawing of the
    /// image each) or tile (a tiling pattern of the slice, which starts at the slice's
    /// top-left corner, each tile at its size).
    func drawResizable(_ image: Image, capInsets caps: EdgeInsets, in rect: Rect) throws(GraphicsError) {
        let r = rect.standardized, size = image.size
        let srcX = [0, caps.left, size.width - caps.right, size.width]
        let srcY = [0, caps.top, size.height - caps.bottom, size.height]
        let fx = min(1, caps.left + caps.right > 0 ? r.width / (caps.left + caps.right) : 1)
        let fy = min(1, caps.top + caps.bottom > 0 ? r.height / (caps.top + caps.bottom) : 1)
        let dstX = [0, caps.left * fx, r.width - caps.right * fx, r.width]
        let dstY = [0, caps.top * fy, r.height - caps.bottom * fy, r.height]
        // The slices' pixels: points times the scale, from the crop's corner.
        let crop = image.cropRect ?? Rect(x: 0, y: 0, width: Double(image.pdfImage.width), height: Double(image.pdfImage.height))
        for row in 0..<3 {
            for column in 0..<3 {
                let source = Rect(x: srcX[column], y: srcY[row], width: srcX[column + 1] - srcX[column], height: srcY[row + 1] - srcY[row])
                let width = dstX[column + 1] - dstX[column], height = dstY[row + 1] - dstY[row]
                guard source.width > 0, source.height > 0, width > 0, height > 0 else { continue }
                // Rows run down from the top of `rect` on either kind of page.
                let top = origin == .upperLeft ? r.minY + dstY[row] : r.maxY - dstY[row + 1]
                let destination = Rect(x: r.minX + dstX[column], y: top, width: width, height: height)
                let pixels = Rect(x: crop.minX + source.minX * image.scale, y: crop.minY + source.minY * image.scale,
                                  width: source.width * image.scale, height: source.height * image.scale)
                guard let slice = image.uncropped.cropping(to: pixels) else { continue }
                let isCorner = row != 1 && column != 1
                if image.resizingMode == .stretch || isCorner {
                    try draw(slice, in: destination)
                } else {
                    // Tiles at their size along what repeats, fitted across the other way.
                    let tile = Size(width: column == 1 ? source.width : width, height: row == 1 ? source.height : height)
                    try tileSlice(slice, tile: tile, over: destination)
                }
            }
        }
    }

    /// Fills `rect` with copies of `slice`, each `tile` in size, the first at the top-left
    /// corner: a tiling pattern whose cell draws the slice (one cell per slice and tile size in
    /// a document, however often the image is drawn).
    private func tileSlice(_ slice: Image, tile: Size, over rect: Rect) throws(GraphicsError) {
        let cell = Rect(x: 0, y: 0, width: tile.width, height: tile.height)
        let key = TileCellKey(image: slice.fingerprint, slice: slice.cropRect, tile: tile, gray: convertsColorsToGray)
        let cellRef: ObjectRef
        if let known = session.tileCells[key] {
            cellRef = known
        } else {
            cellRef = try recordForm(bounds: cell, origin: .lowerLeft) { c throws(GraphicsError) in try c.draw(slice, in: cell) }
            session.tileCells[key] = cellRef
        }
        // Pattern space (y up, the cell's bottom-left at its origin) → user space, where the
        // first tile's top-left is the rectangle's; then on to the page's default space.
        let toUser = origin == .upperLeft
            ? AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: rect.minX, ty: rect.minY + tile.height)
            : AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: rect.minX, ty: rect.maxY - tile.height)
        let placed = Pattern(cell: cellRef, documentID: ObjectIdentifier(session), bounds: cell, matrix: toUser.concatenating(ctm),
                             xStep: tile.width, yStep: tile.height, tiling: .noDistortion)
        let saved = state
        markContentIfNeeded()
        endTextObjectIfNeeded()
        stream.save()
        state.patternPhase = .zero
        state.shadow = nil
        state.fillPattern = placed
        try syncFill()
        stream.rect(rect.minX, rect.minY, rect.width, rect.height)
        stream.fill()
        stream.restore()
        state = saved
    }
}
