import FolioPDF

/// The resources one content stream (a page or a form) uses, by category and name, written
/// as its `/Resources` dictionary in a stable order.
struct ResourceUse {
    var extGStates: [String: ObjectRef] = [:]
    var xObjects: [String: ObjectRef] = [:]
    var shadings: [String: ObjectRef] = [:]
    var patterns: [String: ObjectRef] = [:]
    var fonts: [String: ObjectRef] = [:]

    mutating func removeAll() {
        extGStates.removeAll(keepingCapacity: true)
        xObjects.removeAll(keepingCapacity: true)
        shadings.removeAll(keepingCapacity: true)
        patterns.removeAll(keepingCapacity: true)
        fonts.removeAll(keepingCapacity: true)
    }

    var dictionary: PDFDictionary {
        var d = PDFDictionary()
        func sub(_ m: [String: ObjectRef]) -> PDFObject {
            var s = PDFDictionary()
            for (k, v) in m.sorted(by: { $0.key < $1.key }) { s[PDFName(k)] = .reference(v) }
            return .dictionary(s)
        }
        if !extGStates.isEmpty { d["ExtGState"] = sub(extGStates) }
        if !fonts.isEmpty { d["Font"] = sub(fonts) }
        if !xObjects.isEmpty { d["XObject"] = sub(xObjects) }
        if !shadings.isEmpty { d["Shading"] = sub(shadings) }
        if !patterns.isEmpty { d["Pattern"] = sub(patterns) }
        return d
    }
}
