/* Summaries of the millicode's $$divU and $$remU (libgcc's milli64.S): the 32-bit
   unsigned divisions that LP64 code reaches through __udivdi3 for every digit printed.
   Recognised by their words, so stripped programs too; run here as a whole on their
   general path (a divisor that is no power of two, below 2^31, above 15 for $$divU), one
   host division for the 32 divide steps, and on their power-of-two path (milli.h). The
   other paths run instruction by instruction. */
#include "milli.h"
#include "run.h"

/* A routine: its head, a pair of words repeated, its tail; ret: the index of its return
   (bv through rp). */
struct milli_sig { const uint32_t *head; unsigned nhead; uint32_t pair[2]; unsigned npairs;
                   const uint32_t *tail; unsigned ntail, ret; };

/* ldo -1(r25),r1; and,= r25,r1,r0; b,l general,r0; addi,tc,= 0,r25,r0; the power-of-two
   path to bv,n r0(rp); cmpib,>= 15,r25,big; subi 0,r25,r1; ds r0,r1,r0; add r26,r26,ret1;
   ds r0,r25,r1, then (add,c ret1,ret1,ret1; ds r1,r25,r1) x 31; bv r0(rp); add,c. */
static const uint32_t divu_head[] = {
    0x37213fff, 0x08392200, 0xe8000088, 0xb3202000, 0x081a025d, 0xd32139f0, 0xd3bd19f0,
    0x08390259, 0x341a0198, 0xd3213af8, 0xd3bd1ae8, 0x08390259, 0x34010154, 0xd3203b7c,
    0xd3bd1b64, 0x0b592200, 0xd3bd1ba2, 0x08392200, 0xd3bd1bc1, 0xe840c002, 0x08000240,
    0x8f3e4218, 0x97210000, 0x08200440, 0x0b5a061d, 0x0b200441 };
static const uint32_t divu_tail[] = { 0xe840c000, 0x0bbd071d };
/* ldo, and,=, b,l general, addi,tc; and r26,r1,ret1; bv,n r0(rp); cmpib,>=,n 0,r25,big;
   subi 0,r25,ret1; ds r0,ret1,r0; add r26,r26,r1; ds r0,r25,ret1; add,c r1,r1,r1, then
   (ds ret1,r25,ret1; add,c r1,r1,r1) x 30; ds; cmpiclr,<= 0,ret1,r0; add ret1,r25,ret1;
   bv,n r0(rp). */
static const uint32_t remu_head[] = {
    0x37213fff, 0x08392200, 0xe8000010, 0xb3202000, 0x083a021d, 0xe840c002, 0x8f20422a,
    0x973d0000, 0x0ba00440, 0x0b5a0601, 0x0b20045d, 0x08210701 };
static const uint32_t remu_tail[] = { 0x0b3d045d, 0x93a06000, 0x0b3d061d, 0xe840c002 };

#define N(a) (sizeof a / sizeof *a)
static const struct milli_sig sigs[] = {
    [MILLI_DIVU] = { divu_head, N(divu_head), { 0x0bbd071d, 0x0b210441 }, 31, divu_tail, N(divu_tail),
                     N(divu_head) + 62 },
    [MILLI_REMU] = { remu_head, N(remu_head), { 0x0b3d045d, 0x08210701 }, 30, remu_tail, N(remu_tail),
                     N(remu_head) + 60 + 3 },
};

static unsigned sig_len(const struct milli_sig *s) { return s->nhead + 2 * s->npairs + s->ntail; }

static uint32_t sig_word(const struct milli_sig *s, unsigned i)
{
    if (i < s->nhead) return s->head[i];
    i -= s->nhead;
    if (i < 2 * s->npairs) return s->pair[i & 1];
    return s->tail[i - 2 * s->npairs];
}

unsigned milli_span(uint64_t pc)
{
    const struct dinsn *d0 = cpu_decoded(pc);
    unsigned span = 0;
    for (int k = MILLI_DIVU; d0 && k <= MILLI_REMU; k++)
        if (sigs[k].head[0] == d0->raw && sig_len(&sigs[k]) > span) span = sig_len(&sigs[k]);
    return span ? span : divdi3_span(pc);
}

/* Each word's own executor, decoded once: a word whose decoded executor is another one
   has a breakpoint or another hook on it. Branch executors do not depend on the address. */
#define SIG_MAX 96
static exec_fn sig_fns[MILLI_REMU + 1][SIG_MAX];

static exec_fn sig_fn(int k, unsigned i)
{
    if (!sig_fns[k][i]) {
        struct dinsn own;
        decode_insn(&own, sig_word(&sigs[k], i), 0);
        sig_fns[k][i] = own.fn;
    }
    return sig_fns[k][i];
}

int milli_inline(uint64_t pc)
{
    const struct dinsn *d0 = cpu_decoded(pc);
    for (int k = MILLI_DIVU; d0 && k <= MILLI_REMU; k++) {
        const struct milli_sig *s = &sigs[k];
        unsigned n = sig_len(s), i = 0;
        if (d0->raw != s->head[0] || n > SIG_MAX) continue;
        for (; i < n; i++) {
            const struct dinsn *d = cpu_decoded(pc + 4 * i);
            if (!d || d->raw != sig_word(s, i) || d->fn != sig_fn(k, i) || (i == s->ret && branch_returns_shadow(d)))
                break;
        }
        if (i == n) return k;
    }
    return MILLI_NONE;
}

/* Translation asks again and again for the same few addresses (every block that calls
   a routine, every segment it might go on into), and a routine's words take thousands of
   host instructions to check: a routine found is kept while no decoded word changes.
   (Not finding one is quick, and may change as more words are decoded.) */
#define MEMO 8
static struct { uint64_t pc, epoch; int kind; } memo[MEMO];

int milli_find(uint64_t pc)
{
    unsigned m = (unsigned)(pc >> 2) % MEMO;
    uint64_t epoch = cpu_decode_epoch();
    if (memo[m].kind && memo[m].pc == pc && memo[m].epoch == epoch) return memo[m].kind;
    int k = milli_inline(pc);
    if (!k) k = divdi3_find(pc);
    if (k) {
        memo[m].pc = pc;
        memo[m].epoch = epoch;
        memo[m].kind = k;
    }
    return k;
}

unsigned milli_run(struct cpu *c, int kind)
{
    if (kind >= MILLI_UDIVDI3) return divdi3_run(c, kind);
    uint32_t d32 = (uint32_t)c->gr[25];
    /* and,= takes the power-of-two path; else cmpib,>= the small-divisor or the big one */
    int pow2 = milli_pow2(d32);
    if (!pow2 && !milli_general(kind, d32)) return 0;
    unsigned count = pow2 ? milli_pow2_count(kind) : milli_count(kind);
    if (c->icount + count > c->event_at) return 0;
    if (pow2) {
        struct milli_pow2_out o = milli_pow2_run(kind, c->gr[25], c->gr[26]);
        c->cb_x = 0; c->cb_y = c->cb_r = c->gr[25];
        c->gr[1] = o.r1;
        c->gr[25] = o.r25;
        c->gr[26] = o.r26;
        c->gr[29] = o.ret1;
    } else {
        struct milli_out o = milli_closed(kind, c->gr[25], c->gr[26], (uint32_t)c->gr[26] / d32);
        c->gr[1] = o.r1;
        c->gr[29] = o.ret1;
        c->cb_x = o.cb_x; c->cb_y = o.cb_y; c->cb_r = o.cb_r;
        c->psw_v = o.v;
    }
    uint64_t to = c->gr[2] & ~3ull;
    c->iaoq_f = to;
    c->iaoq_b = to + 4;
    c->icount += count;
    return count;
}
