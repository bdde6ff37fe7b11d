import ArgumentParser
import Folio
import Foundation

/// An error the command reports with its own exit code (sysexits: 64 usage, 65 data,
/// 66 no input, 70 internal, 73 cannot create output, 74 cannot write output).
struct CLIError: Error, CustomStringConvertible {
    let code: Int32
    let description: String

    init(code: Int32, _ message: String) {
        self.code = code
        description = message
    }
}

extension CLIError {
    /// A font that cannot be used: 65 when its file is damaged or has no such face (bad data,
    /// as a damaged input is), 66 when it cannot be read or fontconfig knows no font at all.
    init(_ error: FontError, context: String) {
        let code: Int32
        switch error {
        case .corrupt, .faceIndexOutOfRange: code = 65
        case .unreadable, .noFontFound: code = 66
        }
        self.init(code: code, "\(context)\(error)")
    }
}

extension ParsableCommand {
    /// Runs `body`, printing a ``CLIError`` as `folio: error: …` on standard error and exiting
    /// with its code.
    func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let e as CLIError {
            StandardStreams.writeError("folio: error: \(e.description)\n")
            throw ExitCode(e.code)
        }
    }
}
