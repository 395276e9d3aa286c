# zeusmem: `make dev` runs the LangGraph dev server on the embedded database, `make test` runs the tests.
# Both create .venv themselves from a Python >= 3.12 interpreter.

VENV    := .venv
PY      := $(VENV)/bin/python
STAMP   := $(VENV)/.installed
PORT    ?= 8123
# who the sign-in link printed by `make dev` is for (make dev CONSOLE_USER=alice)
CONSOLE_USER ?= dev
# Debian packages the tests need (installed by scripts/ensure-system-deps.sh when missing).
SYSTEM_DEPS := chromium pgbouncer
export LANGGRAPH_CLI_NO_ANALYTICS := 1
export LANGGRAPH_NO_VERSION_CHECK := 1
export LANGSMITH_TRACING := false

.PHONY: dev test test-all system-deps lint bench bench-quick bench-1m bench-load db-stop clean venv

venv: $(STAMP)

$(STAMP): pyproject.toml scripts/find-python.sh
	@py=$$(scripts/find-python.sh) || exit 1; \
	  [ -x $(PY) ] || { echo "creating $(VENV) with $$py"; $$py -m venv $(VENV); }
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev,test,lint,bench]'
	@touch $(STAMP)

system-deps:
	@scripts/ensure-system-deps.sh $(SYSTEM_DEPS)

test: $(STAMP) system-deps
	$(PY) -m pytest -q

test-all: $(STAMP) system-deps
	$(PY) -m pytest -q -m ''

lint: $(STAMP)
	$(VENV)/bin/ruff check zeusmem tests graphs
	$(VENV)/bin/mypy zeusmem

dev: $(STAMP)
	@$(PY) -c "import socket,sys; s=socket.socket(); s.bind(('127.0.0.1', $(PORT)))" 2>/dev/null || \
	  { echo "port $(PORT) is busy (langgraph dev would silently move to another port): run make dev PORT=<free port>, e.g. make dev PORT=8124" >&2; exit 1; }
	@echo "LangGraph dev server: http://127.0.0.1:$(PORT)  (API docs: http://127.0.0.1:$(PORT)/docs, health: http://127.0.0.1:$(PORT)/ok)"
	@echo "Stop it with Ctrl-C or SIGTERM: the embedded PostgreSQL stops with it (after a kill -9: make db-stop)"
	@echo "Web console, signed in as $(CONSOLE_USER): $$($(VENV)/bin/zeusmem token --user $(CONSOLE_USER) --ttl 12h --link http://127.0.0.1:$(PORT))"
	@echo "For the SDK examples: export ZEUSMEM_TOKEN=$$($(VENV)/bin/zeusmem token --user $(CONSOLE_USER) --ttl 12h)"
	LANGGRAPH_CLI_NO_ANALYTICS=1 LANGGRAPH_NO_VERSION_CHECK=1 LANGSMITH_TRACING=false $(VENV)/bin/langgraph dev --no-browser --no-reload --port $(PORT) --host 127.0.0.1

bench-quick: $(STAMP)
	$(PY) -m bench --quick

bench: $(STAMP)
	$(PY) -m bench

# 1M memories, one namespace per query (about an hour on 2 cores once the vectors are cached)
bench-1m: $(STAMP)
	$(PY) -m bench --sizes 1000000 --workloads single

# HTTP load test of two servers, directly and through PgBouncer (docs/scaling.md)
bench-load: $(STAMP) system-deps
	$(PY) -m bench.load --require-clean

db-stop: $(STAMP)
	$(PY) -m zeusmem db stop

clean:
	rm -rf $(VENV) .pytest_cache .langgraph_api build *.egg-info
