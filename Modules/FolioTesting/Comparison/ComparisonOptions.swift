import Foundation

/// What a comparison with a reference folder checks, and how strictly it compares renderings.
///
/// Decodable from the `comparison` object of a fixture's `case.json`; a key left out keeps its
/// default.
public struct ComparisonOptions: Codable, Sendable, Hashable {
    /// Resolution of the reference renderings, in dots per inch. 36 dpi keeps a Letter page at
    /// 306 × 396 pixels: small files, fast comparisons, and every stroke still visible.
    public var dpi: Int = 36
    /// Which renderer draws the pages.
    public var renderer: PDFTools.Renderer = .poppler
    /// How far a channel (0–255) may move before the pixel counts as changed; absorbs
    /// anti-aliasing differences between renderer versions.
    public var channelTolerance: Int = 24
    /// The share of a page's pixels (0…1) that may change beyond the tolerance before the page
    /// fails. The default, 0.1 %, lets a few edge pixels move and catches a moved line.
    public var allowedDifferingFraction: Double = 0.001
    /// When the PDF's bytes equal the reference's `output.pdf`, pass at once without rendering.
    /// Sound for a deterministic writer; turn off to re-check every reference against the tools.
    public var trustsIdenticalBytes: Bool = true
    /// Run `qpdf --check` and fail on any error or warning.
    public var checksSyntax: Bool = true
    /// Compare pages, sizes, fonts, links, outline and metadata (`structure.json`).
    public var checksStructure: Bool = true
    /// Compare each page's extracted text (`page-N.txt`) exactly.
    public var checksText: Bool = true
    /// Compare each page's rendering (`page-N.png`) within the tolerance.
    public var checksRendering: Bool = true
    /// Fail when `pdffonts` lists a font that is not embedded.
    public var requiresEmbeddedFonts: Bool = true
    /// Keep `output.pdf` in the reference folder when blessing, which makes the identical-bytes
    /// check possible. Turn off for PDFs whose bytes are not reproducible (dates, random IDs).
    public var storesPDF: Bool = true
    /// Where the actual renderings, difference images and PDF of a failed comparison are
    /// written; a fresh temporary directory when nil.
    public var outputDirectory: URL? = nil

    /// The defaults: 36 dpi, poppler, tolerance 24, 0.1 % of pixels, every check on.
    public init() {}

    /// Options with a different resolution or tolerance.
    public init(dpi: Int = 36, channelTolerance: Int = 24, allowedDifferingFraction: Double = 0.001) {
        self.dpi = dpi
        self.channelTolerance = channelTolerance
        self.allowedDifferingFraction = allowedDifferingFraction
    }

    private enum CodingKeys: String, CodingKey {
        case dpi, renderer, channelTolerance, allowedDifferingFraction, trustsIdenticalBytes
        case checksSyntax, checksStructure, checksText, checksRendering, requiresEmbeddedFonts, storesPDF
    }

    /// Decodes options, keeping the default for every key left out.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = ComparisonOptions()
        dpi = try c.decodeIfPresent(Int.self, forKey: .dpi) ?? d.dpi
        renderer = try c.decodeIfPresent(PDFTools.Renderer.self, forKey: .renderer) ?? d.renderer
        channelTolerance = try c.decodeIfPresent(Int.self, forKey: .channelTolerance) ?? d.channelTolerance
        allowedDifferingFraction = try c.decodeIfPresent(Double.self, forKey: .allowedDifferingFraction) ?? d.allowedDifferingFraction
        trustsIdenticalBytes = try c.decodeIfPresent(Bool.self, forKey: .trustsIdenticalBytes) ?? d.trustsIdenticalBytes
        checksSyntax = try c.decodeIfPresent(Bool.self, forKey: .checksSyntax) ?? d.checksSyntax
        checksStructure = try c.decodeIfPresent(Bool.self, forKey: .checksStructure) ?? d.checksStructure
        checksText = try c.decodeIfPresent(Bool.self, forKey: .checksText) ?? d.checksText
        checksRendering = try c.decodeIfPresent(Bool.self, forKey: .checksRendering) ?? d.checksRendering
        requiresEmbeddedFonts = try c.decodeIfPresent(Bool.self, forKey: .requiresEmbeddedFonts) ?? d.requiresEmbeddedFonts
        storesPDF = try c.decodeIfPresent(Bool.self, forKey: .storesPDF) ?? d.storesPDF
        guard dpi > 0, dpi <= 600 else {
            throw DecodingError.dataCorruptedError(forKey: .dpi, in: c, debugDescription: "dpi must be 1…600, got \(dpi)")
        }
        guard (0...1).contains(allowedDifferingFraction) else {
            throw DecodingError.dataCorruptedError(forKey: .allowedDifferingFraction, in: c,
                                                   debugDescription: "allowedDifferingFraction must be 0…1, got \(allowedDifferingFraction)")
        }
    }

    /// The tools a comparison with these options runs.
    var requiredTools: [String] {
        var tools: [String] = []
        if checksSyntax { tools.append("qpdf") }
        if checksStructure { tools += ["pdfinfo", "pdffonts", "qpdf"] }
        if checksText { tools.append("pdftotext") }
        if checksRendering { tools.append(renderer == .poppler ? "pdftoppm" : "mutool") }
        return tools
    }
}
