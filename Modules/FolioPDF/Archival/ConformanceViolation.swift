/// A requirement of a standard asked for in ``PDFWriterOptions/conformance`` that the content
/// breaks and the writer cannot repair: what, where, and what to do instead
/// (``PDFError/nonConforming(_:)``).
public struct ConformanceViolation: Sendable, Equatable, CustomStringConvertible {
    /// The standard and level: `PDF/A-2b`.
    public var standard: String
    /// The clause that says so: `ISO 19005-2 §6.2.4.3`.
    public var clause: String
    /// The object at fault, as a person would find it: `an image of 300 × 200 pixels`.
    public var object: String
    /// What the standard forbids or requires.
    public var requirement: String
    /// What to do instead.
    public var remedy: String

    /// Creates a violation.
    public init(standard: String, clause: String, object: String, requirement: String, remedy: String) {
        self.standard = standard
        self.clause = clause
        self.object = object
        self.requirement = requirement
        self.remedy = remedy
    }

    /// `PDF/A-2b (ISO 19005-2 §6.2.4.3): an image …: DeviceCMYK needs a CMYK output intent; convert it to RGB.`
    public var description: String { "\(standard) (\(clause)): \(object): \(requirement); \(remedy)" }

    /// DeviceCMYK under PDF/A, whose output intent Folio writes in sRGB (ISO 19005-2 §6.2.4.3):
    /// `object` names what was CMYK.
    public static func deviceCMYK(_ object: String, level: PDFALevel) -> ConformanceViolation {
        ConformanceViolation(standard: level.name, clause: "\(level.standard) §6.2.4.3", object: object,
                             requirement: "DeviceCMYK needs a CMYK output intent, and Folio writes the sRGB one",
                             remedy: "use RGB colours, and convert CMYK images to RGB first (a CMYK JPEG: `convert in.jpg -colorspace sRGB out.jpg`)")
    }
}
