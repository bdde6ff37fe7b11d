import FuzzerDriver

/// The process entry point: SwiftPM links this executable with `main` renamed to
/// `fuzz_svg_main`, so this hands the command line to libFuzzer's driver.
@_cdecl("fuzz_svg_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc, argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}
