import FolioGeometry
import FolioPaper
import FolioPDF

/// How a job is printed, as `UIPrintInfo`: name, output type, orientation, duplex, paper,
/// pages, and the document information that goes into the PDF.
public struct PrintInfo: Sendable {
    /// Two-sided printing, written as the PDF's `/Duplex` viewer preference.
    public enum Duplex: Sendable, Hashable, CaseIterable {
        /// One-sided.
        case none
        /// Two-sided, flipped on the long edge (book style).
        case longEdge
        /// Two-sided, flipped on the short edge (calendar style).
        case shortEdge
    }

    /// The job name: the PDF's title.
    public var jobName: String?
    /// General, grayscale (colours are written as grays) or photo; it also picks the default paper.
    public var outputType: OutputType
    /// Portrait, landscape, or automatic from the content's shape.
    public var orientation: Orientation
    /// Two-sided printing.
    public var duplex: Duplex
    /// The paper; `nil` picks the default for the output type and locale.
    public var paper: Paper?
    /// The blank border kept inside each edge of the paper, in points: the renderer's
    /// printable rect (where its header, content and footer go, and where images are fitted)
    /// is the paper inset by these, or by the paper's own unprintable margins where those are
    /// wider. One inch (``defaultMargins``, 72 pt) on every side by default, as
    /// `Document.writePDF` and the `folio` command; `.zero` to draw from the paper's edges.
    public var margins: EdgeInsets
    /// The pages to output; `nil` for all.
    public var pageRanges: PageRanges?
    /// The PDF's author.
    public var author: String?
    /// The PDF's subject.
    public var subject: String?
    /// The PDF's keywords.
    public var keywords: String?
    /// Whether the PDF is tagged (the default): a structure tree of the document's headings,
    /// paragraphs, lists (labels and bodies), tables (sections, rows, header and data cells
    /// with their spans), figures with their alternative text, captions and links, in reading
    /// order, for screen readers and reflow; page furniture (header and footer bands, repeated
    /// table headers, box backgrounds and borders, rules) marked as artifacts. Not tagged:
    /// what drawing hooks draw themselves (tag it with `GraphicsContext.beginTag(_:properties:)`,
    /// or it is left out of the structure).
    public var isTagged: Bool
    /// The document's language, a BCP 47 tag such as `en` or `de-CH`: the PDF's `/Lang`, the
    /// voice a screen reader takes. `nil` writes none.
    public var language: String?
    /// The standards the PDF claims and meets: PDF/A-2 or -3 at one level
    /// (`.pdfA(.a3b)`), PDF/UA-1 (``PDFWriterOptions/conformance``). Empty by default. A level
    /// that needs tagged content (PDF/A's level a, PDF/UA-1) turns tagging on, as
    /// ``isTagged`` does.
    public var conformance: Set<PDFConformance> = []
    /// Files embedded in the PDF (``PDFAttachment``), listed in its attachments; the documents
    /// the job prints add theirs (``Document/attachments``).
    public var attachments: [PDFAttachment] = []
    /// Metadata outside XMP's own schemas, such as Factur-X's (``PDFWriterOptions/xmpExtensions``).
    public var xmpExtensions: [XMPExtensionSchema] = []

    /// What a job claiming PDF/UA-1 does with content that breaks its rules (a figure without
    /// alternative text, a skipped heading level, no title or language): fail with
    /// ``PrintError/notAccessible(_:)`` (the default), or write the PDF and warn.
    public var accessibilityProblems: AccessibilityProblemHandling = .fail

    /// What a job claiming PDF/UA-1 does with problems (``accessibilityProblems``).
    public enum AccessibilityProblemHandling: Sendable, Hashable {
        /// Fail, writing nothing: ``PrintError/notAccessible(_:)`` lists the problems.
        case fail
        /// Write the PDF, each problem a warning in the job's diagnostics.
        case warn
    }

    /// Whether the PDF gets a structure tree: ``isTagged``, or a standard that needs one.
    var writesTags: Bool { isTagged || conformance.requiresTagging }

    /// One inch on every side: the margins of a job, a document and the `folio` command
    /// unless told otherwise.
    public static let defaultMargins = EdgeInsets(all: 72)

    /// Creates print info; defaults: general output, portrait, one-sided, default paper,
    /// one-inch margins, all pages.
    public init(
        jobName: String? = nil, outputType: OutputType = .general, orientation: Orientation = .portrait,
        duplex: Duplex = .none, paper: Paper? = nil, margins: EdgeInsets = PrintInfo.defaultMargins, pageRanges: PageRanges? = nil,
        author: String? = nil, subject: String? = nil, keywords: String? = nil, language: String? = nil, isTagged: Bool = true
    ) {
        self.jobName = jobName
        self.outputType = outputType
        self.orientation = orientation
        self.duplex = duplex
        self.paper = paper
        self.margins = margins
        self.pageRanges = pageRanges
        self.author = author
        self.subject = subject
        self.keywords = keywords
        self.language = language
        self.isTagged = isTagged
    }

    var viewerDuplex: ViewerPreferences.Duplex {
        switch duplex {
        case .none: return .simplex
        case .longEdge: return .longEdge
        case .shortEdge: return .shortEdge
        }
    }
}
