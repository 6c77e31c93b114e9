package rehearsal

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strings"
)

// distrolessUsers are the distroless base image's named users.
var distrolessUsers = map[string]string{"nonroot": "65532:65532", "root": ""}

// DockerfileImage reads what a Dockerfile's final stage gives the running
// container: its base (an image the rehearsal runs, or nothing), ENV, USER,
// WORKDIR, ENTRYPOINT, CMD; each file it copies in, mapped to the native
// build of it; each package it installs, which must be installed here; each
// folder it makes for a volume, with its owner. Anything the rehearsal does
// not know is an error, so it cannot silently run something the image does
// not hold.
func DockerfileImage(path string, t Tools, bases map[string]Image) (Image, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return Image{}, err
	}
	from, stage := finalStage(string(raw))
	img := Image{Env: []string{defaultPath}, WorkDir: "/"}
	if base, ok := imageFor(bases, from); ok {
		img = base
	}
	img.Files, img.VolumeOwner = copyMap(img.Files), copyMap(img.VolumeOwner)
	img.Env = append([]string(nil), img.Env...)
	for _, ins := range stage {
		word, rest, _ := strings.Cut(ins, " ")
		rest = strings.TrimSpace(rest)
		switch strings.ToUpper(word) {
		case "RUN":
			err = mapRun(&img, rest)
		case "ENV":
			img.Env = append(img.Env, strings.Fields(rest)...)
		case "USER":
			uid, ok := distrolessUsers[rest]
			if !ok {
				uid = rest
			}
			img.User = uid
		case "WORKDIR":
			img.WorkDir = rest
		case "ENTRYPOINT":
			err = json.Unmarshal([]byte(rest), &img.Entrypoint)
		case "CMD":
			err = json.Unmarshal([]byte(rest), &img.Cmd)
		case "COPY":
			err = mapCopy(&img, strings.Fields(rest), t)
		}
		if err != nil {
			return Image{}, fmt.Errorf("%s: %s: %w", filepath.Base(path), ins, err)
		}
	}
	return img, nil
}

// mapCopy maps one COPY of the final stage to the native file.
func mapCopy(img *Image, args []string, t Tools) error {
	var owner string
	var paths []string
	for _, a := range args {
		if v, ok := strings.CutPrefix(a, "--chown="); ok {
			owner = v
		} else if !strings.HasPrefix(a, "--") {
			paths = append(paths, a)
		}
	}
	if len(paths) != 2 {
		return fmt.Errorf("expected one source and one destination")
	}
	switch src, dst := paths[0], paths[1]; src {
	case "/out/cerebro":
		img.Files[dst] = t.Cerebro
	case "/src/webapp/dist":
		img.Files[dst] = t.WebappDist
	case "/out/data":
		// The binary stage makes /out/data/uploads: the uploads volume's
		// mount point, owned by the image's user.
		img.VolumeOwner[dst+"/uploads"] = owner
	default:
		return fmt.Errorf("the rehearsal does not know what %s holds", src)
	}
	return nil
}

// mapRun accepts the RUN steps whose effect the rehearsal reproduces: an
// apt-get install of packages installed on this machine, and `install -d`
// of a folder owned by a user of this machine (a volume's mount point).
func mapRun(img *Image, script string) error {
	for _, step := range strings.Split(script, "&&") {
		f := strings.Fields(step)
		switch {
		case len(f) == 0, f[0] == "rm", len(f) > 1 && f[0] == "apt-get" && f[1] == "update":
		case len(f) > 1 && f[0] == "apt-get" && f[1] == "install":
			for _, pkg := range f[2:] {
				if strings.HasPrefix(pkg, "-") {
					continue
				}
				if out, err := exec.Command("dpkg-query", "-W", "-f=${Status}", pkg).Output(); err != nil ||
					!strings.Contains(string(out), "installed") {
					return fmt.Errorf("the image installs %s, which is not installed here (apt-get install %s)", pkg, pkg)
				}
			}
		case f[0] == "install" && len(f) > 2 && f[1] == "-d":
			owner, err := ownerOf(f)
			if err != nil {
				return err
			}
			img.VolumeOwner[f[len(f)-1]] = owner
		default:
			return fmt.Errorf("the rehearsal does not know what %q does", strings.TrimSpace(step))
		}
	}
	return nil
}

// ownerOf reads install's -o and -g as a numeric uid:gid.
func ownerOf(args []string) (string, error) {
	var name, group string
	for i := 0; i+1 < len(args); i++ {
		switch args[i] {
		case "-o":
			name = args[i+1]
		case "-g":
			group = args[i+1]
		}
	}
	u, err := user.Lookup(name)
	if err != nil {
		return "", err
	}
	g, err := user.LookupGroup(group)
	if err != nil {
		return "", err
	}
	return u.Uid + ":" + g.Gid, nil
}

func copyMap(m map[string]string) map[string]string {
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// finalStage is the final stage's base image and instructions,
// continuation lines joined and comments dropped.
func finalStage(dockerfile string) (from string, stage []string) {
	var cur strings.Builder
	for _, line := range strings.Split(dockerfile, "\n") {
		trimmed := strings.TrimSpace(line)
		if cur.Len() == 0 && (trimmed == "" || strings.HasPrefix(trimmed, "#")) {
			continue
		}
		if s, ok := strings.CutSuffix(trimmed, "\\"); ok {
			cur.WriteString(s + " ")
			continue
		}
		cur.WriteString(trimmed)
		ins := cur.String()
		cur.Reset()
		if strings.HasPrefix(strings.ToUpper(ins), "FROM ") {
			f := strings.Fields(ins)
			from, stage = f[1], nil
			continue
		}
		stage = append(stage, ins)
	}
	return from, stage
}
