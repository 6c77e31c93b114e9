package rehearsal

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// distrolessUsers are the distroless base image's named users.
var distrolessUsers = map[string]string{"nonroot": "65532:65532", "root": ""}

// DockerfileImage reads what the Dockerfile's final stage gives the running
// container — ENV, USER, WORKDIR, ENTRYPOINT, CMD — and maps each file it
// copies in to the native build of it. A COPY the rehearsal does not know
// is an error, so the rehearsal cannot silently run something the image
// does not hold.
func DockerfileImage(path string, t Tools) (Image, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return Image{}, err
	}
	img := Image{Files: map[string]string{}, Env: []string{defaultPath}, WorkDir: "/", VolumeOwner: map[string]string{}}
	for _, ins := range finalStage(string(raw)) {
		word, rest, _ := strings.Cut(ins, " ")
		rest = strings.TrimSpace(rest)
		switch strings.ToUpper(word) {
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

// finalStage is the final stage's instructions, continuation lines joined
// and comments dropped.
func finalStage(dockerfile string) []string {
	var stage []string
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
			stage = nil
			continue
		}
		stage = append(stage, ins)
	}
	return stage
}
