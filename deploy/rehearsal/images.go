package rehearsal

import (
	"embed"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strings"
)

// Image is how one of compose's images runs natively: the files the image
// holds (bound read-only from the host at the image's paths), its ENV (under
// compose's environment), its user, working directory, entrypoint and
// command, and what a fresh named volume copies from the image's mount point.
type Image struct {
	Files      map[string]string // path in the image → host path
	Env        []string
	User       string // numeric uid:gid; empty is root
	WorkDir    string
	Entrypoint []string
	Cmd        []string
	// VolumeOwner is the uid:gid of the image's folder at a mount point:
	// Docker gives a fresh named volume the folder's owner.
	VolumeOwner map[string]string
}

//go:embed images/*.sh
var imageScripts embed.FS

// defaultPath is the PATH of the Debian-based, Alpine-based and distroless
// images.
const defaultPath = "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

// Tools are the native programs that stand in for the images' own, built by
// the Makefile (bin/) or installed from Debian.
type Tools struct {
	Cerebro         string // bin/cerebro built as the Dockerfile builds it
	WebappDist      string // webapp/dist
	TemporalServer  string // bin/temporal-server (the release compose pins)
	TemporalSQLTool string // bin/temporal-sql-tool
	TemporalCLI     string // bin/temporal
	TemporalSchema  string // the server module's schema/ folder
	TemporalUI      string // bin/temporal-ui-server (the release compose pins)
	// TemporalUIModule is the ui-server module's folder in the module cache:
	// the image's config template (config/docker.yaml) and start script
	// (docker/start-ui-server.sh) are its files.
	TemporalUIModule string
	PostgresBin      string // /usr/lib/postgresql/<major>/bin
	Weed             string // bin/weed: SeaweedFS at the release compose pins
}

// images are the adapters for every image compose names (or a Dockerfile
// builds on), by image name without its tag. dir holds the extracted
// entrypoint scripts.
func images(t Tools, dir string) (map[string]Image, error) {
	scripts := map[string]string{}
	for _, name := range []string{"postgres-entrypoint.sh", "temporal-entrypoint.sh"} {
		raw, err := imageScripts.ReadFile("images/" + name)
		if err != nil {
			return nil, err
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, raw, 0o755); err != nil {
			return nil, err
		}
		scripts[name] = path
	}
	pg, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("the postgres user (Debian's postgresql package): %w", err)
	}
	temporal := "1000:1000" // the image's temporal user
	all := map[string]Image{
		"postgres": {
			Files:   map[string]string{"/usr/local/bin/docker-entrypoint.sh": scripts["postgres-entrypoint.sh"]},
			Env:     []string{defaultPath + ":" + t.PostgresBin, "PGDATA=/var/lib/postgresql/data"},
			WorkDir: "/", Entrypoint: []string{"docker-entrypoint.sh"}, Cmd: []string{"postgres"},
			VolumeOwner: map[string]string{"/var/lib/postgresql/data": pg.Uid + ":" + pg.Gid},
		},
		"temporalio/server": {
			Files: map[string]string{
				"/usr/local/bin/temporal-server": t.TemporalServer,
				"/etc/temporal/entrypoint.sh":    scripts["temporal-entrypoint.sh"],
			},
			Env: []string{defaultPath}, User: temporal, WorkDir: "/etc/temporal",
			Cmd: []string{"/etc/temporal/entrypoint.sh"},
		},
		"temporalio/admin-tools": {
			Files: map[string]string{
				"/usr/local/bin/temporal-sql-tool": t.TemporalSQLTool,
				"/usr/local/bin/temporal":          t.TemporalCLI,
				"/etc/temporal/schema":             t.TemporalSchema,
			},
			Env: []string{defaultPath}, WorkDir: "/etc/temporal", Cmd: []string{"sh"},
		},
		"caddy": {
			Env:     []string{defaultPath, "XDG_CONFIG_HOME=/config", "XDG_DATA_HOME=/data"},
			WorkDir: "/srv", Cmd: []string{"caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"},
		},
		"prom/prometheus": {
			Files: map[string]string{"/bin/prometheus": "/usr/bin/prometheus", "/bin/promtool": "/usr/bin/promtool"},
			Env:   []string{defaultPath}, User: "65534:65534", WorkDir: "/prometheus",
			Entrypoint:  []string{"/bin/prometheus"},
			Cmd:         []string{"--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/prometheus"},
			VolumeOwner: map[string]string{"/prometheus": "65534:65534"},
		},
		"prom/alertmanager": {
			Files: map[string]string{"/bin/alertmanager": "/usr/bin/prometheus-alertmanager", "/bin/amtool": "/usr/bin/amtool"},
			Env:   []string{defaultPath}, User: "65534:65534", WorkDir: "/alertmanager",
			Entrypoint:  []string{"/bin/alertmanager"},
			Cmd:         []string{"--config.file=/etc/alertmanager/alertmanager.yml", "--storage.path=/alertmanager"},
			VolumeOwner: map[string]string{"/alertmanager": "65534:65534"},
		},
		// SeaweedFS's image (docker/Dockerfile.go_build): weed at
		// /usr/bin/weed, /data owned by its seaweed user (1000:1000).
		// Compose names the entrypoint (weed itself) and the command, so
		// the image's /entrypoint.sh is not needed here.
		"chrislusf/seaweedfs": {
			Files: map[string]string{"/usr/bin/weed": t.Weed},
			Env:   []string{defaultPath}, User: "1000:1000", WorkDir: "/data",
			VolumeOwner: map[string]string{"/data": "1000:1000"},
		},
		"quay.io/prometheuscommunity/postgres-exporter": {
			Files: map[string]string{"/bin/postgres_exporter": "/usr/bin/prometheus-postgres-exporter"},
			Env:   []string{defaultPath}, User: "65534:65534", WorkDir: "/",
			Entrypoint: []string{"/bin/postgres_exporter"},
		},
	}
	if t.TemporalUIModule != "" {
		ui, err := temporalUI(t, dir)
		if err != nil {
			return nil, err
		}
		all["temporalio/ui"] = ui
	}
	return all, nil
}

// temporalUI is the temporalio/ui image (ui-server's Dockerfile): in
// /home/ui-server the binary, config/docker.yaml and start-ui-server.sh,
// run as root (the Dockerfile makes a temporal user but sets no USER). The
// script runs `./ui-server --env docker start`, which renders docker.yaml
// as a template of the container's TEMPORAL_* variables. The script is
// copied from the module cache, whose files are not executable.
func temporalUI(t Tools, dir string) (Image, error) {
	raw, err := os.ReadFile(filepath.Join(t.TemporalUIModule, "docker", "start-ui-server.sh"))
	if err != nil {
		return Image{}, err
	}
	start := filepath.Join(dir, "start-ui-server.sh")
	if err := os.WriteFile(start, raw, 0o755); err != nil {
		return Image{}, err
	}
	return Image{
		Files: map[string]string{
			"/home/ui-server/ui-server":          t.TemporalUI,
			"/home/ui-server/config/docker.yaml": filepath.Join(t.TemporalUIModule, "config", "docker.yaml"),
			"/home/ui-server/start-ui-server.sh": start,
		},
		Env:     []string{defaultPath, "TEMPORAL_CLOUD_UI=false"},
		WorkDir: "/home/ui-server", Entrypoint: []string{"./start-ui-server.sh"},
	}, nil
}

// imageFor is the adapter for a compose image reference ("caddy:2.10",
// "temporalio/server:1.32.1"), or ok false when nothing here runs it.
func imageFor(all map[string]Image, ref string) (Image, bool) {
	name := ref
	if i := strings.LastIndex(name, ":"); i > strings.LastIndex(name, "/") {
		name = name[:i]
	}
	img, ok := all[name]
	return img, ok
}

// FindTools locates the native programs under the repository root.
func FindTools(root string) (Tools, error) {
	t := Tools{
		WebappDist:      filepath.Join(root, "webapp", "dist"),
		TemporalServer:  filepath.Join(root, "bin", "temporal-server"),
		TemporalSQLTool: filepath.Join(root, "bin", "temporal-sql-tool"),
		TemporalCLI:     filepath.Join(root, "bin", "temporal"),
		TemporalUI:      filepath.Join(root, "bin", "temporal-ui-server"),
		Weed:            filepath.Join(root, "bin", "weed"),
	}
	for _, p := range []string{t.WebappDist, t.TemporalServer, t.TemporalSQLTool, t.TemporalCLI, t.TemporalUI, t.Weed} {
		if _, err := os.Stat(p); err != nil {
			return t, fmt.Errorf("%s is missing: run `make webapp temporal temporal-server temporal-ui weed`", p)
		}
	}
	majors, _ := filepath.Glob("/usr/lib/postgresql/*/bin/postgres")
	if len(majors) == 0 {
		return t, fmt.Errorf("no PostgreSQL server under /usr/lib/postgresql")
	}
	t.PostgresBin = filepath.Dir(majors[len(majors)-1])
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		return t, fmt.Errorf("go env GOMODCACHE: %w", err)
	}
	modcache := strings.TrimSpace(string(out))
	version, err := makefileVersion(root, "TEMPORAL_SERVER_VERSION")
	if err != nil {
		return t, err
	}
	t.TemporalSchema = filepath.Join(modcache, "go.temporal.io", "server@"+version, "schema")
	if _, err := os.Stat(t.TemporalSchema); err != nil {
		return t, fmt.Errorf("the Temporal server's schemas (%s) are missing: run `make temporal-server`", t.TemporalSchema)
	}
	if version, err = makefileVersion(root, "TEMPORAL_UI_VERSION"); err != nil {
		return t, err
	}
	t.TemporalUIModule = filepath.Join(modcache, "github.com", "temporalio", "ui-server", "v2@"+version)
	if _, err := os.Stat(filepath.Join(t.TemporalUIModule, "config", "docker.yaml")); err != nil {
		return t, fmt.Errorf("the Temporal UI's config template is missing: run `go mod download github.com/temporalio/ui-server/v2@%s`", version)
	}
	return t, nil
}

// makefileVersion is the release the Makefile builds (TEMPORAL_SERVER_VERSION,
// TEMPORAL_UI_VERSION).
func makefileVersion(root, name string) (string, error) {
	raw, err := os.ReadFile(filepath.Join(root, "Makefile"))
	if err != nil {
		return "", err
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if v, ok := strings.CutPrefix(line, name+" := "); ok {
			return strings.TrimSpace(v), nil
		}
	}
	return "", fmt.Errorf("the Makefile sets no %s", name)
}
