import Foundation

/// Where each input's PDF goes, decided and checked before anything is read or written: the
/// first step of `folio typeset` (then each input's formatter is built, then its job runs).
struct OutputPlan {
    let inputs: [String]
    /// `-o`: a file, `-` for standard output, or a folder for several inputs.
    let output: String?
    /// `--force`: write a PDF to a terminal.
    let force: Bool

    /// Each input's output path, in the inputs' order. Makes the output folder when `-o` ends
    /// in `/` and several inputs go there.
    func outputs() throws -> [String] {
        if inputs.contains("") { throw CLIError(.usage, "an input's name is empty; give a file, or - for standard input") }
        if output == "" { throw CLIError(.usage, "-o is empty; give a path, or - for standard output") }
        if inputs.count > 1 { try checkSeveralInputs() }
        var outputs: [String] = []
        for input in inputs {
            let out = try self.output(for: input)
            if out != "-", inputs.contains(where: { $0 != "-" && URL(fileURLWithPath: $0).standardizedFileURL == URL(fileURLWithPath: out).standardizedFileURL }) {
                throw CLIError(.usage, "the output \(out) is an input; give another path with -o")
            }
            outputs.append(out)
        }
        if Set(outputs.filter { $0 != "-" }).count != outputs.filter({ $0 != "-" }).count {
            throw CLIError(.usage, "two inputs would write the same PDF; give them different names or separate runs")
        }
        if !force, let terminal = outputs.first(where: OutputPath.isTerminal) {
            let which = terminal == "-" ? "standard output" : terminal
            throw CLIError(.usage, "\(which) is a terminal, and a PDF is binary: redirect it (> out.pdf) or give -o <file>; --force writes it there anyway")
        }
        return outputs
    }

    /// Several inputs: standard input at most once, and `-o` a folder (made when it ends in `/`).
    private func checkSeveralInputs() throws {
        guard inputs.filter({ $0 == "-" }).count <= 1 else { throw CLIError(.usage, "standard input (-) can be read only once") }
        if output == "-" { throw CLIError(.usage, "-o - (standard output) takes one input, not \(inputs.count)") }
        guard let dir = output else { return }
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory) {
            // A folder is made only when asked for by the trailing slash: `-o one.pdf`
            // with several inputs is far likelier a mistake than a folder's name.
            guard dir.hasSuffix("/") else {
                throw CLIError(.usage, "-o \(dir) with \(inputs.count) inputs: several inputs need a folder; end the path with / to make one (-o \(dir)/), or give one input")
            }
            do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                throw CLIError(.cantCreate, "cannot create the output folder \(dir): \(error.localizedDescription)")
            }
        } else if !isDirectory.boolValue {
            throw CLIError(.usage, "-o \(dir) is a file; with several inputs give a folder")
        }
    }

    /// One input's output path.
    private func output(for input: String) throws -> String {
        if input == "-" {
            guard let o = output, inputs.count == 1 || o != "-" else {
                throw CLIError(.usage, "reading standard input needs -o <path> (or -o - for standard output)")
            }
            return inputs.count > 1 ? URL(fileURLWithPath: o).appendingPathComponent("stdin.pdf").path : o
        }
        if output == nil, InputText.isReadOnce(input) {
            throw CLIError(.usage, "\(input) is a pipe or a device, not a file: give -o <path> (or -o - for standard output)")
        }
        if inputs.count > 1, let dir = output {
            return URL(fileURLWithPath: dir).appendingPathComponent(URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent + ".pdf").path
        }
        return output ?? URL(fileURLWithPath: input).deletingPathExtension().appendingPathExtension("pdf").path
    }
}
