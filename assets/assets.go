// Package assets holds files bundled into the binary: the category
// thumbnails and the fonts of the PDF documents.
package assets

import "embed"

// Categories holds categories/<slug>.svg, one thumbnail per seeded category.
//
//go:embed categories/*.svg
var Categories embed.FS

// Fonts holds the Noto Sans faces the PDF receipts and statements are set
// in (package documents): Latin, Sinhala and Tamil, regular and bold, under
// the SIL Open Font License (fonts/OFL.txt).
//
//go:embed fonts/*.ttf
var Fonts embed.FS
