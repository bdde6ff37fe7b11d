/// Limits that keep a hostile drawing from exhausting memory or time. The defaults are far
/// above what real drawings need (a detailed map has a few hundred thousand elements).
public struct SVGParseOptions: Hashable, Sendable {
    /// The largest input, in bytes: 64 MiB.
    public var maximumInputSize: Int = 64 << 20
    /// The deepest element nesting: 512.
    public var maximumDepth: Int = 512
    /// The most elements: 2,000,000.
    public var maximumElementCount: Int = 2_000_000
    /// The most characters of text and attribute values after entities expand: 64 Mi.
    public var maximumTextLength: Int = 64 << 20
    /// The deepest chain of `use` references (a `use` of a group holding a `use` …): 32.
    public var maximumUseDepth: Int = 32
    /// The most elements drawn through `use` references in all: 1,000,000.
    public var maximumUseInstances: Int = 1_000_000

    /// The default limits.
    public init() {}

    /// Throws ``SVGError/invalidOption(name:value:accepted:)`` for a limit below 1.
    func validate() throws(SVGError) {
        for (name, value) in [("maximumInputSize", maximumInputSize), ("maximumDepth", maximumDepth),
                              ("maximumElementCount", maximumElementCount), ("maximumTextLength", maximumTextLength),
                              ("maximumUseDepth", maximumUseDepth), ("maximumUseInstances", maximumUseInstances)] where value < 1 {
            throw .invalidOption(name: name, value: String(value), accepted: "a positive number")
        }
    }
}
