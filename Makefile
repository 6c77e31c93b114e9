# Cerebro: `make dev` runs the whole product locally, `make test` runs every test.
SHELL := /bin/bash
TEMPORAL_VERSION := v1.5.1
TEMPORAL := bin/temporal
CEREBRO := bin/cerebro
GO_TEST_FLAGS ?= -count=1 -p 2 -timeout 15m

.PHONY: dev test test-go test-webapp test-e2e build webapp temporal vet bench bench-smoke clean

dev: $(TEMPORAL) webapp build
	./scripts/dev.sh

# The browser journeys (e2e/) run against the built web app, so build it first.
test: $(TEMPORAL) webapp vet test-go test-webapp

# staticcheck is pinned and run from the Go module proxy, like the Temporal CLI.
STATICCHECK_VERSION := v0.8.2
vet:
	go vet ./...
	go run honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION) ./...

test-go: $(TEMPORAL)
	go test $(GO_TEST_FLAGS) ./...

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

clean:
	rm -rf bin webapp/dist
