/// Collects a chart's marks from a closure, as `@ChartContentBuilder` does in Swift Charts:
/// one mark a line, `if`, `if`/`else`, `switch` and `for` loops.
@resultBuilder
public enum ChartContentBuilder {
    /// A mark or other content.
    public static func buildExpression(_ content: some ChartContent) -> ChartMarks { content.chartMarks }
    /// The marks of the block, in order.
    public static func buildBlock(_ parts: ChartMarks...) -> ChartMarks { ChartMarks(parts.flatMap(\.records)) }
    /// The marks of an `if` without `else`, or none.
    public static func buildOptional(_ part: ChartMarks?) -> ChartMarks { part ?? ChartMarks([]) }
    /// The marks of the `if` branch.
    public static func buildEither(first part: ChartMarks) -> ChartMarks { part }
    /// The marks of the `else` branch.
    public static func buildEither(second part: ChartMarks) -> ChartMarks { part }
    /// The marks of every pass of a `for` loop.
    public static func buildArray(_ parts: [ChartMarks]) -> ChartMarks { ChartMarks(parts.flatMap(\.records)) }
    /// The marks of an `if #available` branch.
    public static func buildLimitedAvailability(_ part: ChartMarks) -> ChartMarks { part }
}
