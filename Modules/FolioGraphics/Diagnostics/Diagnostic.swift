/// One thing a write noticed that did not stop it: an image drawn as its alternative text,
/// content cut at a page's foot, a style left out. The `folio` command prints each warning as
/// `folio: warning: <message>`; a library user reads them from the ``Diagnostics`` a write
/// returns.
///
/// ```swift
/// let report = try document.writePDF(to: "report.pdf")
/// for warning in report.warnings { print("warning: \(warning)") }
/// ```
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How much it matters.
    public enum Severity: Sendable, Hashable {
        /// Something the reader will miss or see wrong: the `folio` command prints it unless
        /// `--quiet`.
        case warning
        /// Worth knowing, nothing lost (a font substituted): the `folio` command prints it
        /// with `--verbose`.
        case note
    }

    /// What happened.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An image that could not be read, was refused or is damaged beyond use: its
        /// alternative text is drawn instead.
        case imageMissing
        /// An image drawn in part (a JPEG cut short).
        case imageDamaged
        /// Content taller than a page that cannot be divided (a line, a table row), drawn cut
        /// at the page's foot.
        case contentCut
        /// A style declaration or attribute left out or clamped (a length past any page, an
        /// `@page` size, a list number past 32 bits).
        case styleIgnored
        /// A linked or imported style sheet that was not loaded.
        case styleSheetLeftOut
        /// A link left out (a `javascript:` URL) whose text is kept.
        case linkLeftOut
        /// A file that `<a rel="attachment">` names and that could not be embedded (missing,
        /// outside the allowed folder, not local).
        case attachmentMissing
        /// A link or outline entry naming a destination that never appeared.
        case linkTarget
        /// A font substituted, or characters no font has (drawn as .notdef).
        case font
        /// A drawing call the PDF cannot express exactly (a layer closed for you, `clear`
        /// painting white).
        case drawing
        /// An option that will not do what it says (the `folio` command's checks).
        case option
        /// A rule of PDF/UA-1 that the content breaks, in a job that claims it and warns
        /// rather than fails (``AccessibilityProblem``).
        case accessibility
    }

    /// Where it happened.
    public enum Location: Sendable, Hashable, CustomStringConvertible {
        /// The document as a whole.
        case document
        /// A page, numbered from 1 as printed.
        case page(Int)
        /// A file, by the path given.
        case file(String)
        /// A resource a document names (an image's `src`, a style sheet's `href`).
        case resource(String)
        /// A command-line option or a setting, by name.
        case option(String)

        /// `page 3`, the path, the resource or the option as given; `document`.
        public var description: String {
            switch self {
            case .document: "document"
            case .page(let n): "page \(n)"
            case .file(let path): path
            case .resource(let name): name
            case .option(let name): name
            }
        }
    }

    /// How much it matters.
    public var severity: Severity
    /// What happened.
    public var kind: Kind
    /// A sentence saying what happened, naming where (`page 3: a table row …`, `cannot read
    /// chart.png: …`): what the `folio` command prints.
    public var message: String
    /// Where it happened.
    public var location: Location

    /// A diagnostic.
    public init(_ severity: Severity, _ kind: Kind, _ message: String, at location: Location = .document) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// A warning.
    public static func warning(_ kind: Kind, _ message: String, at location: Location = .document) -> Diagnostic {
        Diagnostic(.warning, kind, message, at: location)
    }

    /// A note.
    public static func note(_ kind: Kind, _ message: String, at location: Location = .document) -> Diagnostic {
        Diagnostic(.note, kind, message, at: location)
    }

    /// The message.
    public var description: String { message }
}
