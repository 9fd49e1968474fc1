/* What one instruction does to the general registers, reduced to what frame analysis
   needs: address arithmetic (ldo, addil, add, sub, copy), constants, loads and stores
   with their base-register updates, nullification of the next instruction, and
   branches. Operand fields come from the emulator's own decoder (emu/cpu/decode.c) and
   instruction table, so the analysis reads every word exactly as it executes. */
#include <string.h>
#include "exec.h"
#include "bits.h"
#include "insns.h"
#include "uw-internal.h"

/* exec-mem.c encodes base updates as 0 none, 1 post (,ma), 2 pre (,mb); so do we. */
static uint8_t mem_mod(uint8_t b) { return b == 1 ? UM_POST : b == 2 ? UM_PRE : UM_NONE; }

static void integer_load_store(uint32_t w, const struct dinsn *d, enum xop x, struct uw_insn *in)
{
    static const uint8_t ld_size[8] = { 1, 2, 4, 8, 8, 8, 4, 4 };
    unsigned op = w >> 26;
    int store = x == XOP_STORE || x == XOP_STORE_LONG;
    in->kind = store ? UK_STORE : UK_LOAD;
    in->t = d->t;
    in->b = d->r2;
    in->imm = d->imm;
    in->mod = mem_mod(d->b);
    if (op == 0x03) {
        unsigned ext4 = (w >> 6) & 15, shortf = (w >> 12) & 1;
        in->size = store ? (uint8_t)(ext4 >= 14 ? (ext4 == 15 ? 8 : 4) : 1u << (ext4 & 3)) : ld_size[ext4 & 7];
        if (store && (ext4 == 12 || ext4 == 13)) {   /* stby/stdby: aligned base update */
            in->imm >>= 1;
            in->size = 8;
            if (in->mod != UM_NONE) in->mod = UM_UNKNOWN;
        }
        if (!shortf) { in->indexed = 1; in->x = d->r1; in->sh = d->a; in->imm = 0; }
    } else {
        static const uint8_t long_size[8] = { 1, 2, 4, 4, 8, 0, 0, 4 };
        in->size = long_size[op & 7];
    }
}

static void arith(uint32_t w, const struct dinsn *d, struct uw_insn *in)
{
    unsigned ext6 = BF(w, 6, 6), kind = ext6 >> 2;
    in->t = d->t;
    in->x = d->r1;
    in->b = d->r2;
    in->may_nullify = (d->cond & 15) != 0;
    if (ext6 == 0x22) { in->kind = UK_CONST; in->imm = 0; return; }           /* cmpclr */
    if (ext6 == 0x09 && (d->r1 == 0 || d->r2 == 0 || d->r1 == d->r2)) {       /* copy */
        in->kind = UK_LDO; in->b = d->r1 ? d->r1 : d->r2; in->imm = 0; return;
    }
    if (kind == 0x6 || kind == 0xa || kind == 0xe) { in->kind = UK_ADD; in->sh = d->a; return; }
    if (ext6 == 0x10 || ext6 == 0x30 || ext6 == 0x13 || ext6 == 0x33) { in->kind = UK_SUB; return; }
    in->kind = UK_OTHER;
    in->clobber = 1u << d->t;
}

static void arith_imm(uint32_t w, const struct dinsn *d, struct uw_insn *in)
{
    unsigned op = w >> 26;
    in->t = d->t;
    in->b = d->r2;
    in->imm = d->imm;
    in->may_nullify = (d->cond & 15) != 0;
    if (op == 0x2c || op == 0x2d) in->kind = UK_LDO;                          /* addi */
    else if (op == 0x24) { in->kind = UK_CONST; in->imm = 0; }                /* cmpiclr */
    else { in->kind = UK_OTHER; in->clobber = 1u << d->t; }                  /* subi */
}

/* 0x3a: b,l / b,gate / b,l,push / blr / bv / bve / bve,l. */
static void branch3a(uint32_t w, uint64_t pc, struct uw_insn *in)
{
    unsigned ext = BF(w, 13, 3), t = BF(w, 21, 5);
    in->nul = BF(w, 1, 1) ? UN_ALWAYS : UN_NONE;
    switch (ext) {
    case 0: case 4:
        in->branch = UB_DIRECT; in->link = (uint8_t)t; in->imm = (int64_t)(pc + 8 + (uint64_t)(int64_t)disp17(w));
        return;
    case 1:                                 /* b,gate: a plain branch here; t gets the PL */
        in->branch = UB_DIRECT; in->clobber = 1u << t; in->imm = (int64_t)(pc + 8 + (uint64_t)(int64_t)disp17(w));
        return;
    case 5:
        in->branch = UB_DIRECT; in->link = 2; in->imm = (int64_t)(pc + 8 + (uint64_t)(int64_t)disp22(w));
        return;
    case 2:
        if (BF(w, 0, 1)) break;
        in->branch = UB_BLR; in->x = (uint8_t)BF(w, 16, 5); in->link = (uint8_t)t;
        return;
    case 6:
        in->branch = UB_INDIRECT; in->b = (uint8_t)t;
        if (!BF(w, 12, 1)) in->x = (uint8_t)BF(w, 16, 5);       /* bv x(b) */
        return;
    case 7:
        if (!BF(w, 12, 1)) break;
        in->branch = UB_INDIRECT; in->b = (uint8_t)t; in->link = 2;
        return;
    default: break;
    }
    in->nul = UN_NONE;                      /* branch-target-stack hints: no branch */
}

/* FP loads and stores: only their base-register update matters, and a store kills
   whatever the slot held (modelled as storing r0). */
static void fpu_mem(uint32_t w, struct uw_insn *in)
{
    unsigned op = w >> 26;
    in->b = (uint8_t)BF(w, 21, 5);
    in->t = 0;
    if (op == 0x09 || op == 0x0b) {
        unsigned shortf = (w >> 12) & 1, m = (w >> 5) & 1, a = (w >> 13) & 1;
        in->kind = (w & 0x200) ? UK_STORE : UK_LOAD;
        in->size = op == 0x0b ? 8 : 4;
        if (shortf) { in->imm = low_sign_ext(BF(w, 16, 5), 5); in->mod = m ? (a ? UM_PRE : UM_POST) : UM_NONE; }
        else { in->indexed = 1; in->x = (uint8_t)BF(w, 16, 5); in->sh = a ? (op == 0x0b ? 3 : 2) : 0;
               in->mod = m ? UM_POST : UM_NONE; }
        return;
    }
    if ((op == 0x14 || op == 0x1c) && (w & 2)) {
        in->kind = op == 0x1c ? UK_STORE : UK_LOAD; in->size = 8; in->imm = im16d(w);
        if (pa_bit(w, 28)) in->mod = pa_bit(w, 29) ? UM_PRE : UM_POST;
        return;
    }
    if (op == 0x16 || op == 0x1e || op == 0x17 || op == 0x1f) {
        in->kind = op >= 0x1e ? UK_STORE : UK_LOAD; in->size = 4; in->imm = im16a(w);
        if (op == 0x16 || op == 0x1e) in->mod = pa_bit(w, 29) ? UM_PRE : UM_POST;
    }
}

static void system_op(uint32_t w, uint64_t pc, struct uw_insn *in)
{
    const struct pa_insn *row = pa_lookup(w);
    if (!row) return;
    if (!strcmp(row->name, "mfia")) {      /* code addresses: labels, switch tables */
        in->kind = UK_CONST; in->t = (uint8_t)BF(w, 0, 5); in->imm = (int64_t)pc; return;
    }
    if (strchr(row->args, 't')) in->clobber |= 1u << BF(w, 0, 5);
    if (strchr(row->args, 'Z') && BF(w, 5, 1)) in->clobber |= 1u << BF(w, 21, 5);
}

void uw_decode(uint32_t w, uint64_t pc, struct uw_insn *in)
{
    memset(in, 0, sizeof *in);
    enum xop x = pa_xop(w);
    struct dinsn d;
    switch (x) {
    case XOP_BRANCH: branch3a(w, pc, in); return;
    case XOP_BE:
        in->branch = UB_INDIRECT; in->b = (uint8_t)BF(w, 21, 5); in->imm = disp17(w);
        in->link = (w >> 26) == 0x39 ? 31 : 0; in->nul = BF(w, 1, 1) ? UN_ALWAYS : UN_NONE;
        return;
    case XOP_FPU: {
        const struct pa_insn *row = pa_lookup(w);
        if (row && !strcmp(row->name, "ftest")) in->may_nullify = 1;
        fpu_mem(w, in);
        return;
    }
    case XOP_SYS: system_op(w, pc, in); return;
    case XOP_ILL: case XOP_SPOP: case XOP_DIAG: case XOP_COUNT: return;
    default: break;
    }
    decode_insn(&d, w, pc);
    switch (x) {
    case XOP_CMPB: case XOP_CMPIB: case XOP_BB:
        in->branch = UB_COND; in->imm = d.imm; in->nul = d.b; return;
    case XOP_ADDB: case XOP_ADDIB: case XOP_MOVB: case XOP_MOVIB:
        in->branch = UB_COND; in->imm = d.imm; in->nul = d.b; in->clobber = 1u << d.r2; return;
    case XOP_LOAD: case XOP_STORE: case XOP_LOAD_LONG: case XOP_STORE_LONG:
        integer_load_store(w, &d, x, in); return;
    case XOP_LDO: in->kind = UK_LDO; in->t = d.t; in->b = d.r2; in->imm = d.imm; return;
    case XOP_LDIL: in->kind = UK_CONST; in->t = d.t; in->imm = d.imm; return;
    case XOP_ADDIL: in->kind = UK_LDO; in->t = 1; in->b = d.r2; in->imm = d.imm; return;
    case XOP_ARITH: case XOP_LOGICAL: arith(w, &d, in); return;
    case XOP_ADDI: case XOP_SUBI: case XOP_CMPICLR: arith_imm(w, &d, in); return;
    case XOP_SHIFT_W: case XOP_SHIFT_D: case XOP_DEP_W: case XOP_DEP_D:
        in->clobber = 1u << d.t; in->may_nullify = (d.cond & 15) != 0; return;
    case XOP_MM: in->clobber = 1u << d.t; return;
    default: return;
    }
}

int unw_branch_at(uint64_t pc, struct unw_branch *br)
{
    uint32_t w;
    struct uw_insn in;
    *br = (struct unw_branch){ UNW_BRANCH_NONE, 0, 0 };
    if (uw_read32(pc, &w)) return -1;
    uw_decode(w, pc, &in);
    switch (in.branch) {
    case UB_NONE: break;
    case UB_COND: *br = (struct unw_branch){ UNW_BRANCH_JUMP, 1, (uint64_t)in.imm }; break;
    case UB_DIRECT:
        if (in.link && (uint64_t)in.imm != pc + 8) *br = (struct unw_branch){ UNW_BRANCH_CALL, 0, (uint64_t)in.imm };
        else *br = (struct unw_branch){ UNW_BRANCH_JUMP, 0, (uint64_t)in.imm };
        break;
    case UB_INDIRECT:
        if (in.link) br->kind = UNW_BRANCH_CALL;
        else br->kind = (in.b == 2 || in.b == 31) && in.x == 0 && in.imm == 0 ? UNW_BRANCH_RETURN : UNW_BRANCH_INDIRECT;
        break;
    default: br->kind = in.link ? UNW_BRANCH_CALL : UNW_BRANCH_INDIRECT; break;
    }
    return 0;
}
