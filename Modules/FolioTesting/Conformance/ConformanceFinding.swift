/// One rule a checked PDF breaks, with the clause that states the rule.
public struct ConformanceFinding: Sendable, Hashable, Codable {
    /// How much a finding weighs.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// The document breaks a requirement ("shall") of the profile checked: it does not conform.
        case error
        /// A recommendation ("should") is not followed, or a requirement could only be partly
        /// checked; the document may still conform.
        case warning
    }

    /// The clause, e.g. `"ISO 14289-1 7.1 / Matterhorn 01-005"` or `"ISO 19005-2 6.2.4.3"`.
    public var clause: String
    /// What is wrong, in words.
    public var message: String
    /// The object at fault, as `"12 0 R"`, when there is one.
    public var object: String?
    /// Whether the finding makes the document fail its profile.
    public var severity: Severity

    /// A finding from its parts.
    public init(clause: String, message: String, object: String? = nil, severity: Severity = .error) {
        self.clause = clause
        self.message = message
        self.object = object
        self.severity = severity
    }

    /// `clause: message (object 12 0 R)`, with `warning: ` in front of a warning.
    public var line: String {
        (severity == .warning ? "warning: " : "") + "\(clause): \(message)" + (object.map { " (object \($0))" } ?? "")
    }
}
