/* Integer loads and stores (major opcode 0x03 indexed/short forms and the long-
   displacement opcodes 0x10-0x1f), LDO, LDIL, ADDIL: decode once, execute per size. */
#include "exec.h"
#include "bits.h"

enum { MOD_NONE, MOD_POST, MOD_PRE };

/* Effective address for displacement forms; updates the base for ,ma/,mb. The loaded
   value is written after the base so that t == b gets the loaded value. */
static inline uint64_t ea_disp(struct cpu *c, const struct dinsn *d)
{
    uint64_t base = c->gr[d->r2];
    switch (d->b) {
    case MOD_POST: set_gr(c, d->r2, base + (uint64_t)d->imm); return base;
    case MOD_PRE: base += (uint64_t)d->imm; set_gr(c, d->r2, base); return base;
    default: return base + (uint64_t)d->imm;
    }
}

/* Indexed forms: index optionally scaled by the access size (,s), base post-modified
   by the (scaled) index with ,m. */
static inline uint64_t ea_index(struct cpu *c, const struct dinsn *d)
{
    uint64_t base = c->gr[d->r2], idx = c->gr[d->r1] << d->a;
    if (d->b == MOD_POST) { set_gr(c, d->r2, base + idx); return base; }
    return base + idx;
}

/* _o: plain base + displacement, the common case, without the modify switch. */
#define LOAD_OPS(N, LD)                                                              \
    static void exec_##N##_o(struct cpu *c, const struct dinsn *d)                   \
    { set_gr(c, d->t, LD(c, c->gr[d->r2] + (uint64_t)d->imm)); }                     \
    static void exec_##N##_d(struct cpu *c, const struct dinsn *d)                   \
    { uint64_t a = ea_disp(c, d); uint64_t v = LD(c, a); set_gr(c, d->t, v); }       \
    static void exec_##N##_x(struct cpu *c, const struct dinsn *d)                   \
    { uint64_t a = ea_index(c, d); uint64_t v = LD(c, a); set_gr(c, d->t, v); }
LOAD_OPS(ldb, ld8)
LOAD_OPS(ldh, ld16)
LOAD_OPS(ldw, ld32)
LOAD_OPS(ldd, ld64)

#define STORE_OPS(N, ST, T)                                                          \
    static void exec_##N##_o(struct cpu *c, const struct dinsn *d)                   \
    { ST(c, c->gr[d->r2] + (uint64_t)d->imm, (T)c->gr[d->t]); }                      \
    static void exec_##N##_d(struct cpu *c, const struct dinsn *d)                   \
    { uint64_t v = c->gr[d->t]; uint64_t a = ea_disp(c, d); ST(c, a, (T)v); }
STORE_OPS(stb, st8, uint8_t)
STORE_OPS(sth, st16, uint16_t)
STORE_OPS(stw, st32, uint32_t)
STORE_OPS(std, st64, uint64_t)

static void exec_ldo(struct cpu *c, const struct dinsn *d) { set_gr(c, d->t, c->gr[d->r2] + (uint64_t)d->imm); }
static void exec_ldil(struct cpu *c, const struct dinsn *d) { set_gr(c, d->t, (uint64_t)d->imm); }
static void exec_addil(struct cpu *c, const struct dinsn *d) { c->gr[1] = c->gr[d->r2] + (uint64_t)d->imm; }

/* Load and clear: the semaphore primitive; single-threaded guest, so plain. */
static void exec_ldcw_x(struct cpu *c, const struct dinsn *d)
{ uint64_t a = ea_index(c, d); uint64_t v = ld32(c, a); st32(c, a, 0); set_gr(c, d->t, v); }
static void exec_ldcw_d(struct cpu *c, const struct dinsn *d)
{ uint64_t a = ea_disp(c, d); uint64_t v = ld32(c, a); st32(c, a, 0); set_gr(c, d->t, v); }
static void exec_ldcd_x(struct cpu *c, const struct dinsn *d)
{ uint64_t a = ea_index(c, d); uint64_t v = ld64(c, a); st64(c, a, 0); set_gr(c, d->t, v); }
static void exec_ldcd_d(struct cpu *c, const struct dinsn *d)
{ uint64_t a = ea_disp(c, d); uint64_t v = ld64(c, a); st64(c, a, 0); set_gr(c, d->t, v); }

/* Store bytes: ,b stores from the address to the end of the word, ,e the bytes
   before the address; d->a = log2 of the word size (2 stby, 3 stdby), d->imm bit 0 = ,e. */
static void exec_stby(struct cpu *c, const struct dinsn *d)
{
    unsigned size = 1u << d->a;
    uint64_t v = c->gr[d->t], base = c->gr[d->r2], a = base + (uint64_t)(d->imm >> 1);
    uint64_t al = a & ~(uint64_t)(size - 1);
    unsigned off = (unsigned)(a & (size - 1));
    int end = (int)(d->imm & 1);
    for (unsigned i = end ? 0 : off; i < (end ? off : size); i++)
        st8(c, al + i, (uint8_t)(v >> (8 * (size - 1 - i))));
    if (d->b != MOD_NONE) set_gr(c, d->r2, end ? al : al + size);
}

/* A load to GR0 is a prefetch: it never faults; only the base update happens. */
static void exec_prefetch_d(struct cpu *c, const struct dinsn *d) { (void)ea_disp(c, d); }
static void exec_prefetch_x(struct cpu *c, const struct dinsn *d) { (void)ea_index(c, d); }

static exec_fn const load_x[4] = { exec_ldb_x, exec_ldh_x, exec_ldw_x, exec_ldd_x };
static exec_fn const load_d[4] = { exec_ldb_d, exec_ldh_d, exec_ldw_d, exec_ldd_d };
static exec_fn const store_d[4] = { exec_stb_d, exec_sth_d, exec_stw_d, exec_std_d };
static exec_fn const load_o[4] = { exec_ldb_o, exec_ldh_o, exec_ldw_o, exec_ldd_o };
static exec_fn const store_o[4] = { exec_stb_o, exec_sth_o, exec_stw_o, exec_std_o };

/* Swaps a displacement-form executor for its no-modify twin when there is no modify. */
static void plain_disp(struct dinsn *d)
{
    if (d->b != MOD_NONE) return;
    for (int i = 0; i < 4; i++) {
        if (d->fn == load_d[i]) { d->fn = load_o[i]; return; }
        if (d->fn == store_d[i]) { d->fn = store_o[i]; return; }
    }
}

/* 0x03: bit 12 (LSB numbering) selects short displacement vs index. */
static void decode_mem03_fields(struct dinsn *d, uint32_t w);

void decode_mem03(struct dinsn *d, uint32_t w)
{
    decode_mem03_fields(d, w);
    plain_disp(d);
}

static void decode_mem03_fields(struct dinsn *d, uint32_t w)
{
    unsigned ext4 = (w >> 6) & 15, shortf = (w >> 12) & 1, m = (w >> 5) & 1, a = (w >> 13) & 1;
    d->r2 = (uint8_t)BF(w, 21, 5);
    d->r1 = (uint8_t)BF(w, 16, 5);
    d->t = (uint8_t)BF(w, 0, 5);
    if (ext4 >= 8) {           /* stores: source at bits 16-20, disp at 0-4 */
        d->t = d->r1;
        d->imm = low_sign_ext(BF(w, 0, 5), 5);
        d->b = m ? (a ? MOD_PRE : MOD_POST) : MOD_NONE;
        if (!shortf) { d->fn = NULL; return; }
        switch (ext4) {
        case 8: case 9: case 10: case 11: d->fn = store_d[ext4 & 3]; return;
        case 12: case 13:
            d->a = (uint8_t)(ext4 == 12 ? 2 : 3);
            d->imm = d->imm * 2 + a;    /* a selects ,e (end); imm may be negative */
            d->b = m ? MOD_POST : MOD_NONE;
            d->fn = exec_stby; return;
        case 14: d->fn = exec_stw_d; return;   /* stwa: absolute = same for us */
        case 15: d->fn = exec_std_d; return;   /* stda */
        }
    }
    unsigned size;
    if (shortf) {
        d->imm = low_sign_ext(BF(w, 16, 5), 5);
        d->b = m ? (a ? MOD_PRE : MOD_POST) : MOD_NONE;
    } else {
        d->imm = 0;
        d->b = m ? MOD_POST : MOD_NONE;
    }
    switch (ext4) {
    case 0: case 1: case 2: case 3: size = ext4; break;
    case 4: size = 3; break;      /* ldda */
    case 6: size = 2; break;      /* ldwa */
    case 5: d->a = a ? 3 : 0; d->fn = shortf ? exec_ldcd_d : exec_ldcd_x; return;
    case 7: d->a = a ? 2 : 0; d->fn = shortf ? exec_ldcw_d : exec_ldcw_x; return;
    default: d->fn = NULL; return;
    }
    if (shortf) { d->fn = d->t ? load_d[size] : exec_prefetch_d; return; }
    d->a = (uint8_t)(a ? size : 0);   /* ,s scales the index */
    d->fn = d->t ? load_x[size] : exec_prefetch_x;
}

/* Long-displacement loads/stores: 0x10-0x13 / 0x18-0x1b use assemble_16 (word forms
   0x13/0x1b modify before when negative), 0x14/0x1c (ldd/std) assemble_16a with ma/mb
   in bits 2-3, 0x17/0x1f (ldw/stw ,ma/,mb) assemble_16a scaled by 4. */
static int decode_mem_long_fields(struct dinsn *d, uint32_t w);

int decode_mem_long(struct dinsn *d, uint32_t w)
{
    int r = decode_mem_long_fields(d, w);
    if (r) plain_disp(d);
    return r;
}

static int decode_mem_long_fields(struct dinsn *d, uint32_t w)
{
    unsigned op = w >> 26;
    int store = op >= 0x18;
    d->r2 = (uint8_t)BF(w, 21, 5);
    d->t = (uint8_t)BF(w, 16, 5);
    d->b = MOD_NONE;
    switch (op & 7) {
    case 0: case 1: case 2:
        d->imm = im16(w);
        d->fn = store ? store_d[op & 3] : d->t ? load_d[op & 3] : exec_prefetch_d;
        return 1;
    case 3:
        d->imm = im16(w);
        d->b = d->imm < 0 ? MOD_PRE : MOD_POST;
        d->fn = store ? exec_stw_d : d->t ? exec_ldw_d : exec_prefetch_d;
        return 1;
    case 4:
        if (w & 2) return 0;      /* fldd/fstd */
        d->imm = im16d(w);
        switch ((w >> 2) & 3) {
        case 2: d->b = MOD_POST; break;
        case 3: d->b = MOD_PRE; break;
        default: break;
        }
        d->fn = store ? exec_std_d : d->t ? exec_ldd_d : exec_prefetch_d;
        return 1;
    case 7:
        if ((w & 6) != 4) return 0;   /* 0x17/0x1f with bit 2 clear: fldw/fstw */
        d->imm = im16a(w);
        d->b = (w & 1) ? MOD_POST : MOD_PRE;
        d->fn = store ? exec_stw_d : d->t ? exec_ldw_d : exec_prefetch_d;
        return 1;
    default:
        return 0;
    }
}

void decode_ldo(struct dinsn *d, uint32_t w)
{
    d->r2 = (uint8_t)BF(w, 21, 5); d->t = (uint8_t)BF(w, 16, 5);
    d->imm = im16(w); d->fn = exec_ldo;
}

void decode_ldil(struct dinsn *d, uint32_t w)
{
    d->t = d->r2 = (uint8_t)BF(w, 21, 5);
    d->imm = im21l(w);
    d->fn = (w >> 26) == 0x08 ? exec_ldil : exec_addil;
}

int mem_inline_form(const struct dinsn *d, unsigned *size_log2)
{
    if (d->fn == exec_ldo) return IF_LDO;
    if (d->fn == exec_ldil) return IF_LDIL;
    if (d->fn == exec_addil) return IF_ADDIL;
    for (unsigned i = 0; i < 4; i++) {
        *size_log2 = i;
        if (d->fn == load_o[i]) return IF_LOAD;
        if (d->fn == store_o[i]) return IF_STORE;
        if (d->fn == load_d[i]) return IF_LOADM;
        if (d->fn == store_d[i]) return IF_STOREM;
        if (d->fn == load_x[i] && d->b != MOD_POST) return IF_LOADX;
    }
    return IF_NONE;
}
