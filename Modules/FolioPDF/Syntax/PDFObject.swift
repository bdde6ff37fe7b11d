/// A reference to an indirect object: `12 0 R`.
public struct ObjectRef: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The object number, from 1.
    public let number: Int
    /// Creates a reference to object `number`, generation 0.
    public init(_ number: Int) { self.number = number }
    /// Orders references by object number.
    public static func < (a: ObjectRef, b: ObjectRef) -> Bool { a.number < b.number }
    /// `N 0 R`.
    public var description: String { "\(number) 0 R" }
}

/// A PDF name such as `/Type`, held as its unescaped text.
public struct PDFName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name without its slash and without `#xx` escapes.
    public let value: String
    /// Creates a name from its text.
    public init(_ value: String) { self.value = value }
    /// Creates a name from a literal.
    public init(stringLiteral value: String) { self.value = value }
    /// `/Value` as it would be written.
    public var description: String {
        var b = ByteBuffer()
        b.appendName(value)
        return String(decoding: b.bytes, as: UTF8.self)
    }
}

/// A direct PDF object: the values that make up dictionaries, arrays and indirect objects.
///
/// Content streams do not go through this type (they are written straight to bytes by
/// ``ContentStream``); it is for the small structural objects: catalog, pages, annotations.
/// It is not `indirect`: arrays and dictionaries already hold their elements on the heap, and
/// an indirect enum boxes every value, numbers and names included.
public enum PDFObject: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case integer(Int)
    /// A real number (see ``ByteBuffer/appendReal(_:)`` for the notation).
    case real(Double)
    /// A name.
    case name(PDFName)
    /// A literal string of raw bytes.
    case string([UInt8])
    /// A hexadecimal string of raw bytes.
    case hexString([UInt8])
    /// A text string: PDFDocEncoding when ASCII suffices, otherwise UTF-16BE with a BOM.
    case text(String)
    /// An array.
    case array([PDFObject])
    /// A dictionary.
    case dictionary(PDFDictionary)
    /// A reference to an indirect object.
    case reference(ObjectRef)

    /// A rectangle `[x0 y0 x1 y1]` in PDF user space.
    public static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> PDFObject {
        .array([.real(x0), .real(y0), .real(x1), .real(y1)])
    }

    /// Writes the object's syntax into a buffer.
    public func write(to out: inout ByteBuffer) {
        switch self {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .integer(let i): out.appendInt(i)
        case .real(let r): out.appendReal(r)
        case .name(let n): out.appendName(n.value)
        case .string(let s): out.appendLiteralString(s)
        case .hexString(let s): out.appendHexString(s)
        case .text(let t):
            let enc = TextString.encode(t)
            if enc.starts(with: [0xFE, 0xFF]) { out.appendHexString(enc) } else { out.appendLiteralString(enc) }
        case .array(let items):
            out.append(0x5B)
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(0x20) }
                item.write(to: &out)
            }
            out.append(0x5D)
        case .dictionary(let d): d.write(to: &out)
        case .reference(let r):
            out.appendInt(r.number)
            out.append(" 0 R")
        }
    }

    /// The object's syntax as a string (for tests and diagnostics).
    public var serialized: String {
        var b = ByteBuffer()
        write(to: &b)
        return String(decoding: b.bytes, as: UTF8.self)
    }
}

/// A PDF dictionary that keeps its keys in insertion order, so output is deterministic.
public struct PDFDictionary: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// The entries in the order they were set.
    public private(set) var entries: [(key: PDFName, value: PDFObject)] = []

    /// Creates an empty dictionary.
    public init() {}

    /// Creates a dictionary from a literal; the literal's order is kept.
    public init(dictionaryLiteral elements: (PDFName, PDFObject)...) {
        for (k, v) in elements { self[k] = v }
    }

    /// The value for a key; setting `nil` removes the key, setting an existing key replaces
    /// its value in place.
    public subscript(key: PDFName) -> PDFObject? {
        get { entries.first(where: { $0.key == key })?.value }
        set {
            if let i = entries.firstIndex(where: { $0.key == key }) {
                if let v = newValue { entries[i].value = v } else { entries.remove(at: i) }
            } else if let v = newValue {
                entries.append((key, v))
            }
        }
    }

    /// Whether there are no entries.
    public var isEmpty: Bool { entries.isEmpty }

    /// Appends an entry whose key the dictionary does not hold (the caller knows it), without
    /// looking for it as the subscript does.
    mutating func appendNew(_ key: PDFName, _ value: PDFObject) {
        assert(!entries.contains { $0.key == key }, "appendNew(\(key)) of a key the dictionary holds")
        entries.append((key, value))
    }

    /// Writes `<< /Key value … >>`.
    public func write(to out: inout ByteBuffer) {
        out.append("<<")
        writeEntries(to: &out)
        out.append(">>")
    }

    /// Writes the entries, `/Key value …`, without the brackets: for a writer that writes
    /// some entries of a dictionary itself.
    func writeEntries(to out: inout ByteBuffer) {
        for (k, v) in entries {
            out.appendName(k.value)
            out.append(0x20)
            v.write(to: &out)
        }
    }

    /// Compares entries in order.
    public static func == (a: PDFDictionary, b: PDFDictionary) -> Bool {
        a.entries.count == b.entries.count
            && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
