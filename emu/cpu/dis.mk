# Disassembler targets beyond `make check` (which already builds tests/unit/test_decode.c
# with the other unit tests and runs tests/dis/check.sh).  Include from the top-level
# Makefile; `make -f emu/cpu/dis.mk dis-corpus` works standalone too.
#   dis-corpus   objdump comparison over allinsns.S, 200000 random words, libgcc/libc/libm
#                and the gcc torture tests compiled at -O0 -O2 -O3 -Os (a few minutes)

.PHONY: dis-corpus
dis-corpus:
	CORPUS=$(abspath build/dis-corpus) tests/dis/corpus.sh
