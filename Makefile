# zeusmem: `make dev` runs the LangGraph dev server on the embedded database, `make test` runs the tests.
# Both create .venv themselves from a Python >= 3.12 interpreter.

VENV    := .venv
PY      := $(VENV)/bin/python
# two install stamps: `make dev` installs what the server needs, `make test` (lint, bench) the rest
STAMP_DEV  := $(VENV)/.installed-dev
STAMP_TEST := $(VENV)/.installed-test
# pip's own output (setuptools warnings and all) goes here; a failed install prints its end
INSTALL_LOG := $(VENV)/install.log
# everything the dev server writes (the embedded database's first start included)
DEV_LOG ?= $(VENV)/dev-server.log
PORT    ?= 8123
# who the console sign-in link printed by `make dev` is for: the user id of the README's examples
CONSOLE_USER ?= alice
# Debian packages the tests need (installed by scripts/ensure-system-deps.sh when missing).
SYSTEM_DEPS := chromium pgbouncer
export LANGGRAPH_CLI_NO_ANALYTICS := 1
export LANGGRAPH_NO_VERSION_CHECK := 1
export LANGSMITH_TRACING := false

.PHONY: dev test test-all system-deps lint doctest bench bench-quick bench-1m bench-load db-stop clean venv

venv: $(STAMP_TEST)

ALL_EXTRAS := dev,test,lint,bench
DEV_WHAT   := the server's packages (about a minute the first time)
TEST_WHAT  := the server's, test, lint and bench packages

# install EXTRAS quietly: pip's output to $(INSTALL_LOG), its last lines shown when it fails
define pip_install
	@py=$$(scripts/find-python.sh) || exit 1; \
	  [ -x $(PY) ] || { echo "creating $(VENV) with $$py"; $$py -m venv $(VENV); }
	@echo "installing $(2) into $(VENV) (pip's output: $(INSTALL_LOG))"
	@{ $(PY) -m pip install --upgrade pip && $(PY) -m pip install -e '.[$(1)]'; } >$(INSTALL_LOG) 2>&1 || \
	  { tail -n 25 $(INSTALL_LOG) >&2; echo "pip install failed; full output: $(INSTALL_LOG)" >&2; exit 1; }
endef

$(STAMP_DEV): pyproject.toml scripts/find-python.sh
	$(call pip_install,dev,$(DEV_WHAT))
	@touch $(STAMP_DEV)

# everything (the server's packages too): both stamps, so a later `make dev` installs nothing
$(STAMP_TEST): pyproject.toml scripts/find-python.sh
	$(call pip_install,$(ALL_EXTRAS),$(TEST_WHAT))
	@touch $(STAMP_DEV) $(STAMP_TEST)

system-deps:
	@scripts/ensure-system-deps.sh $(SYSTEM_DEPS)

test: $(STAMP_TEST) system-deps
	$(PY) -m pytest -q

test-all: $(STAMP_TEST) system-deps
	$(PY) -m pytest -q -m ''

lint: $(STAMP_TEST)
	$(VENV)/bin/ruff check zeusmem tests graphs bench
	$(VENV)/bin/mypy zeusmem

# the examples in zeusmem's docstrings (those that need a database are marked +SKIP)
doctest: $(STAMP_TEST)
	$(PY) -m pytest -q -p no:cacheprovider --doctest-modules zeusmem

# quiet: the server's log goes to $(DEV_LOG); printed last: the URL, the console link, export ZEUSMEM_TOKEN=...
dev: $(STAMP_DEV)
	@$(PY) scripts/dev.py --port $(PORT) --user $(CONSOLE_USER) --log $(DEV_LOG)

bench-quick: $(STAMP_TEST)
	$(PY) -m bench --quick

bench: $(STAMP_TEST)
	$(PY) -m bench

# 1M memories, one namespace per query (about an hour on 2 cores once the vectors are cached)
bench-1m: $(STAMP_TEST)
	$(PY) -m bench --sizes 1000000 --workloads single

# HTTP load test of two servers, directly and through PgBouncer (docs/scaling.md)
bench-load: $(STAMP_TEST) system-deps
	$(PY) -m bench.load --require-clean

db-stop: $(STAMP_DEV)
	$(PY) -m zeusmem db stop

clean:
	rm -rf $(VENV) .pytest_cache .langgraph_api build *.egg-info
