import Foundation

/// The process's environment variables (for locale defaults and `SOURCE_DATE_EPOCH`).
enum ProcessInfoEnvironment {
    static var current: [String: String] { ProcessInfo.processInfo.environment }
}
