// Package codescan finds the refusal codes the source declares, so the
// catalogue test and the API's status test can hold every code to a message
// in each language and a line in the status table. A code counts in the two
// forms the apperr package asks for: a constant of type apperr.Code, and a
// string literal passed to apperr.New or as WithField's code.
package codescan

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

const apperrPath = "cerebro/apperr"

// Codes maps every code declared in the non-test Go files under root (the
// module's directory) to the places that declare it ("file:line").
func Codes(root string) (map[string][]string, error) {
	out := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && skipDir(d.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, c := range codesIn(f, path) {
			rel, _ := filepath.Rel(root, fset.Position(c.pos).Filename)
			out[c.code] = append(out[c.code], rel+":"+strconv.Itoa(fset.Position(c.pos).Line))
		}
		return nil
	})
	return out, err
}

// skipDir leaves out test data, the web app's packages and hidden folders.
func skipDir(name string) bool {
	return name == "testdata" || name == "node_modules" || name == "webapp" || name == "bin" ||
		strings.HasPrefix(name, ".")
}

// ModuleRoot is the directory of the go.mod above dir (the module's root).
func ModuleRoot(dir string) (string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", os.ErrNotExist
		}
		dir = parent
	}
}

type found struct {
	code string
	pos  token.Pos
}

// codesIn finds the codes of one file. Inside package apperr itself its
// names are unqualified.
func codesIn(f *ast.File, path string) []found {
	pkg := apperrName(f)
	if f.Name.Name == "apperr" && filepath.Base(filepath.Dir(path)) == "apperr" {
		pkg = ""
	}
	var out []found
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ValueSpec:
			if isCodeType(n.Type, pkg) {
				for _, v := range n.Values {
					if s, ok := stringLit(v); ok {
						out = append(out, found{s, v.Pos()})
					}
				}
			}
		case *ast.CallExpr:
			if arg := codeArg(n, pkg); arg != nil {
				if s, ok := stringLit(arg); ok {
					out = append(out, found{s, arg.Pos()})
				}
			}
		}
		return true
	})
	return out
}

// apperrName is the name the file imports cerebro/apperr under ("" when it
// does not import it).
func apperrName(f *ast.File) string {
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == apperrPath {
			if imp.Name != nil {
				return imp.Name.Name
			}
			return "apperr"
		}
	}
	return "-" // matches no identifier
}

// isCodeType reports whether t names apperr.Code.
func isCodeType(t ast.Expr, pkg string) bool {
	return isName(t, pkg, "Code")
}

// isName reports whether e is pkg.name (or name itself when pkg is "").
func isName(e ast.Expr, pkg, name string) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return pkg == "" && e.Name == name
	case *ast.SelectorExpr:
		x, ok := e.X.(*ast.Ident)
		return ok && x.Name == pkg && e.Sel.Name == name
	}
	return false
}

// codeArg is the code argument of apperr.New(code) or x.WithField(field,
// code, values), else nil.
func codeArg(call *ast.CallExpr, pkg string) ast.Expr {
	if isName(call.Fun, pkg, "New") && len(call.Args) == 1 {
		return call.Args[0]
	}
	if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "WithField" && len(call.Args) == 3 {
		return call.Args[1]
	}
	return nil
}

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}
