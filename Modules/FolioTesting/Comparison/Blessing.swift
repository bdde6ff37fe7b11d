import Foundation

/// Whether the environment asks to re-bless references instead of comparing with them.
///
/// `FOLIO_BLESS=1` (or `all`, `true`, `yes`) blesses every reference. Any other value is a list
/// of names separated by commas or spaces, such as `FOLIO_BLESS=drawing/pentagon,arc-135`; a
/// name matches a reference whose name equals it or ends with `/` and it.
public enum Blessing {
    /// The environment variable read: `FOLIO_BLESS`.
    public static let environmentVariable = "FOLIO_BLESS"

    /// Whether blessing is requested for the reference called `name`.
    public static func isRequested(for name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return false }
        if ["1", "all", "true", "yes"].contains(value.lowercased()) { return true }
        if ["0", "false", "no"].contains(value.lowercased()) { return false }
        return value.split(whereSeparator: { $0 == "," || $0 == " " }).contains { entry in
            name == entry || name.hasSuffix("/" + entry)
        }
    }

    /// Whether the environment asks for any blessing at all.
    public static func isRequested(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces) else { return false }
        return !value.isEmpty && !["0", "false", "no"].contains(value.lowercased())
    }
}
