/// How painted colour combines with what is already on the page, as `CGBlendMode`.
///
/// The first sixteen are PDF's own blend modes. The Porter-Duff modes that Core Graphics adds
/// (``clear``, ``copy``, …) have no PDF equivalent: setting one throws
/// ``GraphicsError/unsupportedInPDF(_:)``.
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
    /// Normal painting (PDF `/Normal`).
    case normal = "Normal"
    /// `/Multiply`.
    case multiply = "Multiply"
    /// `/Screen`.
    case screen = "Screen"
    /// `/Overlay`.
    case overlay = "Overlay"
    /// `/Darken`.
    case darken = "Darken"
    /// `/Lighten`.
    case lighten = "Lighten"
    /// `/ColorDodge`.
    case colorDodge = "ColorDodge"
    /// `/ColorBurn`.
    case colorBurn = "ColorBurn"
    /// `/SoftLight`.
    case softLight = "SoftLight"
    /// `/HardLight`.
    case hardLight = "HardLight"
    /// `/Difference`.
    case difference = "Difference"
    /// `/Exclusion`.
    case exclusion = "Exclusion"
    /// `/Hue`.
    case hue = "Hue"
    /// `/Saturation`.
    case saturation = "Saturation"
    /// `/Color`.
    case color = "Color"
    /// `/Luminosity`.
    case luminosity = "Luminosity"
    /// Porter-Duff clear: not available in PDF.
    case clear
    /// Porter-Duff copy: not available in PDF.
    case copy
    /// Porter-Duff source-in: not available in PDF.
    case sourceIn
    /// Porter-Duff source-out: not available in PDF.
    case sourceOut
    /// Porter-Duff source-atop: not available in PDF.
    case sourceAtop
    /// Porter-Duff destination-over: not available in PDF.
    case destinationOver
    /// Porter-Duff destination-in: not available in PDF.
    case destinationIn
    /// Porter-Duff destination-out: not available in PDF.
    case destinationOut
    /// Porter-Duff destination-atop: not available in PDF.
    case destinationAtop
    /// Porter-Duff xor: not available in PDF.
    case xor
    /// Plus-darker: not available in PDF.
    case plusDarker
    /// Plus-lighter: not available in PDF.
    case plusLighter

    /// Whether PDF has this blend mode.
    public var isAvailableInPDF: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .sourceAtop, .destinationOver, .destinationIn,
             .destinationOut, .destinationAtop, .xor, .plusDarker, .plusLighter:
            return false
        default:
            return true
        }
    }
}
