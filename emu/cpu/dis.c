/* Instruction text of the PA-RISC 2.0 disassembler: interprets a pa_insns row's operand
   string so the output matches hppa64-linux-gnu-objdump (binutils 2.40) character for
   character, oddities included. */
#include "dis.h"

#include <inttypes.h>
#include <stdarg.h>
#include <string.h>

#include "bits.h"
#include "insns.h"

/* ---- bounded output ---- */

struct out {
    char *buf;
    size_t len;
    size_t pos;   /* characters produced so far, even past len */
};

/* objdump hands some table entries that are NULL to printf("%s"); glibc prints "(null)",
   and so must we to match (e.g. "or" with a reserved condition). */
static void put(struct out *o, const char *s)
{
    if (!s)
        s = "(null)";
    for (; *s; s++, o->pos++)
        if (o->pos + 1 < o->len)
            o->buf[o->pos] = *s;
}

static void putf(struct out *o, const char *fmt, ...)
{
    char tmp[96];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    put(o, tmp);
}

/* Signed hex constant as objdump prints immediates: "-1f", "7fe". */
static void put_const(struct out *o, int32_t v)
{
    if (v < 0)
        putf(o, "-%" PRIx32, (uint32_t)0 - (uint32_t)v);
    else
        putf(o, "%" PRIx32, (uint32_t)v);
}

/* ---- names ---- */

static const char *const gr_names[32] = {
    "r0", "r1", "rp", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "r13",
    "r14", "r15", "r16", "r17", "r18", "r19", "r20", "r21", "r22", "r23", "r24", "r25", "r26",
    "dp", "ret0", "ret1", "sp", "r31",
};

static const char *const cr_names[32] = {
    "rctr", "cr1", "cr2", "cr3", "cr4", "cr5", "cr6", "cr7", "pidr1", "pidr2", "ccr", "sar",
    "pidr3", "pidr4", "iva", "eiem", "itmr", "pcsq", "pcoq", "iir", "isr", "ior", "ipsw",
    "eirr", "tr0", "tr1", "tr2", "tr3", "tr4", "tr5", "tr6", "tr7",
};

/* Conditions, indexed by c + 8*f (pa_cond4); NULL entries are reserved encodings. */
static const char *const cmp_cond[16] = {
    "", ",=", ",<", ",<=", ",<<", ",<<=", ",sv", ",od",
    ",tr", ",<>", ",>=", ",>", ",>>=", ",>>", ",nsv", ",ev",
};
static const char *const cmp_cond64[16] = {
    ",*", ",*=", ",*<", ",*<=", ",*<<", ",*<<=", ",*sv", ",*od",
    ",*tr", ",*<>", ",*>=", ",*>", ",*>>=", ",*>>", ",*nsv", ",*ev",
};
static const char *const cmpib_cond64[8] = {
    ",*<<", ",*=", ",*<", ",*<=", ",*>>=", ",*<>", ",*>=", ",*>",
};
static const char *const add_cond[16] = {
    "", ",=", ",<", ",<=", ",nuv", ",znv", ",sv", ",od",
    ",tr", ",<>", ",>=", ",>", ",uv", ",vnz", ",nsv", ",ev",
};
static const char *const add_cond64[16] = {
    ",*", ",*=", ",*<", ",*<=", ",*nuv", ",*znv", ",*sv", ",*od",
    ",*tr", ",*<>", ",*>=", ",*>", ",*uv", ",*vnz", ",*nsv", ",*ev",
};
static const char *const wide_add_cond[16] = {
    "", ",=", ",<", ",<=", ",nuv", ",*=", ",*<", ",*<=",
    ",tr", ",<>", ",>=", ",>", ",uv", ",*<>", ",*>=", ",*>",
};
static const char *const logical_cond[16] = {
    "", ",=", ",<", ",<=", NULL, NULL, NULL, ",od",
    ",tr", ",<>", ",>=", ",>", NULL, NULL, NULL, ",ev",
};
static const char *const logical_cond64[16] = {
    ",*", ",*=", ",*<", ",*<=", NULL, NULL, NULL, ",*od",
    ",*tr", ",*<>", ",*>=", ",*>", NULL, NULL, NULL, ",*ev",
};
static const char *const unit_cond[16] = {
    "", ",swz", ",sbz", ",shz", ",sdc", ",swc", ",sbc", ",shc",
    ",tr", ",nwz", ",nbz", ",nhz", ",ndc", ",nwc", ",nbc", ",nhc",
};
static const char *const unit_cond64[16] = {
    ",*", ",*swz", ",*sbz", ",*shz", ",*sdc", ",*swc", ",*sbc", ",*shc",
    ",*tr", ",*nwz", ",*nbz", ",*nhz", ",*ndc", ",*nwc", ",*nbc", ",*nhc",
};
static const char *const shift_cond[8] = { "", ",=", ",<", ",od", ",tr", ",<>", ",>=", ",ev" };
static const char *const shift_cond64[8] = {
    ",*", ",*=", ",*<", ",*od", ",*tr", ",*<>", ",*>=", ",*ev",
};
static const char *const bb_cond64[2] = { ",*<", ",*>=" };
static const char *const float_cond[32] = {
    ",false?", ",false", ",?", ",!<=>", ",=", ",=t", ",?=", ",!<>",
    ",!?>=", ",<", ",?<", ",!>=", ",!?>", ",<=", ",?<=", ",!>",
    ",!?<=", ",>", ",?>", ",!<=", ",!?<", ",>=", ",?>=", ",!<",
    ",!?=", ",<>", ",!=", ",!=t", ",!?", ",<=>", ",true?", ",true",
};

static const char *const index_compl[4] = { "", ",m", ",s", ",sm" };
static const char *const short_compl[4] = { "", ",ma", "", ",mb" };
static const char *const bytes_compl[4] = { "", ",b,m", ",e", ",e,m" };
static const char *const fmt_names[4] = { ",sgl", ",dbl", "", ",quad" };
static const char *const fixed_names[4] = { ",w", ",dw", "", ",qw" };
static const char *const ufixed_names[4] = { ",uw", ",udw", "", ",uqw" };
static const char *const add_compl[4] = { NULL, "", ",l", ",tsv" };
static const char *const saturation[4] = { ",us", ",ss", NULL, "" };

/* ---- registers and addresses ---- */

static void put_gr(struct out *o, unsigned r) { put(o, gr_names[r & 31]); }

/* FP registers: 0 is fr0, 1..3 are the exception registers, the rest frN. */
static void put_fr(struct out *o, unsigned r)
{
    static const char *const low[4] = { "fr0", "fpe2", "fpe4", "fpe6" };
    if (r < 4)
        put(o, low[r]);
    else
        putf(o, "fr%u", r);
}

/* Right half of an FP register; for 0..3 objdump names odd exception registers. */
static void put_fr_right(struct out *o, unsigned r)
{
    if (r < 4)
        putf(o, "fpe%u", r * 2 + 1);
    else
        putf(o, "fr%uR", r);
}

static void put_fr_half(struct out *o, unsigned r, unsigned right)
{
    if (right)
        put_fr_right(o, r);
    else
        put_fr(o, r);
}

struct symctx {
    pa_symfn fn;
    void *ctx;
};

static void put_addr(struct out *o, uint64_t a, const struct symctx *sc)
{
    uint64_t value = 0;
    const char *name = sc->fn ? sc->fn(a, &value, sc->ctx) : NULL;
    if (!name) {
        putf(o, "0x%" PRIx64, a);
        return;
    }
    putf(o, "%" PRIx64 " <", a);
    put(o, name);
    if (value > a)
        putf(o, "-0x%" PRIx64, value - a);
    else if (a > value)
        putf(o, "+0x%" PRIx64, a - value);
    put(o, ">");
}

/* ---- operand classes ---- */

/* 'f' prefix: floating-point register operands. */
static void fp_operand(struct out *o, uint32_t w, char c)
{
    unsigned b26 = pa_bit(w, 26) << 4;   /* fmpyadd/fmpysub: upper bank of fr16..31 */
    switch (c) {
    case 't': put_fr(o, pa_rt(w)); break;
    case 'T': put_fr_half(o, pa_rt(w), pa_bit(w, 25)); break;
    case 'a': put_fr_half(o, pa_rb(w), pa_bit(w, 25)); break;
    case 'X':   /* xmpyu: no format completer supplies the space */
        put(o, " ");
        put_fr_half(o, pa_rb(w), pa_bit(w, 24));
        break;
    case 'A': put_fr_half(o, pa_rb(w), pa_bit(w, 24)); break;
    case 'b': put_fr_half(o, pa_rx(w), pa_bit(w, 25)); break;
    case 'B': put_fr_half(o, pa_rx(w), pa_bit(w, 19)); break;
    case 'C':
        put_fr_half(o, pa_field(w, 21, 22) | pa_field(w, 16, 18) << 2, pa_bit(w, 23));
        break;
    case 'i': put_fr(o, pa_rb(w) | b26); break;
    case 'j': put_fr(o, pa_rx(w) | b26); break;
    case 'k': put_fr(o, pa_rt(w) | b26); break;
    case 'l': put_fr(o, pa_field(w, 21, 25) | b26); break;
    case 'm': put_fr(o, pa_field(w, 16, 20) | b26); break;
    case 'E':   /* fstw: no completer supplies the space */
        put(o, " ");
        put_fr_half(o, pa_rx(w), pa_bit(w, 30));
        break;
    case 'e': put_fr_half(o, pa_rx(w), pa_bit(w, 30)); break;
    case 'x': put_fr(o, pa_rx(w)); break;
    default: break;
    }
}

/* ",ma "/",mb " of the long-displacement ldw/stw forms, which encode it in two ways. */
static void ma_mb_long(struct out *o, uint32_t w)
{
    unsigned op = pa_major(w);
    if (op == 0x13 || op == 0x1b)
        put(o, pa_bit(w, 18) ? ",mb " : ",ma ");
    else if (op == 0x17 || op == 0x1f)
        put(o, pa_bit(w, 31) ? ",ma " : ",mb ");
    else
        put(o, " ");
}

/* Cache-hint completers of loads/stores ('cc', 'cC') and ldcw/ldcd ('cd'). */
static void cache_hint(struct out *o, uint32_t w, char c)
{
    unsigned cc = pa_field(w, 20, 21);
    if (c == 'd')
        put(o, cc == 1 ? ",co " : " ");
    else
        put(o, cc == 1 ? ",bc " : cc == 2 ? ",sl " : " ");
}

/* Completers of the load/store, branch and system forms. */
static int memory_completer(struct out *o, uint32_t w, char c)
{
    unsigned m = pa_ldst_compl(w);
    switch (c) {
    case 'x': put(o, index_compl[m]); break;
    case 'X': put(o, index_compl[m]); put(o, " "); break;
    case 'm': put(o, short_compl[m]); break;
    case 'M': put(o, short_compl[m]); put(o, " "); break;
    case 'A': put(o, bytes_compl[m]); put(o, " "); break;
    case 's': put(o, bytes_compl[m]); break;
    case 'c': case 'C': case 'd': cache_hint(o, w, c); break;
    case 'o': put(o, ",o"); break;
    case 'q':
        put(o, !pa_bit(w, 28) ? " " : pa_bit(w, 29) ? ",mb " : ",ma ");
        break;
    case 'J':
        if (pa_major(w) == 0x16 || pa_major(w) == 0x1e)
            put(o, pa_bit(w, 29) ? ",mb " : ",ma ");
        else
            put(o, " ");
        break;
    case 'e': ma_mb_long(o, w); break;
    default: return 0;
    }
    return 1;
}

static int branch_system_completer(struct out *o, uint32_t w, char c)
{
    switch (c) {
    case 'g': put(o, ",gate"); break;
    case 'p': put(o, ",l,push"); break;
    case 'P': put(o, ",pop"); break;
    case 'l': case 'L': put(o, ",l"); break;
    case 'w': put(o, pa_bit(w, 25) ? ",w " : ",r "); break;
    case 'W': put(o, ",w "); break;
    case 'r': if (pa_field(w, 23, 26) == 5) put(o, ",r"); break;
    case 'Z': put(o, pa_bit(w, 26) ? ",m " : " "); break;
    default: return 0;
    }
    return 1;
}

/* Completers of the computational forms.  next is the args character after c. */
static void compute_completer(struct out *o, uint32_t w, char c, char next)
{
    unsigned tsv = pa_bit(w, 20);
    switch (c) {
    case 'i': if (pa_bit(w, 25)) put(o, ",i"); break;
    case 'z': if (!pa_bit(w, 21)) put(o, ",z"); break;
    case 'a': put(o, add_compl[pa_field(w, 20, 21)]); break;
    case 'Y': put(o, ",dc"); put(o, add_compl[pa_field(w, 20, 21)]); break;
    case 'y': put(o, ",c"); put(o, add_compl[pa_field(w, 20, 21)]); break;
    case 'v': if (tsv) put(o, ",tsv"); break;
    case 't': put(o, tsv ? ",tc,tsv" : ",tc"); break;
    case 'B': put(o, tsv ? ",db,tsv" : ",db"); break;
    case 'b': put(o, tsv ? ",b,tsv" : ",b"); break;
    case 'T': if (pa_bit(w, 25)) put(o, ",tc"); break;
    case 'S':   /* extrd/extrw take a condition right after: no space then */
        put(o, pa_bit(w, 21) ? ",s" : ",u");
        if (next != '?')
            put(o, " ");
        break;
    case 'h': put(o, pa_bit(w, 17) ? ",r" : ",l"); break;
    case 'H': put(o, saturation[pa_field(w, 24, 25)]); put(o, " "); break;
    case '*':
        putf(o, ",%u%u%u%u ", pa_field(w, 17, 18), pa_field(w, 20, 21), pa_field(w, 22, 23),
             pa_field(w, 24, 25));
        break;
    default: break;
    }
}

static void completer(struct out *o, uint32_t w, char c, char next)
{
    if (!memory_completer(o, w, c) && !branch_system_completer(o, w, c))
        compute_completer(o, w, c, next);
}

/* Compare-and-branch style conditions whose sense comes from the opcode, plus the
   FP compare conditions; none of them prints a trailing space. */
static int branch_condition(struct out *o, uint32_t w, char c)
{
    unsigned c3 = pa_field(w, 16, 18);
    switch (c) {
    case 'f': put(o, float_cond[pa_rt(w)]); put(o, " "); break;
    case 't': put(o, cmp_cond[c3]); break;
    case 'n': put(o, cmp_cond[c3 + pa_bit(w, 4) * 8]); break;
    case 'N': put(o, cmp_cond64[c3 + pa_bit(w, 2) * 8]); break;
    case 'Q': put(o, cmpib_cond64[c3]); break;
    case '@': put(o, add_cond[c3 + pa_bit(w, 4) * 8]); break;
    case 'd': put(o, add_cond[c3]); break;
    case 'W': put(o, wide_add_cond[c3 + pa_bit(w, 4) * 8]); break;
    default: return 0;
    }
    return 1;
}

/* Conditions of the '?' prefix.  next is the args character after c. */
static void condition(struct out *o, uint32_t w, char c, char next)
{
    unsigned c4 = pa_cond4(w), c3 = pa_field(w, 16, 18);
    if (branch_condition(o, w, c))
        return;
    switch (c) {
    case 's': put(o, cmp_cond[c4]); break;
    case 'S': put(o, cmp_cond64[c4]); break;
    case 'a': put(o, add_cond[c4]); break;
    case 'A': put(o, add_cond64[c4]); break;
    case 'l': put(o, logical_cond[c4]); break;
    case 'L': put(o, logical_cond64[c4]); break;
    case 'u': put(o, unit_cond[c4]); break;
    case 'U': put(o, unit_cond64[c4]); break;
    case 'X': put(o, shift_cond64[c3]); break;
    case 'x': case 'y': case 'b': case 'B':
        /* before a nullify operand the 'n' prints the separating space */
        put(o, c == 'B' ? bb_cond64[pa_bit(w, 16)] : shift_cond[c3]);
        if (next != 'n')
            put(o, " ");
        return;
    default: return;
    }
    put(o, " ");
}

/* fcnv's combined source/destination format completer. */
static void fcnv_formats(struct out *o, uint32_t w)
{
    unsigned sub = pa_field(w, 14, 16), df = pa_field(w, 17, 18), sf = pa_field(w, 19, 20);
    const char *const *src = fmt_names, *const *dst = fmt_names;
    if (sub == 4) {
        put(o, ",UND ");
        return;
    }
    if ((sub & 3) == 1)
        src = (sub & 4) ? ufixed_names : fixed_names;
    if (sub & 2)
        dst = (sub & 4) ? ufixed_names : fixed_names;
    putf(o, "%s%s%s ", (sub & 3) == 3 ? ",t" : "", src[sf], dst[df]);
}

static void ftest_condition(struct out *o, uint32_t w)
{
    switch (pa_rt(w)) {
    case 0: put(o, " "); break;
    case 1: put(o, "acc "); break;
    case 2: put(o, "rej "); break;
    case 5: put(o, "acc8 "); break;
    case 6: put(o, "rej8 "); break;
    case 9: put(o, "acc6 "); break;
    case 13: put(o, "acc4 "); break;
    case 17: put(o, "acc2 "); break;
    default: break;
    }
}

/* FP format completers and other FP-only operands.  Returns 0 if c is not one. */
static int fp_format(struct out *o, uint32_t w, char c, char next)
{
    switch (c) {
    case 'F':   /* no space when a destination format or fcmp condition follows */
        put(o, fmt_names[pa_field(w, 19, 20)]);
        if (next != 'G' && next != '?')
            put(o, " ");
        break;
    case 'G': put(o, fmt_names[pa_field(w, 17, 18)]); put(o, " "); break;
    case 'H': put(o, pa_bit(w, 26) ? ",sgl " : ",dbl "); break;
    case 'I':
        put(o, fmt_names[pa_bit(w, 20)]);
        if (next != '?')
            put(o, " ");
        break;
    case '{': fcnv_formats(o, w); break;
    case '_': break;   /* printed by '{' */
    case 'm': {
        unsigned y = pa_field(w, 16, 18);
        if (y != 1)
            put_const(o, (int32_t)(y ^ 1) - 1);
        break;
    }
    case 'h':
        if (pa_field(w, 16, 18) > 0)
            putf(o, ",%u", pa_field(w, 16, 18) - 1);
        break;
    case '=': ftest_condition(o, w); break;
    default: return 0;
    }
    return 1;
}

/* Immediates printed as signed hex.  Returns 0 if c is not one. */
static int immediate(struct out *o, uint32_t w, char c)
{
    int32_t v;
    switch (c) {
    case '5': v = im5_at15(w); break;
    case 'V': v = im5_at31(w); break;
    case 'r': v = (int32_t)(w & 0x1f); break;
    case 'R': v = (int32_t)pa_field(w, 11, 15); break;
    case 'U': v = (int32_t)pa_field(w, 6, 15); break;
    case 'B': case 'Q': v = (int32_t)pa_field(w, 6, 10); break;
    case 'i': v = im11(w); break;
    case 'j': case 'J': v = im14(w); break;
    case 'k': put(o, "L%"); v = im21l(w); break;
    case 'l': case '<': v = im16(w); break;
    case 'y': case '>': v = im16a(w); break;
    case '&': v = im16d(w); break;
    case '#': v = im10a_x8(w); break;
    case 'K': case 'd': v = im11a_x4(w); break;
    case 'z': v = disp17(w); break;
    case '$': v = (int32_t)pa_field(w, 20, 28); break;
    case 'A': v = (int32_t)pa_field(w, 6, 18); break;
    case 'D': v = (int32_t)pa_field(w, 6, 31); break;
    case 'O': v = (int32_t)(pa_field(w, 6, 20) << 5 | pa_rt(w)); break;
    case 'o': v = (int32_t)pa_field(w, 6, 20); break;
    case '2': v = (int32_t)(pa_field(w, 6, 22) << 5 | pa_rt(w)); break;
    case '1': v = (int32_t)(pa_field(w, 11, 20) << 5 | pa_rt(w)); break;
    case '0': v = (int32_t)(pa_field(w, 16, 20) << 5 | pa_rt(w)); break;
    default: return 0;
    }
    put_const(o, v);
    return 1;
}

/* Shift amounts, bit positions and field lengths, printed in decimal. */
static int bitfield(struct out *o, uint32_t w, char c)
{
    unsigned v;
    switch (c) {
    case '.': v = pa_field(w, 24, 25); break;
    case '*': v = pa_field(w, 22, 25); break;
    case 'p': v = sa5_rev(w); break;
    case '~': v = sa6_rev(w); break;
    case 'P': v = pos5(w); break;
    case 'q': v = pos6(w); break;
    case 'T': v = len5(w); break;
    case '%': v = len6_var(w); break;
    case '|': v = len6_fixed(w); break;
    default: return 0;
    }
    putf(o, "%u", v);
    return 1;
}

/* Registers, spaces, targets and fixed texts. */
static void simple_operand(struct out *o, uint32_t w, uint64_t pc, char c,
                           const struct symctx *sc, char next)
{
    unsigned sp = pa_field(w, 16, 17);
    switch (c) {
    case 'x': put_gr(o, pa_rx(w)); break;
    case 'a': case 'b': put_gr(o, pa_rb(w)); break;
    case 't': put_gr(o, pa_rt(w)); break;
    case '^': put(o, cr_names[pa_rb(w)]); break;
    case 's': if (sp) putf(o, "sr%u", sp); break;   /* 0: implicit space, not sr0 */
    case 'S': putf(o, "sr%u", assemble_3(w)); break;
    case 'n': put(o, (w & 2) ? ",n " : " "); break;
    case 'N':
        if (w & 0x20)
            put(o, next ? ",n " : ",n");
        else if (next)
            put(o, " ");
        break;
    case 'w': put_addr(o, pc + 8 + (int64_t)disp12(w), sc); break;
    case 'W': put_addr(o, pc + 8 + (int64_t)disp17(w), sc); break;
    case 'X': put_addr(o, pc + 8 + (int64_t)disp22(w), sc); break;
    case 'Z': put(o, "r1"); break;
    case 'Y': put(o, "sr0,r31"); break;
    case '@': put(o, "0"); break;
    case '!': put(o, "sar"); break;
    case 'L': put(o, ",rp"); break;
    case 'v': case 'u': putf(o, ",%u", pa_field(w, 23, 25)); break;
    default: putf(o, "%c", c); break;
    }
}

/* Prints the operand at args[*i] and advances *i past it. */
static void operand(struct out *o, uint32_t w, uint64_t pc, const char *args, size_t *i,
                    const struct symctx *sc)
{
    char c = args[*i];
    if (c == 'c' || c == '?' || c == 'f') {
        char sub = args[++*i];
        char next = sub ? args[*i + 1] : 0;
        if (c == 'c')
            completer(o, w, sub, next);
        else if (c == '?')
            condition(o, w, sub, next);
        else
            fp_operand(o, w, sub);
    } else if (!fp_format(o, w, c, args[*i + 1]) && !immediate(o, w, c) && !bitfield(o, w, c)) {
        simple_operand(o, w, pc, c, sc, args[*i + 1]);
    }
    if (args[*i])
        ++*i;
}

int pa_disasm(uint32_t insn, uint64_t pc, char *buf, size_t len, pa_symfn sym, void *ctx)
{
    struct out o = { buf, len, 0 };
    struct symctx sc = { sym, ctx };
    const struct pa_insn *r = pa_lookup(insn);

    if (!r) {
        putf(&o, "#%8" PRIx32, insn);
    } else {
        put(&o, r->name);
        /* objdump separates mnemonic and operands unless a completer comes first */
        if (!strchr("cfCY?-+nHNZFIuv{", r->args[0]))
            put(&o, " ");
        for (size_t i = 0; r->args[i];)
            operand(&o, insn, pc, r->args, &i, &sc);
    }
    if (len)
        buf[o.pos < len ? o.pos : len - 1] = '\0';
    return (int)o.pos;
}
