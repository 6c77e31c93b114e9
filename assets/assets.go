// Package assets holds files bundled into the binary: the category thumbnails.
package assets

import "embed"

// Categories holds categories/<slug>.svg, one thumbnail per seeded category.
//
//go:embed categories/*.svg
var Categories embed.FS
