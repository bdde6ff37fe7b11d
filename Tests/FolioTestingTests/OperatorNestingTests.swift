import FolioTesting
import Testing

@Suite("Operator nesting in content streams")
struct OperatorNestingTests {
    @Test("nested pairs pass; a crossing, a stray close or an open pair is named; operators inside strings and comments do not count")
    func cases() {
        #expect(OperatorNesting.problem(in: "q /P <</MCID 0>> BDC BT /F1 9 Tf (Q) Tj ET EMC Q") == nil)
        #expect(OperatorNesting.problem(in: "BT <51> Tj [(a \\) Q) 10 (b)] TJ ET % Q in a comment\nq Q") == nil)
        #expect(OperatorNesting.problem(in: "/Artifact BMC q EMC Q") == "EMC at operator 4 closes q")
        #expect(OperatorNesting.problem(in: "Q") == "Q at operator 1 closes nothing")
        #expect(OperatorNesting.problem(in: "q BT") == "left open at the end: q BT")
    }
}
