// Package dashboards reads the Grafana dashboards of deploy/grafana and
// gives each panel's PromQL queries, with Grafana's interval variables
// replaced by durations, ready for Prometheus' HTTP API: the rehearsal runs
// every one after a booking journey and expects data back, and the deploy
// tests parse every one with promtool.
package dashboards

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"
)

// Query is one query of one dashboard panel.
type Query struct {
	File       string // the dashboard's file name
	Dashboard  string // its title
	Panel      string // the panel's title
	RefID      string // the query's letter in the panel: A, B…
	Datasource string // the uid of the data source it runs on
	Instant    bool   // the panel shows the last value only (stat, bar gauge)
	Raw        string // the expression as Grafana holds it
	Expr       string // Raw with the interval variables replaced: valid PromQL
}

// Intervals are the durations Grafana's variables stand for.
type Intervals struct {
	Interval     time.Duration // $__interval: a graph's step
	RateInterval time.Duration // $__rate_interval: rate()'s window, at least 4 scrapes
	Range        time.Duration // $__range: the time shown
}

// Rehearsal are the intervals of a short run with Prometheus scraping every
// 15 s (deploy/prometheus/prometheus.yml): the step is a scrape, rate()
// covers 4 scrapes as Grafana's $__rate_interval does, the range is the
// last 5 minutes.
var Rehearsal = Intervals{Interval: 15 * time.Second, RateInterval: time.Minute, Range: 5 * time.Minute}

// Queries reads every dashboard (*.json) in dir and returns its panels'
// queries, the intervals those of Rehearsal, in file and panel order.
func Queries(dir string) ([]Query, error) { return QueriesWith(dir, Rehearsal) }

// QueriesWith is Queries with the given intervals. A panel without a query,
// or a query using a variable other than the three, is an error: every
// panel must be something the rehearsal can check.
func QueriesWith(dir string, iv Intervals) ([]Query, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no dashboard (*.json) in %s", dir)
	}
	sort.Strings(files)
	var out []Query
	for _, f := range files {
		qs, err := readFile(f, iv)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Base(f), err)
		}
		out = append(out, qs...)
	}
	return out, nil
}

// The parts of Grafana's dashboard JSON model that the queries live in.
type (
	dashboard struct {
		UID    string  `json:"uid"`
		Title  string  `json:"title"`
		Panels []panel `json:"panels"`
	}
	panel struct {
		Type       string      `json:"type"`
		Title      string      `json:"title"`
		Datasource *datasource `json:"datasource"`
		Targets    []target    `json:"targets"`
		Panels     []panel     `json:"panels"` // a collapsed row's
	}
	target struct {
		RefID      string      `json:"refId"`
		Expr       string      `json:"expr"`
		Instant    bool        `json:"instant"`
		Datasource *datasource `json:"datasource"`
	}
	datasource struct {
		Type string `json:"type"`
		UID  string `json:"uid"`
	}
)

func readFile(path string, iv Intervals) ([]Query, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var d dashboard
	if err := json.Unmarshal(raw, &d); err != nil {
		return nil, err
	}
	if d.UID == "" || d.Title == "" {
		return nil, fmt.Errorf("a dashboard needs a uid and a title")
	}
	var out []Query
	var walk func(ps []panel) error
	walk = func(ps []panel) error {
		for _, p := range ps {
			if p.Type == "row" {
				if err := walk(p.Panels); err != nil {
					return err
				}
				continue
			}
			if len(p.Targets) == 0 {
				return fmt.Errorf("panel %q has no query", p.Title)
			}
			for _, t := range p.Targets {
				q, err := query(d, p, t, iv)
				if err != nil {
					return fmt.Errorf("panel %q, query %s: %w", p.Title, t.RefID, err)
				}
				q.File = filepath.Base(path)
				out = append(out, q)
			}
		}
		return nil
	}
	return out, walk(d.Panels)
}

func query(d dashboard, p panel, t target, iv Intervals) (Query, error) {
	ds := t.Datasource
	if ds == nil {
		ds = p.Datasource
	}
	if ds == nil || ds.UID == "" {
		return Query{}, fmt.Errorf("no data source uid")
	}
	if strings.TrimSpace(t.Expr) == "" {
		return Query{}, fmt.Errorf("an empty expression")
	}
	expr, err := Expand(t.Expr, iv)
	if err != nil {
		return Query{}, err
	}
	return Query{Dashboard: d.Title, Panel: p.Title, RefID: t.RefID, Datasource: ds.UID, Instant: t.Instant,
		Raw: t.Expr, Expr: expr}, nil
}

// variable is a Grafana variable in an expression: $name or ${name}.
var variable = regexp.MustCompile(`\$\{(\w+)\}|\$(\w+)`)

// Expand replaces $__interval, $__rate_interval and $__range (or ${…}) in a
// Grafana expression by iv's durations in PromQL's notation; any other
// variable is an error.
func Expand(expr string, iv Intervals) (string, error) {
	values := map[string]time.Duration{"__interval": iv.Interval, "__rate_interval": iv.RateInterval, "__range": iv.Range}
	var unknown []string
	out := variable.ReplaceAllStringFunc(expr, func(m string) string {
		sub := variable.FindStringSubmatch(m)
		name := sub[1] + sub[2]
		d, ok := values[name]
		if !ok || d <= 0 {
			unknown = append(unknown, m)
			return m
		}
		return Duration(d)
	})
	if len(unknown) > 0 {
		return "", fmt.Errorf("variables the rehearsal cannot replace: %s", strings.Join(unknown, ", "))
	}
	return out, nil
}

// Duration writes d as PromQL does: 1h, 5m, 15s, 1m30s, 250ms.
func Duration(d time.Duration) string {
	if d%time.Second != 0 {
		return fmt.Sprintf("%dms", d.Milliseconds())
	}
	var b strings.Builder
	for _, u := range []struct {
		unit time.Duration
		name string
	}{{time.Hour, "h"}, {time.Minute, "m"}, {time.Second, "s"}} {
		if n := d / u.unit; n > 0 {
			fmt.Fprintf(&b, "%d%s", n, u.name)
			d -= n * u.unit
		}
	}
	return b.String()
}
