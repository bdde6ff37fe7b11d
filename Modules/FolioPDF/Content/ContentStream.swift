/// A page or form content stream, written straight to bytes, one method per operator.
///
/// Each method's documentation starts with the operator it writes, so a reader holding
/// ISO 32000-1 finds it at once. Methods are grouped by the specification's sections.
/// Coordinates are written as given: the caller works in whatever user space is current.
public struct ContentStream: Sendable {
    /// The operators written so far. Only the operator methods write here.
    public private(set) var bytes = ByteBuffer(capacity: 4096)

    /// Creates an empty content stream.
    public init() {}

    @inline(__always) mutating func n(_ v: Double) {
        bytes.appendReal(v)
        bytes.append(0x20)
    }

    @inline(__always) mutating func op(_ s: StaticString) {
        bytes.append(s)
        bytes.append(0x0A)
    }

    /// Appends raw, already valid content (for example a recorded form's operators).
    public mutating func appendRaw(_ raw: [UInt8]) { bytes.append(contentsOf: raw) }

    /// Removes every operator, keeping the storage for the next page.
    public mutating func removeAll() { bytes.removeAll() }
}

/// Line cap styles (`J`).
public enum LineCap: Int, Sendable, Hashable, CaseIterable {
    /// Butt cap: the stroke ends at the endpoint.
    case butt = 0
    /// Round cap: a semicircle beyond the endpoint.
    case round = 1
    /// Projecting square cap: half the line width beyond the endpoint.
    case square = 2
}

/// Line join styles (`j`).
public enum LineJoin: Int, Sendable, Hashable, CaseIterable {
    /// Miter join, bevelled when the miter limit is exceeded.
    case miter = 0
    /// Round join.
    case round = 1
    /// Bevel join.
    case bevel = 2
}

/// Text rendering modes (`Tr`).
public enum TextRenderingMode: Int, Sendable, Hashable, CaseIterable {
    /// Fill glyphs.
    case fill = 0
    /// Stroke glyph outlines.
    case stroke = 1
    /// Fill, then stroke.
    case fillStroke = 2
    /// Neither fill nor stroke (invisible text).
    case invisible = 3
    /// Fill and add to the clipping path.
    case fillClip = 4
    /// Stroke and add to the clipping path.
    case strokeClip = 5
    /// Fill, stroke and add to the clipping path.
    case fillStrokeClip = 6
    /// Add to the clipping path only.
    case clip = 7
}

// MARK: General graphics state (§8.4.4)
extension ContentStream {
    /// `w`: Set the line width.
    public mutating func setLineWidth(_ w: Double) { n(w); op("w") }
    /// `J`: Set the line cap style.
    public mutating func setLineCap(_ cap: LineCap) { bytes.appendInt(cap.rawValue); bytes.append(0x20); op("J") }
    /// `j`: Set the line join style.
    public mutating func setLineJoin(_ join: LineJoin) { bytes.appendInt(join.rawValue); bytes.append(0x20); op("j") }
    /// `M`: Set the miter limit.
    public mutating func setMiterLimit(_ m: Double) { n(m); op("M") }
    /// `d`: Set the dash pattern; an empty array means a solid line.
    public mutating func setDash(_ pattern: [Double], phase: Double) {
        bytes.append(0x5B)
        for (i, v) in pattern.enumerated() {
            if i > 0 { bytes.append(0x20) }
            bytes.appendReal(v)
        }
        bytes.append("] ")
        n(phase)
        op("d")
    }
    /// `gs`: Set parameters from an ExtGState resource.
    public mutating func setExtGState(_ name: String) { bytes.appendName(name); bytes.append(0x20); op("gs") }
}

// MARK: Special graphics state (§8.4.2)
extension ContentStream {
    /// `q`: Save the graphics state.
    public mutating func save() { op("q") }
    /// `Q`: Restore the graphics state.
    public mutating func restore() { op("Q") }
    /// `cm`: Concatenate a matrix to the current transformation matrix.
    public mutating func concat(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        n(a); n(b); n(c); n(d); n(e); n(f); op("cm")
    }
}

// MARK: Path construction (§8.5.2)
extension ContentStream {
    /// `m`: Begin a new subpath at (x, y).
    public mutating func moveTo(_ x: Double, _ y: Double) { n(x); n(y); op("m") }
    /// `l`: Append a straight line to (x, y).
    public mutating func lineTo(_ x: Double, _ y: Double) { n(x); n(y); op("l") }
    /// `c`: Append a cubic Bézier curve with two control points.
    public mutating func curveTo(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        n(x1); n(y1); n(x2); n(y2); n(x3); n(y3); op("c")
    }
    /// `h`: Close the current subpath.
    public mutating func closePath() { op("h") }
    /// `re`: Append a rectangle as a complete subpath.
    public mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) { n(x); n(y); n(w); n(h); op("re") }
}

// MARK: Path painting (§8.5.3)
extension ContentStream {
    /// `S`: Stroke the path.
    public mutating func stroke() { op("S") }
    /// `s`: Close and stroke the path.
    public mutating func closeAndStroke() { op("s") }
    /// `f`: Fill the path with the nonzero winding rule.
    public mutating func fill() { op("f") }
    /// `f*`: Fill the path with the even-odd rule.
    public mutating func fillEvenOdd() { op("f*") }
    /// `B`: Fill (nonzero) and then stroke the path.
    public mutating func fillAndStroke() { op("B") }
    /// `B*`: Fill (even-odd) and then stroke the path.
    public mutating func fillEvenOddAndStroke() { op("B*") }
    /// `n`: End the path without filling or stroking it (used after clipping).
    public mutating func endPath() { op("n") }
}

// MARK: Clipping paths (§8.5.4)
extension ContentStream {
    /// `W`: Intersect the clipping path with the current path, nonzero rule.
    public mutating func clip() { op("W") }
    /// `W*`: Intersect the clipping path with the current path, even-odd rule.
    public mutating func clipEvenOdd() { op("W*") }
}

// MARK: Colour (§8.6.8)
extension ContentStream {
    /// `g`: Set the fill colour in DeviceGray.
    public mutating func setFillGray(_ g: Double) { n(g); op("g") }
    /// `G`: Set the stroke colour in DeviceGray.
    public mutating func setStrokeGray(_ g: Double) { n(g); op("G") }
    /// `rg`: Set the fill colour in DeviceRGB.
    public mutating func setFillRGB(_ r: Double, _ g: Double, _ b: Double) { n(r); n(g); n(b); op("rg") }
    /// `RG`: Set the stroke colour in DeviceRGB.
    public mutating func setStrokeRGB(_ r: Double, _ g: Double, _ b: Double) { n(r); n(g); n(b); op("RG") }
    /// `k`: Set the fill colour in DeviceCMYK.
    public mutating func setFillCMYK(_ c: Double, _ m: Double, _ y: Double, _ k: Double) { n(c); n(m); n(y); n(k); op("k") }
    /// `K`: Set the stroke colour in DeviceCMYK.
    public mutating func setStrokeCMYK(_ c: Double, _ m: Double, _ y: Double, _ k: Double) { n(c); n(m); n(y); n(k); op("K") }
    /// `cs`: Set the fill colour space by resource name (e.g. `Pattern`).
    public mutating func setFillColorSpace(_ name: String) { bytes.appendName(name); bytes.append(0x20); op("cs") }
    /// `scn`: Set the fill colour to a pattern resource.
    public mutating func setFillPattern(_ name: String) { bytes.appendName(name); bytes.append(0x20); op("scn") }
    /// `CS`: Set the stroke colour space by resource name (e.g. `Pattern`).
    public mutating func setStrokeColorSpace(_ name: String) { bytes.appendName(name); bytes.append(0x20); op("CS") }
    /// `SCN`: Set the stroke colour to a pattern resource.
    public mutating func setStrokePattern(_ name: String) { bytes.appendName(name); bytes.append(0x20); op("SCN") }
}

// MARK: Shading and external objects (§8.7.4.2, §8.8)
extension ContentStream {
    /// `sh`: Paint a shading resource over the clipping region.
    public mutating func paintShading(_ name: String) { bytes.appendName(name); bytes.append(0x20); op("sh") }
    /// `Do`: Paint an XObject resource (image or form).
    public mutating func drawXObject(_ name: String) { bytes.appendName(name); bytes.append(0x20); op("Do") }
}

// MARK: Text objects and state (§9.3, §9.4)
extension ContentStream {
    /// `BT`: Begin a text object.
    public mutating func beginText() { op("BT") }
    /// `ET`: End a text object.
    public mutating func endText() { op("ET") }
    /// `Tf`: Set the font resource and size.
    public mutating func setFont(_ name: String, size: Double) { bytes.appendName(name); bytes.append(0x20); n(size); op("Tf") }
    /// `Tc`: Set the character spacing.
    public mutating func setCharacterSpacing(_ v: Double) { n(v); op("Tc") }
    /// `Tw`: Set the word spacing.
    public mutating func setWordSpacing(_ v: Double) { n(v); op("Tw") }
    /// `Tz`: Set the horizontal scaling, in percent.
    public mutating func setHorizontalScaling(_ v: Double) { n(v); op("Tz") }
    /// `TL`: Set the leading.
    public mutating func setLeading(_ v: Double) { n(v); op("TL") }
    /// `Tr`: Set the text rendering mode.
    public mutating func setTextRenderingMode(_ mode: TextRenderingMode) { bytes.appendInt(mode.rawValue); bytes.append(0x20); op("Tr") }
    /// `Ts`: Set the text rise.
    public mutating func setTextRise(_ v: Double) { n(v); op("Ts") }
    /// `Tm`: Set the text matrix and text line matrix.
    public mutating func setTextMatrix(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        // Text is nearly always set unscaled, upright or flipped: those four numbers as they are.
        if a == 1, b == 0, c == 0, d == 1 {
            bytes.append("1 0 0 1 ")
        } else if a == 1, b == 0, c == 0, d == -1 {
            bytes.append("1 0 0 -1 ")
        } else {
            n(a); n(b); n(c); n(d)
        }
        n(e); n(f); op("Tm")
    }
    /// `Td`: Move to the start of the next line, offset by (tx, ty).
    public mutating func moveText(_ tx: Double, _ ty: Double) { n(tx); n(ty); op("Td") }
    /// `Tj`: Show a string of bytes (codes in the current font's encoding).
    public mutating func showText(_ codes: [UInt8]) { bytes.appendHexString(codes); bytes.append(0x20); op("Tj") }

    /// `TJ`: Show strings of codes with position adjustments between them, `[(…) n (…)] TJ`
    /// (as pdf-writer's `show_positioned`). `items` writes the array's elements, in order,
    /// through ``PositionedItems``; an array left empty is not written at all.
    @inline(__always)
    public mutating func showPositioned(_ items: (inout PositionedItems) -> Void) {
        let start = bytes.count
        bytes.append(0x5B)  // [
        var writer = PositionedItems(bytes: bytes)
        bytes = ByteBuffer()  // the array is written in place: no copy of the stream
        items(&writer)
        bytes = writer.bytes
        if bytes.count == start + 1 {
            bytes.bytes.removeLast()
        } else {
            bytes.append("] TJ\n")
        }
    }
}

/// The elements of one `TJ` array (``ContentStream/showPositioned(_:)``): strings of codes
/// and the adjustments between them.
public struct PositionedItems {
    fileprivate var bytes: ByteBuffer

    /// Appends a literal string, `(…)`, whose bytes are given as they go between the
    /// parentheses: the codes, with `(`, `)` and `\` escaped by a backslash (ISO 32000-1
    /// §7.3.4.2; line feed and carriage return best written `\n` and `\r`, so that the stream
    /// keeps one operator a line).
    @inline(__always)
    public mutating func show(literal: UnsafeBufferPointer<UInt8>) {
        bytes.append(0x28)  // (
        bytes.bytes.append(contentsOf: literal)
        bytes.append(0x29)  // )
    }

    /// Appends an adjustment: thousandths of a text space unit to move the next glyph left
    /// (right when negative), in horizontal writing.
    @inline(__always)
    public mutating func adjust(_ amount: Double) { bytes.appendReal(amount) }
}

// MARK: Marked content (§14.6)
extension ContentStream {
    /// `BDC` with `/Span << /ActualText (…) >>`: text that replaces the enclosed glyphs when
    /// extracted (for reordered or combined glyphs).
    public mutating func beginActualText(_ text: String) {
        bytes.append("/Span <</ActualText ")
        bytes.appendHexString(TextString.encode(text).starts(with: [0xFE, 0xFF])
            ? TextString.encode(text) : [0xFE, 0xFF] + Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        bytes.append(">> ")
        op("BDC")
    }
    /// `/Tag << /MCID n >> BDC`: content belonging to a structure element of type `tag`
    /// (`P`, `H1`, `Figure`), identified on its page by `mcid` (from
    /// ``PDFDocumentWriter/markContent(onPage:)``).
    public mutating func beginMarkedContent(_ tag: StructureType, mcid: Int) {
        bytes.appendName(tag.rawValue)
        bytes.append(" <</MCID ")
        bytes.appendInt(mcid)
        bytes.append(">> ")
        op("BDC")
    }

    /// `/Artifact << /Type /Pagination >> BDC`: content that is not the document's own
    /// (running heads, page numbers, decoration), which screen readers skip (§14.8.2.2).
    public mutating func beginArtifact(_ kind: ArtifactKind) {
        bytes.append("/Artifact <</Type /")
        bytes.appendUTF8(kind.rawValue)
        bytes.append(">> ")
        op("BDC")
    }

    /// `EMC`: End a marked-content sequence.
    public mutating func endMarkedContent() { op("EMC") }
}

/// What an artifact is (the `/Type` of ISO 32000-1 §14.8.2.2.2).
public enum ArtifactKind: String, Sendable, Hashable {
    /// Running heads, footers, page numbers: what pagination adds.
    case pagination = "Pagination"
    /// Typographic decoration: rules, backgrounds, list bullets drawn as shapes.
    case layout = "Layout"
    /// Cut marks and colour bars.
    case page = "Page"
    /// The background of the page.
    case background = "Background"
}
