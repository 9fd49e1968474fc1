/* Random instruction words for the disassembler comparison: writes an assembler file of
   .word lines, half uniformly random and half built on a random table row (its match bits,
   random elsewhere) so that rare forms and reserved completer values are reached too.
   usage: fuzzwords COUNT [SEED] > words.s */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "../../emu/cpu/insns.h"

static uint64_t state = 88172645463325252u;

static uint32_t next_random(void)   /* xorshift64: reproducible for a given seed */
{
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return (uint32_t)(state >> 16) ^ (uint32_t)state;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s COUNT [SEED]\n", argv[0]);
        return 2;
    }
    long count = atol(argv[1]);
    if (argc > 2)
        state ^= (uint64_t)strtoull(argv[2], NULL, 10) * 0x9e3779b97f4a7c15u;
    puts("\t.text");
    for (long i = 0; i < count; i++) {
        uint32_t w = next_random();
        if (i & 1) {
            const struct pa_insn *r = &pa_insns[next_random() % pa_ninsns];
            w = r->match | (w & ~r->mask);
        }
        /* zero words would be folded into objdump's "..." lines */
        printf("\t.word 0x%08x\n", w ? w : 1);
    }
    return 0;
}
