// The umbrella module: `import Folio` brings every public Folio module.
@_exported import FolioGeometry
@_exported import FolioGraphics
@_exported import FolioPDF
@_exported import FolioPaper
@_exported import FolioText
@_exported import FolioPrinting
@_exported import FolioLayout
@_exported import FolioCSS
@_exported import FolioSVG
@_exported import FolioMarkup
@_exported import FolioMarkdown
@_exported import FolioCharts
