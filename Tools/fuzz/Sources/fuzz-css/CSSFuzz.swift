import FolioCSS
import FolioMarkup

/// CSS (a `<style>` block and a `style` attribute): any text parses and cascades without a
/// crash, and every computed style stays finite.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let css = String(decoding: UnsafeBufferPointer(start: data, count: min(size, 16_384)), as: UTF8.self)
    let sheet = Stylesheet(parsing: css)
    _ = sheet.rules.count
    let escaped = css.replacingOccurrences(of: "\"", with: "&quot;")
    guard let doc = try? HTMLDocument(string: "<style>\(css)</style><div class=a id=b style=\"\(escaped)\"><p>x<span>y</span></p></div>") else { return 0 }
    let styled = doc.styled()
    for i in doc.nodes.indices {
        let s = styled[MarkupNodeID(i)]
        precondition(s.fontSize.isFinite && s.fontSize >= 0, "font-size \(s.fontSize)")
    }
    _ = styled.pageRule
    return 0
}
