import ArgumentParser
import Folio
import Foundation

/// An error the command reports as `folio: error: …`, exiting with its ``ExitStatus``.
struct CLIError: Error, CustomStringConvertible {
    let status: ExitStatus
    let description: String

    init(_ status: ExitStatus, _ message: String) {
        self.status = status
        description = message
    }
}

extension CLIError {
    /// A font that cannot be used: bad data when its file is damaged or has no such face (as a
    /// damaged input is), no input when it cannot be read or fontconfig knows no font at all.
    init(_ error: FontError, context: String) {
        let status: ExitStatus = switch error {
        case .corrupt, .faceIndexOutOfRange: .dataErr
        case .unreadable, .noFontFound: .noInput
        }
        self.init(status, "\(context)\(error)")
    }
}

extension ParsableCommand {
    /// Runs `body`, printing a ``CLIError`` as `folio: error: …` on standard error and exiting
    /// with its status.
    func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let e as CLIError {
            StandardStreams.writeError("folio: error: \(e.description)\n")
            throw ExitCode(e.status.rawValue)
        }
    }
}
