# gcc.c-torture/execute under the PA-64 tool chain (tests/torture/run.sh).
# Included from the top-level Makefile, which provides BUILD and the `all` target.
#   make torture          every execute/*.c and execute/ieee/*.c at -O0 and -O2
#   make torture-sample   the fixed ~150-test sample of tests/torture/sample.txt (for make check)
# Variables: TORTURE_JOBS (default nproc), TORTURE_TIMEOUT (s per run, default 20).

TORTURE_TARBALL ?= $(firstword $(wildcard /usr/src/gcc-12/gcc-12*-dfsg.tar.xz) /usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz)
TORTURE_MEMBER  := gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute
TORTURE_SRC     := $(BUILD)/torture/src
TORTURE_STAMP   := $(BUILD)/torture/src.stamp
TORTURE_JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
TORTURE_TIMEOUT ?= 20
TORTURE_RUN     := tests/torture/run.sh -j $(TORTURE_JOBS) -e tests/torture/expected.txt

.PHONY: torture torture-sample torture-clean

# Extract only the execute directory, once (Debian's gcc-12-source ships the tarball).
$(TORTURE_STAMP): | $(BUILD)/.deps-ok
	@test -f "$(TORTURE_TARBALL)" || { echo "torture: $(TORTURE_TARBALL) missing (apt-get install gcc-12-source)" >&2; exit 1; }
	@echo "torture: extracting $(TORTURE_MEMBER) from $(TORTURE_TARBALL)"
	@rm -rf $(TORTURE_SRC) && mkdir -p $(TORTURE_SRC)
	tar -xJf $(TORTURE_TARBALL) -C $(TORTURE_SRC) --strip-components=5 $(TORTURE_MEMBER)
	@touch $@

torture: all $(TORTURE_STAMP)
	$(TORTURE_RUN) -i -t $(TORTURE_TIMEOUT) -n torture $(TORTURE_SRC) $(BUILD)/torture/all

torture-sample: all $(TORTURE_STAMP)
	$(TORTURE_RUN) -t $(TORTURE_TIMEOUT) -n torture-sample -l tests/torture/sample.txt \
	    $(TORTURE_SRC) $(BUILD)/torture/sample

torture-clean:
	rm -rf $(BUILD)/torture/all $(BUILD)/torture/sample
