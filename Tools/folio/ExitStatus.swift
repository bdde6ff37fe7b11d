import Folio

/// How `folio` exits: the sysexits(3) codes it uses, by their sysexits names. `--help` lists
/// them (``FolioCommand``'s discussion); scripts rely on the numbers, which never change.
enum ExitStatus: Int32, CaseIterable {
    /// Success.
    case success = 0
    /// `folio check` only: the PDF breaks rules of the profile checked (the findings are printed).
    case findings = 1
    /// `EX_USAGE`: the command was called wrongly (an unknown option, a bad option value, an
    /// output that is an input).
    case usage = 64
    /// `EX_DATAERR`: the input is bad data (not text, too long, HTML with no content, a
    /// damaged font).
    case dataErr = 65
    /// `EX_NOINPUT`: an input, a font or a folder cannot be found or read.
    case noInput = 66
    /// `EX_UNAVAILABLE`: a program folio needs is not installed (`folio check` reads PDFs with qpdf).
    case unavailable = 69
    /// `EX_SOFTWARE`: folio failed for a reason of its own.
    case software = 70
    /// `EX_CANTCREAT`: the output cannot be created.
    case cantCreate = 73
    /// `EX_IOERR`: the output cannot be written (a full disk, a closed standard output).
    case ioErr = 74
}

extension ExitStatus {
    /// A font that cannot be used: bad data when its file is damaged or has no such face (as a
    /// damaged input is), no input when it cannot be read or fontconfig knows no font at all.
    init(_ error: FontError) {
        switch error {
        case .corrupt, .faceIndexOutOfRange: self = .dataErr
        case .unreadable, .noFontFound: self = .noInput
        }
    }
}
