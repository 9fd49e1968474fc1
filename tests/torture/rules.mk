# gcc.c-torture/execute under the PA-64 tool chain (tests/torture/run.sh).
# Included from the top-level Makefile, which provides BUILD and the `all` target.
#   make torture          every execute/*.c and execute/ieee/*.c at -O0 and -O2
#   make torture-sample   the fixed 160-test sample of tests/torture/sample.txt (tests/torture/sample.sh,
#                         which make check also runs through tests/run-check.sh)
# Variables: TORTURE_JOBS (default nproc), TORTURE_TIMEOUT (s per run, default 20),
# TORTURE_TARBALL (default: the gcc-12 tarball of Debian's gcc-12-source).

# Deferred (=, not :=): gcc-12-source is installed by the deps step, after make parses this.
TORTURE_TARBALL ?= $(firstword $(wildcard /usr/src/gcc-12/gcc-12*-dfsg.tar.xz))
TORTURE_SRC     := $(BUILD)/torture/src
TORTURE_JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
TORTURE_TIMEOUT ?= 20
TORTURE_OPTS    := -j $(TORTURE_JOBS) -t $(TORTURE_TIMEOUT) -e tests/torture/expected.txt

.PHONY: torture torture-sample torture-clean

# Extract only the execute directory, once.
$(TORTURE_SRC).stamp: | $(BUILD)/.deps-ok
	tests/torture/extract.sh $(TORTURE_SRC) $(TORTURE_TARBALL)

torture: all $(TORTURE_SRC).stamp
	tests/torture/run.sh $(TORTURE_OPTS) -i -n torture $(TORTURE_SRC) $(BUILD)/torture/all

torture-sample: all $(TORTURE_SRC).stamp
	BUILD=$(BUILD) tests/torture/sample.sh $(TORTURE_OPTS)

torture-clean:
	rm -rf $(BUILD)/torture/all $(BUILD)/torture/sample
