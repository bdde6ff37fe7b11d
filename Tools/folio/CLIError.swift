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
    /// A font that cannot be used, with the font's status (``ExitStatus/init(_:)``).
    init(_ error: FontError, context: String) {
        self.init(ExitStatus(error), "\(context)\(error)")
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
