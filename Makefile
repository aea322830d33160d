# Hirekit: `make run` builds everything and starts on SQLite with the demo
# data; `make test` runs every test. See the README for the rest.
SHELL := /bin/bash
.DEFAULT_GOAL := help

GO        ?= go
VERSION   ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS   := -X main.version=$(VERSION)
HIREKIT_TEST_POSTGRES_URL ?= postgres://postgres@127.0.0.1:5432/test?sslmode=disable
export HIREKIT_TEST_POSTGRES_URL

.PHONY: help build build-go web run demo test test-go test-web e2e fakeproviders fuzz gen check-gen lint-api lint vulncheck bench-load clean

help:
	@echo "make run        build everything and start Hirekit on SQLite with demo data at http://127.0.0.1:8080"
	@echo "make test       every test: Go on SQLite and PostgreSQL, known vulnerabilities, web unit tests, generated-file check, fuzz, Chromium end to end"
	@echo "make build      bin/hirekit with the web app embedded"
	@echo "make test-go | test-web | e2e | fuzz | gen | check-gen | vulncheck"

web/node_modules/.package-lock.json: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	@touch $@

tools/openapi-lint/node_modules/.package-lock.json: tools/openapi-lint/package-lock.json
	cd tools/openapi-lint && npm ci --no-audit --no-fund
	@touch $@

e2e/node_modules/.package-lock.json: e2e/package-lock.json
	cd e2e && npm ci --no-audit --no-fund
	@touch $@

# vite build alone: the type check is test-web's (make test runs it once,
# not again for the bundle).
web: web/node_modules/.package-lock.json
	cd web && npx vite build

build: web
	$(GO) build -tags embed -ldflags "$(LDFLAGS)" -o bin/hirekit ./cmd/hirekit

# The binary without the web app (no Node needed).
build-go:
	$(GO) build -ldflags "$(LDFLAGS)" -o bin/hirekit ./cmd/hirekit

demo: build
	./bin/hirekit demo

run: build
	./bin/hirekit demo
	@echo
	@echo "Hirekit: http://127.0.0.1:8080  (demo logins are listed in the README)"
	HIREKIT_DEV_MAILBOX=1 ./bin/hirekit serve

test: test-go vulncheck check-gen lint-api test-web fuzz e2e
	@echo "make test: all suites passed"

test-go:
	$(GO) vet ./...
	$(GO) test -count=1 ./...

test-web: web/node_modules/.package-lock.json
	cd web && npm run lint && npm run typecheck && npm test

# The fake Google and Microsoft the calendar journey runs against.
fakeproviders:
	$(GO) build -o bin/fakeproviders ./internal/apptest/cmd/fakeproviders

e2e: build fakeproviders e2e/node_modules/.package-lock.json
	cd e2e && npm test

# Known vulnerabilities (README, Supply chain): govulncheck, pinned in
# tools/vulncheck/go.mod, over the Go packages against a database built from
# the pinned golang.org/x/vulndb module (kept in .cache/vulndb), failing on a
# vulnerable symbol the code calls; then npm audit of the web app's
# production dependencies. The checkers' own tests run first.
VULNCHECK_PATTERNS ?= ./...
vulncheck:
	cd tools/vulncheck && $(GO) test -count=1 . && $(GO) run . -root ../.. $(VULNCHECK_PATTERNS)
	node --test tools/npm-audit/
	node tools/npm-audit/audit.mjs web

# Each fuzz target runs briefly (a count of executions, not a duration: the
# engine sometimes reports "context deadline exceeded" when a duration ends
# mid-run); a crash fails the build. Targets are listed
# in bench/fuzz-targets.txt as "package FuzzName".
fuzz:
	@set -e; if [ -f bench/fuzz-targets.txt ]; then \
	  grep -v '^#' bench/fuzz-targets.txt | while read -r pkg fn; do \
	    [ -n "$$pkg" ] || continue; \
	    echo "fuzz $$pkg $$fn"; \
	    $(GO) test -run='^$$' -fuzz="^$$fn\$$" -fuzztime=$${FUZZTIME:-30000x} $$pkg; \
	  done; fi

# Rewrites the generated contract: docs/openapi.json, docs/api.md, web types.
gen: web/node_modules/.package-lock.json
	$(GO) test ./internal/httpapi -run TestGeneratedDocs -update
	cd web && npm run gen:api

# Lints the contract with Redocly's recommended rules.
lint-api: tools/openapi-lint/node_modules/.package-lock.json
	cd tools/openapi-lint && npm run lint

# Fails when a generated file differs from what is committed.
check-gen: gen
	git diff --exit-code -- docs/openapi.json docs/api.md docs/permissions.md web/src/api/types.gen.ts

bench-load: build-go
	$(GO) run ./bench/load -help

clean:
	rm -rf bin web/dist
