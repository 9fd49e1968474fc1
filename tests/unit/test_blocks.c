/* Differential tests of the block runner's divide-step ladders (exec-alu.c) against the
   one-by-one executors: the unrolled bodies of the $$divU and $$remU millicode (words as
   hppa64-linux-gnu-gcc's libgcc has them), random operands and random incoming carry and
   PSW V state, every entry offset; the whole CPU state must agree. */
#include <check.h>
#include <stdlib.h>
#include "../../emu/cpu/exec.h"

#define DIVU_PAIRS 31

/* $$divU from "ds r0,r1,r0" on: ds r0,r1,r0; add r26,r26,ret1; ds r0,r25,r1;
   then 31 x (add,c ret1,ret1,ret1; ds r1,r25,r1) and a final add,c. */
static unsigned divu_body(uint32_t *w)
{
    unsigned n = 0;
    w[n++] = 0x08200440; w[n++] = 0x0b5a061d; w[n++] = 0x0b200441;
    for (int i = 0; i < DIVU_PAIRS; i++) { w[n++] = 0x0bbd071d; w[n++] = 0x0b210441; }
    w[n++] = 0x0bbd071d;
    return n;
}

/* $$remU: ds r0,ret1,r0; add r26,r26,r1; ds r0,r25,ret1; 31 x (add,c r1,r1,r1;
   ds ret1,r25,ret1). */
static unsigned remu_body(uint32_t *w)
{
    unsigned n = 0;
    w[n++] = 0x0ba00440; w[n++] = 0x0b5a0601; w[n++] = 0x0b20045d;
    for (int i = 0; i < DIVU_PAIRS; i++) { w[n++] = 0x08210701; w[n++] = 0x0b3d045d; }
    return n;
}

static uint64_t rnd(void)
{
    uint64_t v = 0;
    for (int i = 0; i < 4; i++) v = v << 16 ^ (uint64_t)(rand() & 0xffff);
    switch (rand() % 4) {               /* favour the edges: small, word-sized, all ones */
    case 0: return v & 0xff;
    case 1: return v & 0xffffffffull;
    case 2: return rand() % 2 ? ~0ull : 0x80000000ull;
    default: return v;
    }
}

static void random_cpu(struct cpu *c)
{
    memset(c, 0, sizeof *c);
    for (int i = 1; i < 32; i++) c->gr[i] = rnd();
    c->cb_x = rnd(); c->cb_y = rnd(); c->cb_r = rnd();
    c->psw_v = rand() & 1;
}

static void check_same(const struct cpu *a, const struct cpu *b, unsigned from, unsigned n)
{
    for (int i = 0; i < 32; i++)
        ck_assert_msg(a->gr[i] == b->gr[i], "gr%d differs (entry %u of %u)", i, from, n);
    ck_assert_msg(a->cb_x == b->cb_x && a->cb_y == b->cb_y && a->cb_r == b->cb_r,
                  "carry state differs (entry %u of %u)", from, n);
    ck_assert_int_eq(a->psw_v, b->psw_v);
    ck_assert_int_eq(a->nullify, b->nullify);
}

static void differential(unsigned (*body)(uint32_t *), int trials)
{
    uint32_t w[80];
    struct dinsn d[80];
    unsigned n = body(w);
    for (unsigned i = 0; i < n; i++) decode_insn(&d[i], w[i], 0x10000 + 4 * i);
    ck_assert_uint_eq(alu_ladder_len(d, n), n);
    for (int t = 0; t < trials; t++) {
        unsigned from = (unsigned)rand() % n;
        struct cpu ref, fast;
        random_cpu(&ref);
        fast = ref;
        for (unsigned i = from; i < n; i++) d[i].fn(&ref, &d[i]);
        alu_run_ladder(&fast, d + from, n - from);
        check_same(&ref, &fast, from, n);
    }
}

/* Entries at a pair "ds R,D,R; add,c T,T,T" with the partial remainder in range for
   PSW V, where the ladder takes the pairs all at once (exec-alu.c ds_pairs_closed):
   every register, carry and V must still agree with the steps one by one. */
static void in_range(unsigned (*body)(uint32_t *), int trials)
{
    uint32_t w[80];
    struct dinsn d[80];
    unsigned n = body(w);
    for (unsigned i = 0; i < n; i++) decode_insn(&d[i], w[i], 0x10000 + 4 * i);
    for (int t = 0; t < trials; t++) {
        unsigned from = 4 + 2 * ((unsigned)rand() % 29);
        struct cpu ref, fast;
        random_cpu(&ref);
        uint64_t D = (rnd() & ~0xffffffffull) | (((uint64_t)rnd() >> (rand() % 32)) & 0x7fffffffu);
        if (!(D & 0xffffffffu)) D |= 1 + (uint64_t)(rand() % 1000);
        uint64_t d32 = D & 0xffffffffu, hi = rnd() & ~0xffffffffull, r;
        ref.psw_v = rand() & 1;
        r = ((uint64_t)rand() << 20 ^ (uint64_t)rand()) % d32;      /* 0 <= r < D */
        if (!ref.psw_v) r = (1ull << 32) - d32 + r;                  /* -D <= R - 2^32 < 0 */
        if (rand() % 8 == 0) r = ref.psw_v ? d32 - 1 : (1ull << 32) - d32;   /* the edges */
        ref.gr[d[from].r2] = D;
        ref.gr[d[from].t] = hi | r;
        fast = ref;
        for (unsigned i = from; i < n; i++) d[i].fn(&ref, &d[i]);
        alu_run_ladder(&fast, d + from, n - from);
        check_same(&ref, &fast, from, n);
    }
}

START_TEST(divu_ladder) { differential(divu_body, 50000); }
START_TEST(divu_in_range) { in_range(divu_body, 200000); }
START_TEST(remu_in_range) { in_range(remu_body, 200000); }
END_TEST

START_TEST(remu_ladder) { differential(remu_body, 50000); }
END_TEST

/* The quotient really is computed: 32-bit unsigned division through the ladder. */
START_TEST(divu_quotient)
{
    uint32_t w[80];
    struct dinsn d[80];
    unsigned n = divu_body(w);
    for (unsigned i = 0; i < n; i++) decode_insn(&d[i], w[i], 0x10000 + 4 * i);
    for (int t = 0; t < 100000; t++) {
        struct cpu c;
        memset(&c, 0, sizeof c);
        /* the ladder's case: 16 <= divisor < 2^31 (smaller and larger ones branch away) */
        uint32_t x = (uint32_t)rnd(), y = ((uint32_t)rnd() >> (rand() % 31) | 16u) & 0x7fffffffu;
        c.gr[26] = x; c.gr[25] = y;
        c.gr[1] = -(uint64_t)y;             /* subi 0,r25,r1 before the ladder */
        alu_run_ladder(&c, d, n);
        ck_assert_msg((uint32_t)c.gr[29] == x / y, "%u / %u gave %u", x, y, (uint32_t)c.gr[29]);
    }
}
END_TEST

/* Forms that may trap or nullify end a ladder. */
START_TEST(ladder_stops)
{
    struct dinsn d[3];
    decode_insn(&d[0], 0x0b210441, 0x10000);  /* ds r1,r25,r1 */
    decode_insn(&d[1], 0x0bbd071d, 0x10004);  /* add,c ret1,ret1,ret1 */
    decode_insn(&d[2], 0x08418623, 0x10008);  /* add,*nuv r1,rp,r3: may nullify */
    ck_assert_uint_eq(alu_ladder_len(d, 3), 2);
    decode_insn(&d[2], 0x0b210e01, 0x10008);  /* add,tsv r1,r25,r1: may trap */
    ck_assert_uint_eq(alu_ladder_len(d, 3), 2);
}
END_TEST

int main(void)
{
    srand(12);
    Suite *s = suite_create("blocks");
    TCase *tc = tcase_create("ladder");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, divu_ladder);
    tcase_add_test(tc, remu_ladder);
    tcase_add_test(tc, divu_in_range);
    tcase_add_test(tc, remu_in_range);
    tcase_add_test(tc, divu_quotient);
    tcase_add_test(tc, ladder_stops);
    suite_add_tcase(s, tc);
    SRunner *r = srunner_create(s);
    srunner_run_all(r, CK_NORMAL);
    int f = srunner_ntests_failed(r);
    srunner_free(r);
    return f ? 1 : 0;
}
