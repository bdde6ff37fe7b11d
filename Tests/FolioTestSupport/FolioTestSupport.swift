// Support for Folio's own test targets. The tools (qpdf, poppler, MuPDF), rasters and reference
// comparisons live in the public FolioTesting library, which Folio's users import the same way;
// this target re-exports it so that every test target has one import.
@_exported import FolioTesting
