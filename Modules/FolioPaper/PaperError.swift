import FolioGeometry

/// What went wrong when reading a paper name or size, or when choosing a paper.
///
/// Every case carries what the caller needs to explain the problem, and ``description``
/// is a complete sentence that a command-line tool can print as it is:
///
/// ```text
/// unknown paper "a44"; did you mean a4, a3, a5? Run 'folio papers' for the list.
/// ```
public enum PaperError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The text was empty or only white space.
    case emptyName

    /// The text is neither a catalog name or alias, nor a PWG 5101.1 name, nor a size.
    ///
    /// `suggestions` holds the nearest catalog names by edit distance, best first
    /// (at most three, possibly none).
    case unknownPaper(name: String, suggestions: [String])

    /// The text looks like a size (it starts with a number) but cannot be read as
    /// `WIDTHxHEIGHT[unit]`, for example `210x` or `210x297ft`.
    case malformedSize(input: String)

    /// The text was read as a size, but the size cannot be a paper: a side is zero,
    /// negative, not finite, or larger than ``Paper/maximumSide``.
    case invalidSize(input: String, width: Double, height: Double, problem: SizeProblem)

    /// A page size handed to best fit has a side that is zero, negative or not finite.
    case invalidPageSize(Size)

    /// Best fit was given no papers to choose from, or only papers without a usable size.
    case noPapers

    /// Why a size cannot be a paper size.
    public enum SizeProblem: String, Hashable, Sendable {
        /// A side is infinite or not a number.
        case notFinite
        /// A side is zero or negative.
        case notPositive
        /// A side is larger than ``Paper/maximumSide`` (200 in, 14,400 pt).
        case tooLarge
    }

    /// A message that names the bad input and says what is accepted.
    public var description: String {
        switch self {
        case .emptyName:
            return "no paper given; name a paper (such as a4 or letter) or give a size "
                + "such as 210x297mm or 8.5x11in. Run 'folio papers' for the list."
        case .unknownPaper(let name, let suggestions):
            if suggestions.isEmpty {
                return "unknown paper \"\(name)\"; give a paper name or a size such as "
                    + "210x297mm or 8.5x11in. Run 'folio papers' for the list."
            }
            return "unknown paper \"\(name)\"; did you mean \(suggestions.joined(separator: ", "))? "
                + "Run 'folio papers' for the list."
        case .malformedSize(let input):
            return "cannot read paper size \"\(input)\"; write WIDTHxHEIGHT with an optional unit "
                + "(pt, in, mm or cm; bare numbers are points), such as 210x297mm, 8.5x11in, "
                + "21x29.7cm or 612x792."
        case .invalidSize(let input, _, _, let problem):
            let what: String
            switch problem {
            case .notFinite: what = "a side is not a finite number"
            case .notPositive: what = "a side is zero or negative"
            case .tooLarge: what = "a side is larger than 200 in (14,400 pt)"
            }
            return "invalid paper size \"\(input)\": \(what); each side must be greater than 0 "
                + "and at most 200 in (14,400 pt), such as 210x297mm or 8.5x11in."
        case .invalidPageSize(let size):
            return "invalid page size \(PaperFormat.number(size.width)) × "
                + "\(PaperFormat.number(size.height)) pt: width and height must be finite "
                + "and greater than 0."
        case .noPapers:
            return "no papers to choose from; give at least one paper with a finite size "
                + "greater than 0."
        }
    }
}
