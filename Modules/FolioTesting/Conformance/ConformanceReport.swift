import Foundation

/// What ``ConformanceChecker`` found in one PDF.
public struct ConformanceReport: Sendable, Codable {
    /// The profiles checked: the one asked for, or those the document claims (``ConformanceProfile/auto``).
    public var profiles: [String]
    /// Every finding, in the order the rules ran (document, structure, pages).
    public var findings: [ConformanceFinding]

    /// A report from its parts.
    public init(profiles: [String], findings: [ConformanceFinding]) {
        self.profiles = profiles
        self.findings = findings
    }

    /// The findings that make the document fail.
    public var errors: [ConformanceFinding] { findings.filter { $0.severity == .error } }
    /// The findings that do not.
    public var warnings: [ConformanceFinding] { findings.filter { $0.severity == .warning } }
    /// Whether the document passes every rule checked (warnings allowed).
    public var passes: Bool { errors.isEmpty }

    /// The report as text: one line per finding (``ConformanceFinding/line``), then a summary.
    public var text: String {
        var lines = findings.map(\.line)
        let what = profiles.isEmpty ? "no conformance claimed; nothing checked" : profiles.joined(separator: ", ")
        let counts = "\(errors.count) error\(errors.count == 1 ? "" : "s"), \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
        lines.append(profiles.isEmpty ? what : "\(passes ? "passes" : "fails") \(what): \(counts)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON (`profiles`, `passes`, `findings` with `clause`, `message`, `object`,
    /// `severity`), keys sorted.
    public var json: String {
        struct Output: Encodable {
            var profiles: [String]
            var passes: Bool
            var findings: [ConformanceFinding]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Output(profiles: profiles, passes: passes, findings: findings))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
