// Package documents writes the PDF documents people keep: a consultee's
// receipt for a paid invoice and a consultant's monthly statement, in the
// reader's language (English, Sinhala or Tamil) and time zone.
//
// Why tdewolff/canvas: Sinhala and Tamil are complex scripts. A letter
// followed by a virama and another letter becomes one conjunct glyph
// (ශ්‍රී, க்ஷ), and vowel signs are drawn before, around or above the
// consonant they follow in memory (කො, கொ). A PDF library that places one
// glyph per character (gofpdf and its forks, which do not shape) prints
// those words broken. canvas shapes every run of text with HarfBuzz (the
// pure-Go port in github.com/go-text/typesetting: GSUB/GPOS of the font,
// the Indic and Sinhala shapers), itemizes a string by script, embeds only
// the glyphs used (a font subset) with a ToUnicode map, so the text can be
// searched and copied, and is pure Go: the API's container needs no browser
// (printing HTML with headless Chromium would also shape correctly, but puts
// a 300 MB browser and its processes beside the API for two routes).
//
// The fonts are Noto Sans, Noto Sans Sinhala and Noto Sans Tamil (SIL Open
// Font License, assets/fonts), embedded in the binary. Each character is set
// in the face of its script: Sinhala and Tamil letters (and the joiners
// between them) in theirs, everything else (digits, Latin names,
// punctuation) in Noto Sans.
package documents

import (
	"bytes"
	"fmt"
	"image/color"
	"sync"

	"github.com/tdewolff/canvas"
	"github.com/tdewolff/canvas/renderers/pdf"

	"cerebro/assets"
	"cerebro/mailer"
)

// Company is who issues the documents: the business's name, address and
// registration number (COMPANY_NAME, COMPANY_ADDRESS,
// COMPANY_REGISTRATION_NO).
type Company struct {
	Name           string
	Address        string
	RegistrationNo string
}

// Page geometry, in millimetres: A4 with 18 mm margins.
const (
	pageWidth  = 210.0
	pageHeight = 297.0
	margin     = 18.0
	textWidth  = pageWidth - 2*margin
	gutter     = 2.5
)

// Type sizes, in points.
const (
	sizeTitle   = 18.0
	sizeHeading = 12.0
	sizeBody    = 9.5
	sizeSmall   = 8.0
)

var (
	colourText  = color.RGBA{0x21, 0x25, 0x29, 0xff}
	colourMuted = color.RGBA{0x5c, 0x63, 0x6a, 0xff}
	colourRule  = color.RGBA{0xce, 0xd4, 0xda, 0xff}
)

// script is which face a run of text is set in.
type script int

const (
	latin script = iota
	sinhala
	tamil
)

// families are the three scripts' font families, loaded once.
var (
	familiesOnce sync.Once
	families     [3]*canvas.FontFamily
	familiesErr  error
)

func loadFamilies() ([3]*canvas.FontFamily, error) {
	familiesOnce.Do(func() {
		files := [3]string{latin: "NotoSans", sinhala: "NotoSansSinhala", tamil: "NotoSansTamil"}
		for s, name := range files {
			f := canvas.NewFontFamily(name)
			for style, suffix := range map[canvas.FontStyle]string{canvas.FontRegular: "Regular", canvas.FontBold: "Bold"} {
				b, err := assets.Fonts.ReadFile("fonts/" + name + "-" + suffix + ".ttf")
				if err == nil {
					err = f.LoadFont(b, 0, style)
				}
				if err != nil {
					familiesErr = fmt.Errorf("documents: font %s-%s: %w", name, suffix, err)
					return
				}
			}
			families[s] = f
		}
	})
	return families, familiesErr
}

// scriptOf is the script a character is set in; neutral says a joiner
// (ZWJ, ZWNJ), which stays in the face of the letters around it.
func scriptOf(r rune) (s script, neutral bool) {
	switch {
	case r >= 0x0D80 && r <= 0x0DFF:
		return sinhala, false
	case r >= 0x0B80 && r <= 0x0BFF:
		return tamil, false
	case r == 0x200C || r == 0x200D:
		return latin, true
	}
	return latin, false
}

// run is a stretch of text in one script.
type run struct {
	script script
	text   string
}

// runsOf splits s into runs of one script each, so every letter is shaped
// in a font that has it and a conjunct's letters stay in one run.
func runsOf(s string) []run {
	var out []run
	for _, r := range s {
		sc, neutral := scriptOf(r)
		if n := len(out); n > 0 && (neutral || out[n-1].script == sc) {
			out[n-1].text += string(r)
			continue
		}
		out = append(out, run{sc, string(r)})
	}
	return out
}

// style is how a piece of text is set.
type style struct {
	size   float64
	bold   bool
	colour color.RGBA
}

var (
	body    = style{sizeBody, false, colourText}
	strong  = style{sizeBody, true, colourText}
	muted   = style{sizeSmall, false, colourMuted}
	heading = style{sizeHeading, true, colourText}
	title   = style{sizeTitle, true, colourText}
)

// writer lays text out top to bottom over as many A4 pages as it takes.
type writer struct {
	fonts  [3]*canvas.FontFamily
	reader mailer.Reader
	t      labels
	pages  []*canvas.Canvas
	ctx    *canvas.Context
	y      float64 // the top of the next line, from the page's bottom
}

func newWriter(r mailer.Reader) (*writer, error) {
	fonts, err := loadFamilies()
	if err != nil {
		return nil, err
	}
	w := &writer{fonts: fonts, reader: r, t: labelsOf(r.Lang)}
	w.newPage()
	return w, nil
}

func (w *writer) newPage() {
	c := canvas.New(pageWidth, pageHeight)
	w.pages = append(w.pages, c)
	w.ctx = canvas.NewContext(c)
	w.y = pageHeight - margin
}

// text is s set in st, broken into lines of at most width mm, aligned.
func (w *writer) text(s string, st style, width float64, align canvas.TextAlign) *canvas.Text {
	fontStyle := canvas.FontRegular
	if st.bold {
		fontStyle = canvas.FontBold
	}
	rt := canvas.NewRichText(w.fonts[latin].Face(st.size, st.colour, fontStyle))
	for _, r := range runsOf(s) {
		rt.WriteFace(w.fonts[r.script].Face(st.size, st.colour, fontStyle), r.text)
	}
	return rt.ToText(width, 0, align, canvas.Top, nil)
}

// cell is one column of a row: its text, style, width (mm) and alignment.
type cell struct {
	text  string
	style style
	width float64
	align canvas.TextAlign
}

// row sets cells side by side from the left margin, their first lines on
// one baseline (a Sinhala or Tamil face rises higher than Noto Sans),
// starting a new page when they do not fit on this one, and moves below
// the tallest.
func (w *writer) row(cells ...cell) {
	texts := make([]*canvas.Text, len(cells))
	depths := make([]float64, len(cells))
	deepest := 0.0
	for i, c := range cells {
		width := c.width
		if i < len(cells)-1 {
			width -= gutter // room between this column and the next
		}
		texts[i] = w.text(c.text, c.style, width, c.align)
		depths[i] = firstBaseline(texts[i])
		deepest = max(deepest, depths[i])
	}
	height := 0.0
	for i, t := range texts {
		_, h := t.Size()
		height = max(height, h+deepest-depths[i])
	}
	if w.y-height < margin {
		w.newPage()
	}
	x := margin
	for i, c := range cells {
		w.ctx.DrawText(x, w.y-(deepest-depths[i]), texts[i])
		x += c.width
	}
	w.y -= height + 1.2
}

// firstBaseline is how far below the top of t its first line's baseline is.
func firstBaseline(t *canvas.Text) float64 {
	depth, first := 0.0, true
	t.WalkLines(func(y float64, _ []canvas.TextSpan) {
		if first {
			depth, first = -y, false
		}
	})
	return depth
}

// line is one full-width paragraph.
func (w *writer) line(s string, st style) { w.row(cell{s, st, textWidth, canvas.Left}) }

// pair is a label and its value on one line.
func (w *writer) pair(label, value string) {
	w.row(cell{label, muted, 48, canvas.Left}, cell{value, body, textWidth - 48, canvas.Left})
}

// gap leaves mm of space.
func (w *writer) gap(mm float64) { w.y -= mm }

// rule draws a thin line across the page.
func (w *writer) rule() {
	if w.y-2 < margin {
		return // the foot of the page rules it off
	}
	w.ctx.SetStrokeColor(colourRule)
	w.ctx.SetStrokeWidth(0.3)
	w.ctx.MoveTo(margin, w.y-1)
	w.ctx.LineTo(pageWidth-margin, w.y-1)
	w.ctx.Stroke()
	w.y -= 2.5
}

// section starts a titled part, on a new page when fewer than 30 mm are left.
func (w *writer) section(name string) {
	if w.y-30 < margin {
		w.newPage()
	}
	w.gap(4)
	w.line(name, heading)
	w.rule()
}

// letterhead is the company's name, address and registration number.
func (w *writer) letterhead(c Company) {
	w.line(c.Name, heading)
	w.line(c.Address, muted)
	w.line(w.t.registrationNo+": "+c.RegistrationNo, muted)
	w.gap(4)
}

// pdf writes the pages as one PDF document.
func (w *writer) pdf(docTitle string) ([]byte, error) {
	var buf bytes.Buffer
	out := pdf.New(&buf, pageWidth, pageHeight, &pdf.Options{Compress: true, SubsetFonts: true})
	out.SetInfo(docTitle, "", "", "Cerebro", "Cerebro")
	out.SetLang(w.reader.Lang)
	for i, c := range w.pages {
		if i > 0 {
			out.NewPage(pageWidth, pageHeight)
		}
		c.RenderTo(out)
	}
	if err := out.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
