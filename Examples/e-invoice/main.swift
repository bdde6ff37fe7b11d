// e-invoice: a Factur-X / ZUGFeRD-style e-invoice — the invoice laid out as a Document for
// people, its Cross Industry Invoice XML attached as factur-x.xml for programs, written as
// PDF/A-3b with the fx: metadata that tells a reader which profile the XML follows.
// The XML here is a small BASIC-profile sample; a real one must pass the profile's validation.
// Run: swift run e-invoice [output.pdf]
import Folio
import Foundation

let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "e-invoice.pdf"

struct Line: Sendable {
    let name: String, quantity: Int, unit: String, price: Double
    var amount: Double { Double(quantity) * price }
}
let lines = [
    Line(name: "Layout consulting (hours)", quantity: 12, unit: "HUR", price: 95),
    Line(name: "Custom report template", quantity: 1, unit: "C62", price: 1_200),
]
let net = lines.reduce(0) { $0 + $1.amount }
let vat = (net * 0.2 * 100).rounded() / 100
func amount(_ v: Double) -> String { String(format: "%.2f", v) }

/// The invoice for people: what the PDF shows.
func invoiceDocument() -> Document {
    let right = BlockStyle(alignment: .right)
    return Document(title: "Invoice 2024-0042", author: "Folio Press SARL") {
        Heading("Folio Press SARL", level: 1)
        Paragraph("12 rue de la Typographie, 75000 Paris — VAT FR00123456789")
        Rule()
        Paragraph("Invoice 2024-0042 · issued 3 June 2024 · due 3 July 2024", style: right)
        Paragraph("Bill to: Example Corp., 7 Baseline Road, 2000 Leading")
        Table(lines) {
            TableColumn("Description") { $0.name }
            TableColumn("Qty", alignment: .right) { String($0.quantity) }
            TableColumn("Unit price", alignment: .right) { amount($0.price) + " EUR" }
            TableColumn("Amount", alignment: .right) { amount($0.amount) + " EUR" }
        }
        Table(columns: [TableColumn(), TableColumn(alignment: .right)],
              rows: [TableRow(["Net", amount(net) + " EUR"]), TableRow(["VAT 20 %", amount(vat) + " EUR"]),
                     TableRow(["Total due", amount(net + vat) + " EUR"])],
              width: .fraction(0.5), style: right)
        Paragraph("This PDF carries the invoice as Factur-X XML (factur-x.xml): open your viewer's attachments.")
    }
}

/// The invoice for programs: Cross Industry Invoice XML, Factur-X BASIC profile.
func invoiceXML() -> [UInt8] {
    let items = lines.enumerated().map { i, line in """
            <ram:IncludedSupplyChainTradeLineItem>
              <ram:AssociatedDocumentLineDocument><ram:LineID>\(i + 1)</ram:LineID></ram:AssociatedDocumentLineDocument>
              <ram:SpecifiedTradeProduct><ram:Name>\(line.name)</ram:Name></ram:SpecifiedTradeProduct>
              <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>\(amount(line.price))</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
              <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="\(line.unit)">\(line.quantity)</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
              <ram:SpecifiedLineTradeSettlement>
                <ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>20</ram:RateApplicablePercent></ram:ApplicableTradeTax>
                <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>\(amount(line.amount))</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
              </ram:SpecifiedLineTradeSettlement>
            </ram:IncludedSupplyChainTradeLineItem>
        """
    }.joined(separator: "\n")
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
          <rsm:ExchangedDocumentContext>
            <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
          </rsm:ExchangedDocumentContext>
          <rsm:ExchangedDocument>
            <ram:ID>2024-0042</ram:ID>
            <ram:TypeCode>380</ram:TypeCode>
            <ram:IssueDateTime><udt:DateTimeString format="102">20240603</udt:DateTimeString></ram:IssueDateTime>
          </rsm:ExchangedDocument>
          <rsm:SupplyChainTradeTransaction>
        \(items)
            <ram:ApplicableHeaderTradeAgreement>
              <ram:SellerTradeParty>
                <ram:Name>Folio Press SARL</ram:Name>
                <ram:PostalTradeAddress><ram:PostcodeCode>75000</ram:PostcodeCode><ram:LineOne>12 rue de la Typographie</ram:LineOne><ram:CityName>Paris</ram:CityName><ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress>
                <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">FR00123456789</ram:ID></ram:SpecifiedTaxRegistration>
              </ram:SellerTradeParty>
              <ram:BuyerTradeParty><ram:Name>Example Corp.</ram:Name></ram:BuyerTradeParty>
            </ram:ApplicableHeaderTradeAgreement>
            <ram:ApplicableHeaderTradeDelivery/>
            <ram:ApplicableHeaderTradeSettlement>
              <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
              <ram:ApplicableTradeTax><ram:CalculatedAmount>\(amount(vat))</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>\(amount(net))</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>20</ram:RateApplicablePercent></ram:ApplicableTradeTax>
              <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">20240703</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
              <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
                <ram:LineTotalAmount>\(amount(net))</ram:LineTotalAmount>
                <ram:TaxBasisTotalAmount>\(amount(net))</ram:TaxBasisTotalAmount>
                <ram:TaxTotalAmount currencyID="EUR">\(amount(vat))</ram:TaxTotalAmount>
                <ram:GrandTotalAmount>\(amount(net + vat))</ram:GrandTotalAmount>
                <ram:DuePayableAmount>\(amount(net + vat))</ram:DuePayableAmount>
              </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
            </ram:ApplicableHeaderTradeSettlement>
          </rsm:SupplyChainTradeTransaction>
        </rsm:CrossIndustryInvoice>

        """
    return Array(xml.utf8)
}

do {
    // The issue date as the PDF's and the XML's dates, so that the file is the same every run.
    let issued = PDFDate(secondsSince1970: 1_717_372_800)  // 2024-06-03T00:00:00Z
    var info = PrintInfo()
    info.conformance = [.pdfA(.a3b)]
    info.attachments = [FacturX.attachment(xml: invoiceXML(), modificationDate: issued)]
    info.xmpExtensions = [FacturX.metadata(level: .basic)]
    var invoice = invoiceDocument()
    invoice.subject = "Invoice 2024-0042 to Example Corp."
    try invoice.printJob(paper: .a4, margins: EdgeInsets(all: 56), footer: HeaderFooterTemplate(center: "Page {page} of {pages}"),
                         info: info).write(to: output)
    print("wrote \(output)")
} catch {
    FileHandle.standardError.write(Data("e-invoice: \(error)\n".utf8))
    exit(1)
}
