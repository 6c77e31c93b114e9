# Cerebro: `make dev` runs the whole product locally, `make test` runs every test.
SHELL := /bin/bash
TEMPORAL_VERSION := v1.5.1
TEMPORAL := bin/temporal
# The production Temporal server (docker-compose.yml pins the same release)
# and its SQL tool, for the cluster topology test (faults/topology_test.go) and
# the restore drill (faults/restore_drill_test.go).
TEMPORAL_SERVER_VERSION := v1.32.1
TEMPORAL_SERVER := bin/temporal-server
# The Temporal UI's server at the release compose runs (temporalio/ui pins the
# same version), for the compose rehearsal (deploy/rehearsal).
TEMPORAL_UI_VERSION := v2.42.1
TEMPORAL_UI := bin/temporal-ui-server
# SeaweedFS's weed, the S3-compatible server compose runs (chrislusf/seaweedfs
# pins the same release, 4.53), for the s3 upload store's tests
# (testutil.StartS3) and the compose rehearsal. SeaweedFS tags its releases
# without a "v", so the module proxy serves them as pseudo-versions.
WEED_VERSION := v0.0.0-20261109003541-7506e5f91cd6
WEED := bin/weed
CEREBRO := bin/cerebro
GO_TEST_FLAGS ?= -count=1 -p 2 -timeout 25m

.PHONY: dev test test-go test-webapp test-e2e build webapp temporal temporal-server temporal-ui weed vet bench bench-smoke lighthouse clean

dev: $(TEMPORAL) webapp build
	./scripts/dev.sh

# The browser journeys (e2e/) run against the built web app, so build it first.
test: $(TEMPORAL) $(TEMPORAL_SERVER) $(TEMPORAL_UI) $(WEED) webapp vet test-go test-webapp

# staticcheck and go-arch-lint are pinned and run from the Go module proxy,
# like the Temporal CLI. go-arch-lint holds the import boundaries written in
# .go-arch-lint.yml (which layer and area may import which).
STATICCHECK_VERSION := v0.8.2
GO_ARCH_LINT_VERSION := v1.13.0
vet:
	@unformatted="$$(gofmt -l $$(git ls-files '*.go'))"; if [ -n "$$unformatted" ]; then echo "gofmt: $$unformatted"; exit 1; fi
	go vet ./...
	go run honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION) ./...
	go run github.com/fe3dback/go-arch-lint@$(GO_ARCH_LINT_VERSION) check --project-path .

# The compose rehearsal (deploy/) runs alone, after the rest: it starts a
# whole deployment (a dozen processes) whose health checks and journey keep
# time, and the browser journeys beside it on 2 cores made both late.
# scripts/go-test.sh repeats what failed at the end of the log.
test-go: $(TEMPORAL) $(TEMPORAL_SERVER) $(TEMPORAL_UI) $(WEED)
	./scripts/go-test.sh $(GO_TEST_FLAGS) $$(go list ./... | grep -v '^cerebro/deploy')
	./scripts/go-test.sh $(GO_TEST_FLAGS) ./deploy/...

test-webapp: webapp/node_modules
	cd webapp && npm run lint && npm test

# The benchmark (BENCHMARKS.md): its own database, Temporal dev server and
# `cerebro serve`, full scale, several minutes. Not part of `make test`,
# which runs its tiny smoke run (bench/smoke_test.go, also `make bench-smoke`).
BENCH_FLAGS ?=
bench: $(TEMPORAL)
	go run ./bench -out bench/results/latest.md -profile bench/results $(BENCH_FLAGS)

bench-smoke: $(TEMPORAL)
	go test -count=1 -run TestBenchSmoke -v ./bench

# Lighthouse (mobile, default throttling, median of 3 runs) on the public pages
# of the seeded product in Debian's Chromium: webapp/perf/lighthouse.json, read
# into BENCHMARKS.md. A measurement, like `make bench`: not part of `make test`.
lighthouse: $(TEMPORAL) webapp
	LIGHTHOUSE=1 go test -count=1 -run TestLighthouse -v -timeout 30m ./e2e

build:
	go build -o $(CEREBRO) ./cmd/cerebro

webapp: webapp/node_modules
	cd webapp && npm run build

webapp/node_modules: webapp/package-lock.json
	cd webapp && npm ci
	@touch webapp/node_modules

# The Temporal CLI (dev server + UI), pinned and built from the Go module proxy
# into the project's own bin/ (about 4 minutes on 2 cores, once).
temporal: $(TEMPORAL)
$(TEMPORAL):
	GOBIN=$(CURDIR)/bin go install github.com/temporalio/cli/cmd/temporal@$(TEMPORAL_VERSION)

# The real Temporal server and temporal-sql-tool at the release compose runs,
# built from the Go module proxy into bin/ (about 5 minutes on 2 cores, once).
temporal-server: $(TEMPORAL_SERVER)
$(TEMPORAL_SERVER):
	GOBIN=$(CURDIR)/bin/.temporal-server go install go.temporal.io/server/cmd/server@$(TEMPORAL_SERVER_VERSION) \
		go.temporal.io/server/cmd/tools/sql@$(TEMPORAL_SERVER_VERSION)
	mv bin/.temporal-server/sql bin/temporal-sql-tool
	mv bin/.temporal-server/server $(TEMPORAL_SERVER)
	rmdir bin/.temporal-server

# Temporal's UI server (ui-server, the program of the temporalio/ui image, its
# web app embedded) at the release compose runs, built from the Go module
# proxy into bin/ (about half a minute on 2 cores, once).
temporal-ui: $(TEMPORAL_UI)
$(TEMPORAL_UI):
	GOBIN=$(CURDIR)/bin/.temporal-ui go install github.com/temporalio/ui-server/v2/cmd/server@$(TEMPORAL_UI_VERSION)
	mv bin/.temporal-ui/server $(TEMPORAL_UI)
	rmdir bin/.temporal-ui

# SeaweedFS's weed at the release compose runs, built from the Go module
# proxy into bin/ (once: 7.7 minutes of CPU, 22 minutes measured on 2 busy
# cores). Its go.mod has replace directives, which `go install pkg@version`
# refuses, so the module is downloaded from the proxy and built as its own
# main module, which honours them.
weed: $(WEED)
$(WEED):
	dir="$$(go mod download -json github.com/seaweedfs/seaweedfs@$(WEED_VERSION) | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$$/\1/p')" && \
		test -n "$$dir" && cd "$$dir" && go build -o $(CURDIR)/$(WEED) ./weed

clean:
	rm -rf bin webapp/dist
