import Foundation
import FolioTesting

/// The conformance checker on hostile input, without qpdf: the bytes are read as qpdf's JSON
/// (objects, pages, stream data), and also placed as the data of a tagged page's content stream
/// and of its XMP packet inside a small, well-formed qpdf JSON document, so the content-stream
/// lexer, the marked-content scan, the structure walk and the XMP reader all see them. Every
/// profile runs on both; any crash, trap or hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: min(size, 16_384)))
    // auto reads the claims; UA-1 and PDF/A-3a together run every rule (PDF/A-2's embedded-file
    // rule differs, and is run on the JSON as given).
    let profiles: [ConformanceProfile] = [.auto, .pdfUA1, .pdfA(part: 3, level: "a")]
    for profile in profiles + [.pdfA(part: 2, level: "u")] { _ = try? ConformanceChecker.check(qpdfJSON: bytes, profile: profile) }
    let wrapped = Array(document(embedding: Data(bytes).base64EncodedString()).utf8)
    for profile in profiles { _ = try? ConformanceChecker.check(qpdfJSON: wrapped, profile: profile) }
    return 0
}

/// A one-page tagged document in qpdf's JSON form whose content stream (object 6) and XMP
/// packet (object 8) hold `base64`.
func document(embedding base64: String) -> String {
    """
    {"pages":[{"object":"3 0 R"}],"qpdf":[{"jsonversion":2},{
    "obj:1 0 R":{"value":{"/Type":"/Catalog","/Pages":"2 0 R","/StructTreeRoot":"4 0 R","/MarkInfo":{"/Marked":true},"/Lang":"u:en","/Metadata":"8 0 R","/OutputIntents":[{"/S":"/GTS_PDFA1","/DestOutputProfile":"6 0 R"}]}},
    "obj:2 0 R":{"value":{"/Type":"/Pages","/Kids":["3 0 R"],"/Count":1}},
    "obj:3 0 R":{"value":{"/Type":"/Page","/Parent":"2 0 R","/Contents":["6 0 R","8 0 R"],"/StructParents":0,"/Annots":["9 0 R"],"/Resources":{"/Properties":{"/P0":{"/MCID":1}},"/XObject":{"/X":"7 0 R"}}}},
    "obj:4 0 R":{"value":{"/Type":"/StructTreeRoot","/K":["5 0 R"],"/ParentTree":{"/Nums":[0,["5 0 R","5 0 R"],1,"5 0 R"]},"/RoleMap":{"/Custom":"/P","/Loop":"/Loop2","/Loop2":"/Loop"}}},
    "obj:5 0 R":{"value":{"/Type":"/StructElem","/S":"/Custom","/P":"4 0 R","/Pg":"3 0 R","/K":[0,1,{"/Type":"/OBJR","/Obj":"9 0 R"},{"/Type":"/MCR","/MCID":2,"/Stm":"7 0 R"}],"/A":{"/O":"/Table","/Scope":"/Row"}}},
    "obj:6 0 R":{"stream":{"dict":{},"data":"\(base64)"}},
    "obj:7 0 R":{"stream":{"dict":{"/Type":"/XObject","/Subtype":"/Form","/StructParents":1,"/Resources":{"/XObject":{"/X":"7 0 R"}}},"data":"\(base64)"}},
    "obj:8 0 R":{"stream":{"dict":{"/Type":"/Metadata"},"data":"\(base64)"}},
    "obj:9 0 R":{"value":{"/Type":"/Annot","/Subtype":"/Link","/StructParent":1,"/A":{"/S":"/Named","/N":"/Print","/Next":[{"/S":"/Launch"}]}}},
    "trailer":{"value":{"/Root":"1 0 R","/Info":{"/Title":"u:x","/CreationDate":"u:D:2026"}}}}]}
    """
}
