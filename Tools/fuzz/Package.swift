// swift-tools-version:6.0
import PackageDescription

/// Folio's fuzz targets: a package of its own, so the main package's `swift build` and
/// `swift test` never build them. Each executable defines `LLVMFuzzerTestOneInput` and is
/// linked with libFuzzer; build and run them with `Tools/fuzz/run.sh` (see README.md).
let package = Package(
    name: "FolioFuzz",
    dependencies: [
        // The Folio package at the repository root. Its identity is that folder's name, which
        // differs between clones and worktrees, so the targets name its products through the
        // name given here.
        .package(name: "Folio", path: "../.."),
    ],
    targets: [
        .target(name: "FuzzerDriver", path: "Sources/FuzzerDriver"),
        .executableTarget(
            name: "fuzz-plaintext", dependencies: ["FuzzerDriver", .product(name: "Folio", package: "Folio")],
            path: "Sources/fuzz-plaintext"),
        .executableTarget(
            name: "fuzz-paper", dependencies: ["FuzzerDriver", .product(name: "FolioPaper", package: "Folio")],
            path: "Sources/fuzz-paper"),
        .executableTarget(
            name: "fuzz-pdfsyntax", dependencies: ["FuzzerDriver", .product(name: "FolioPDF", package: "Folio")],
            path: "Sources/fuzz-pdfsyntax"),
        .executableTarget(
            name: "fuzz-pageranges", dependencies: ["FuzzerDriver", .product(name: "FolioPrinting", package: "Folio")],
            path: "Sources/fuzz-pageranges"),
        .executableTarget(
            name: "fuzz-html", dependencies: ["FuzzerDriver", .product(name: "Folio", package: "Folio")],
            path: "Sources/fuzz-html"),
        .executableTarget(
            name: "fuzz-markdown", dependencies: ["FuzzerDriver", .product(name: "Folio", package: "Folio")],
            path: "Sources/fuzz-markdown"),
        .executableTarget(
            name: "fuzz-htmlparser", dependencies: ["FuzzerDriver", .product(name: "FolioMarkup", package: "Folio")],
            path: "Sources/fuzz-htmlparser"),
        .executableTarget(
            name: "fuzz-css",
            dependencies: ["FuzzerDriver", .product(name: "FolioCSS", package: "Folio"), .product(name: "FolioMarkup", package: "Folio")],
            path: "Sources/fuzz-css"),
        .executableTarget(
            name: "fuzz-svg", dependencies: ["FuzzerDriver", .product(name: "Folio", package: "Folio")],
            path: "Sources/fuzz-svg"),
        .executableTarget(
            name: "fuzz-conformance", dependencies: ["FuzzerDriver", .product(name: "FolioTesting", package: "Folio")],
            path: "Sources/fuzz-conformance"),
        .executableTarget(
            name: "fuzz-image",
            dependencies: [
                "FuzzerDriver", .product(name: "FolioGeometry", package: "Folio"), .product(name: "FolioPDF", package: "Folio"),
                .product(name: "FolioGraphics", package: "Folio"),
            ],
            path: "Sources/fuzz-image"),
    ],
    swiftLanguageModes: [.v6]
)
