/// An invoice: who bills whom, and its line items. Amounts are whole cents, so that totals
/// add up exactly.
public struct Invoice: Sendable {
    /// One line of the invoice.
    public struct Line: Sendable {
        /// The line's number, from 1.
        public var number: Int
        /// What was sold.
        public var description: String
        /// How many.
        public var quantity: Int
        /// The price of one, in cents.
        public var unitPrice: Int
        /// `quantity × unitPrice`, in cents.
        public var amount: Int { quantity * unitPrice }
    }

    /// The invoice number, such as "2024-0042".
    public var number: String
    /// The seller, first line of the letterhead.
    public var seller: String
    /// The customer's name and address, one line each.
    public var billTo: [String]
    /// Issue and due dates, as printed.
    public var issued: String, due: String
    /// The line items.
    public var lines: [Line]
    /// The VAT rate in percent.
    public var vatPercent: Int

    /// The sum of the lines, in cents.
    public var subtotal: Int { lines.reduce(0) { $0 + $1.amount } }
    /// The VAT on the subtotal, rounded to the cent.
    public var vat: Int { (subtotal * vatPercent + 50) / 100 }
    /// What the customer pays.
    public var total: Int { subtotal + vat }

    /// `runningTotals[k]` is the sum of the first `k` lines: what a page that ends after line
    /// `k` carries forward.
    public var runningTotals: [Int] {
        lines.reduce(into: [0]) { sums, line in sums.append(sums.last! + line.amount) }
    }

    /// What the seller sells: item and price in cents.
    public static let catalog: [(item: String, price: Int)] = [
        ("Layout consulting, hours", 9_500), ("Custom report template", 120_000),
        ("Font licence, per seat", 3_950), ("Brochures printed, per 100", 4_200),
        ("Proofreading, per page", 350), ("Binding, per copy", 180),
        ("Paper stock, per ream", 690), ("Courier delivery", 2_500),
    ]

    /// The sample invoice of this example: `count` lines made from a short price list, the
    /// same every run.
    public static func sample(lines count: Int = 300) -> Invoice {
        let lines = (0..<count).map { i in
            let (item, price) = catalog[(i * 5) % catalog.count]
            return Line(number: i + 1, description: "\(item) (order \(1_000 + i / 4))",
                        quantity: 1 + (i * 7) % 12, unitPrice: price)
        }
        return Invoice(number: "2024-0042", seller: "Folio Press Ltd.",
                       billTo: ["Example Corp.", "7 Baseline Road", "2000 Leading"],
                       issued: "3 June 2024", due: "3 July 2024", lines: lines, vatPercent: 20)
    }
}

/// Cents as euros with a thousands separator: `123456` → "1,234.56".
public func euros(_ cents: Int) -> String {
    let whole = String(abs(cents) / 100)
    var grouped = ""
    for (i, digit) in whole.enumerated() {
        if i > 0, (whole.count - i) % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
    }
    let fraction = abs(cents) % 100
    return (cents < 0 ? "-" : "") + grouped + (fraction < 10 ? ".0" : ".") + String(fraction)
}
