/// A standard a PDF is written to conform to, on top of ISO 32000-1 (``PDFWriterOptions/conformance``).
///
/// Asking for one makes the writer add what the standard requires (an output intent, XMP
/// identification, annotation flags) and refuse, with ``PDFError/nonConforming(_:)``, what it
/// forbids and cannot repair (a CMYK image under the sRGB output intent, a non-PDF/A attachment in
/// PDF/A-2). The element checks of PDF/UA-1 (alternative text, heading order, table headers) are
/// the layout's: the writer only identifies the file as PDF/UA-1.
public enum PDFConformance: Hashable, Sendable {
    /// PDF/UA-1 (ISO 14289-1): `pdfuaid:part 1` in the XMP metadata; tagged content is required.
    case pdfUA1
    /// PDF/A-2 or PDF/A-3 (ISO 19005-2, ISO 19005-3) at one conformance level.
    case pdfA(PDFALevel)

    /// The PDF/A level, when this is PDF/A.
    public var pdfALevel: PDFALevel? {
        if case .pdfA(let level) = self { return level }
        return nil
    }

    /// Whether the standard needs a structure tree (PDF/UA-1, and PDF/A's level A).
    public var requiresTagging: Bool {
        switch self {
        case .pdfUA1: return true
        case .pdfA(let level): return level.requiresTagging
        }
    }

    /// The standard's short name: `PDF/UA-1`, `PDF/A-3b`.
    public var name: String {
        switch self {
        case .pdfUA1: return "PDF/UA-1"
        case .pdfA(let level): return level.name
        }
    }
}

/// A PDF/A part and conformance level (ISO 19005-2 and -3, §2): `a2b` is PDF/A-2b.
///
/// - Level **b** (basic): the page looks the same forever: fonts embedded, colour defined by
///   the output intent, no external content, metadata identifying the file.
/// - Level **u** (Unicode): b, and every glyph maps to Unicode (Folio always writes ToUnicode
///   maps, so u costs nothing more).
/// - Level **a** (accessible): u, and the file is tagged (a structure tree in reading order).
///
/// Part 2 allows only PDF/A files as attachments; part 3 allows any file, which is what
/// e-invoices (Factur-X, ZUGFeRD) need for their XML.
public enum PDFALevel: String, Hashable, Sendable, CaseIterable {
    /// PDF/A-2b.
    case a2b = "2b"
    /// PDF/A-2u.
    case a2u = "2u"
    /// PDF/A-2a.
    case a2a = "2a"
    /// PDF/A-3b.
    case a3b = "3b"
    /// PDF/A-3u.
    case a3u = "3u"
    /// PDF/A-3a.
    case a3a = "3a"

    /// The part of ISO 19005: 2 or 3 (`pdfaid:part`).
    public var part: Int { rawValue.hasPrefix("2") ? 2 : 3 }

    /// The conformance level as `pdfaid:conformance` writes it: `A`, `B` or `U`.
    public var conformance: String { String(rawValue.dropFirst()).uppercased() }

    /// Whether the level needs tagged content (level A).
    public var requiresTagging: Bool { rawValue.hasSuffix("a") }

    /// Whether files of any kind may be attached (part 3); part 2 allows only PDF/A files.
    public var allowsAnyAttachment: Bool { part == 3 }

    /// `PDF/A-2b`, `PDF/A-3a`, …
    public var name: String { "PDF/A-" + rawValue }

    /// The standard's number, as clause references name it: `ISO 19005-2`.
    var standard: String { "ISO 19005-\(part)" }
}

extension Set where Element == PDFConformance {
    /// The PDF/A level asked for, if any (a file conforms to one PDF/A level at most).
    public var pdfALevel: PDFALevel? { lazy.compactMap(\.pdfALevel).min { $0.rawValue < $1.rawValue } }

    /// Whether any of the standards needs tagged content.
    public var requiresTagging: Bool { contains { $0.requiresTagging } }
}
