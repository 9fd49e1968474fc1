/* Check unit tests of the shared decode layer: emu/cpu/bits.h field helpers, the pa_insns
   table and pa_lookup, and pa_disasm on words whose objdump text is known. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "../../emu/cpu/bits.h"
#include "../../emu/cpu/dis.h"
#include "../../emu/cpu/insns.h"

/* ---- bits.h ---- */

START_TEST(test_low_sign_ext)
{
    ck_assert_int_eq(low_sign_ext(0x00, 5), 0);
    ck_assert_int_eq(low_sign_ext(0x01, 5), -16);      /* sign bit only: most negative */
    ck_assert_int_eq(low_sign_ext(0x1f, 5), -1);
    ck_assert_int_eq(low_sign_ext(0x1e, 5), 15);       /* most positive */
    ck_assert_int_eq(low_sign_ext(0x3fff, 14), -1);
    ck_assert_int_eq(low_sign_ext(0x0001, 14), -8192);
    ck_assert_int_eq(low_sign_ext(0x3ffe, 14), 8191);
    ck_assert_int_eq(low_sign_ext(0x7ff, 11), -1);
    ck_assert_int_eq(low_sign_ext(0xffffffe1, 5), -16);   /* bits above len ignored */
}
END_TEST

START_TEST(test_sign_ext)
{
    ck_assert_int_eq(sign_ext(0x800, 12), -2048);
    ck_assert_int_eq(sign_ext(0x7ff, 12), 2047);
    ck_assert_int_eq(sign_ext(0xfff, 12), -1);
    ck_assert_int_eq(sign_ext(0x1fffff, 21), -1);
    ck_assert_int_eq(sign_ext(0xfffff000, 12), 0);      /* bits above len ignored */
    ck_assert_int_eq(sign_ext(0x80000000u, 32), INT32_MIN);
}
END_TEST

START_TEST(test_fields)
{
    ck_assert_uint_eq(pa_field(0x80000000u, 0, 0), 1);   /* HP bit 0 is the MSB */
    ck_assert_uint_eq(pa_field(0x00000001u, 31, 31), 1);
    ck_assert_uint_eq(pa_major(0xe800a028u), 0x3a);
    /* std rp,-10(sp): 0x0fc212c1 */
    ck_assert_uint_eq(pa_rb(0x0fc212c1u), 30);
    ck_assert_uint_eq(pa_rx(0x0fc212c1u), 2);
    ck_assert_uint_eq(assemble_3(0x0000c000u), 3);      /* s{0..1} = bits 16..17 */
    ck_assert_uint_eq(assemble_3(0x00006000u), 5);      /* s{2} = bit 18 */
    ck_assert_uint_eq(pa_cond4(0x0800f000u), 15);       /* c=7, f=1 */
    ck_assert_uint_eq(pa_ldst_compl(0x00002020u), 3);   /* a/m bit 18, u bit 26 */
}
END_TEST

START_TEST(test_immediates)
{
    ck_assert_int_eq(im16(0x37de0300u), 0x180);       /* ldo 180(sp),sp */
    ck_assert_int_eq(im16(0x35bc3fffu), -1);          /* ldo -1(r13),ret0 */
    ck_assert_int_eq(im16(0x37dd3fa1u), -0x30);       /* ldo -30(sp),ret1 */
    ck_assert_int_eq(im16(0x48644020u), 0x2010);      /* ldw 2010(r3),r4: s bits extend */
    ck_assert_int_eq(im16d(0x73cd3e61u), -0xd0);      /* std r13,-d0(sp) */
    ck_assert_int_eq(im16d(0x53c43f0du), -0x80);      /* ldd,mb -80(sp),r4 */
    ck_assert_int_eq(im16a(0x5c003ffdu), -4);         /* ldw,ma -4(r0),r0 */
    ck_assert_int_eq(im21l(0x20226246u), 0x12345000); /* ldil L%12345000,r1 */
    ck_assert_int_eq(im21l(0x2b7fefffu), -0x1000);    /* addil L%-1000,dp,r1 */
    ck_assert_int_eq(im21l(0x20000001u), INT32_MIN);  /* sign alone */
    ck_assert_int_eq(im14(0x34000001u), -8192);
    ck_assert_int_eq(im11(0x940007feu), 0x3ff);       /* subi 3ff,... */
    ck_assert_int_eq(im5_at15(0xf47f0000u), -1);      /* depdi,z,* -1,... */
    ck_assert_int_eq(im5_at31(0x0c0012c1u), -16);
    ck_assert_int_eq(im11a_x4(0x5c000000u | 0xfffeu | 1u), -4);
    ck_assert_int_eq(im10a_x8(0x50000000u | 0xffe0u | 1u), -8 * 2);
}
END_TEST

START_TEST(test_displacements)
{
    ck_assert_int_eq(disp22(0xe800a028u), 0x14);      /* b,l at 102ac to 102c8 */
    ck_assert_int_eq(disp22(0xe800a010u), 8);
    ck_assert_int_eq(disp12(0x8f424628u), 0x314);     /* cmpib at 0x48 to 0x364 */
    ck_assert_int_eq(disp12(0x80412000u), 0);
    ck_assert_int_eq(disp12(0xa4bfbfe5u), -0x10);     /* addib,*= -1,r5 back 8 from 0x34+8 */
    ck_assert_int_eq(disp12(0x80000001u), -8192);     /* sign alone: -2^11 words */
    ck_assert_int_eq(disp17(0xe8000001u), -262144);   /* -2^16 words */
    ck_assert_int_eq(disp22(0xe8000001u), -8388608);  /* -2^21 words */
}
END_TEST

START_TEST(test_shift_fields)
{
    ck_assert_uint_eq(pos6(0xdb4d0fe0u), 63);         /* extrd,s,* r26,63,32,r13 */
    ck_assert_uint_eq(len6_fixed(0xdb4d0fe0u), 32);
    ck_assert_uint_eq(sa6_rev(0xf47f0000u), 63);      /* depdi,z,* -1,63,32,r3 */
    ck_assert_uint_eq(len6_fixed(0xf47f0000u), 32);
    ck_assert_uint_eq(sa5_rev(0xd7801c1fu), 31);      /* depwi 0,31,1,ret0 */
    ck_assert_uint_eq(len5(0xd7801c1fu), 1);
    ck_assert_uint_eq(len5(0xd7801c00u), 32);
    ck_assert_uint_eq(len6_var(0xd0001300u), 64);     /* extrd,u,* r0,sar,64,r0 */
    ck_assert_uint_eq(len6_var(0xd000121fu), 1);      /* extrd,u,* r0,sar,1,r0 */
    ck_assert_uint_eq(pos5(0xd0001800u | 5u << 5), 5);
}
END_TEST

/* ---- table and lookup ---- */

START_TEST(test_table_invariants)
{
    ck_assert_uint_gt(pa_ninsns, 300);
    for (size_t i = 0; i < pa_ninsns; i++) {
        const struct pa_insn *r = &pa_insns[i];
        ck_assert_msg((r->match & ~r->mask) == 0, "row %zu %s: match outside mask", i, r->name);
        ck_assert_msg((r->mask >> 26) == 0x3f, "row %zu %s: major not fixed", i, r->name);
        ck_assert_msg(r->xop > XOP_ILL && r->xop < XOP_COUNT, "row %zu: bad xop", i);
        if (i > 0)
            ck_assert_msg(pa_insns[i - 1].match >> 26 <= r->match >> 26, "row %zu unsorted", i);
        ck_assert_ptr_eq(pa_lookup(r->match), pa_lookup(r->match));
    }
}
END_TEST

static void expect(uint32_t w, const char *name, enum xop x)
{
    const struct pa_insn *r = pa_lookup(w);
    ck_assert_msg(r != NULL, "%08x: no row", w);
    ck_assert_str_eq(r->name, name);
    ck_assert_msg(r->xop == x, "%08x %s: xop %s, want %s", w, name, pa_xop_name(r->xop),
                  pa_xop_name(x));
    ck_assert_int_eq(pa_xop(w), x);
}

START_TEST(test_lookup_known)
{
    expect(0x08000240u, "nop", XOP_LOGICAL);
    expect(0x08030241u, "copy", XOP_LOGICAL);
    expect(0x08410a83u, "shladd", XOP_ARITH);
    expect(0x08410983u, "uaddcm", XOP_ARITH);
    expect(0x08410343u, "hadd", XOP_MM);
    expect(0x0fc212c1u, "std", XOP_STORE);
    expect(0x0f4011dcu, "ldcw", XOP_LOAD);
    expect(0x0cc53308u, "stby", XOP_STORE);
    expect(0x37de0300u, "ldo", XOP_LDO);
    expect(0x34120000u, "ldi", XOP_LDO);
    expect(0x20226246u, "ldil", XOP_LDIL);
    expect(0x2b7fefffu, "addil", XOP_ADDIL);
    expect(0x48644020u, "ldw", XOP_LOAD_LONG);
    expect(0x53c43f0du, "ldd", XOP_LOAD_LONG);
    expect(0x73cd3e61u, "std", XOP_STORE_LONG);
    expect(0x2c30122cu, "fstd", XOP_FPU);
    expect(0x27d91044u, "fldw", XOP_FPU);
    expect(0x30804805u, "fcpy", XOP_FPU);
    expect(0x38855706u, "xmpyu", XOP_FPU);
    expect(0xb8852c07u, "fmpyfadd", XOP_FPU);
    expect(0x8f424628u, "cmpib", XOP_CMPIB);
    expect(0x80412000u, "cmpb", XOP_CMPB);
    expect(0x90c0300au, "cmpiclr", XOP_CMPICLR);
    expect(0x94e807feu, "subi", XOP_SUBI);
    expect(0xb4220818u, "addi", XOP_ADDI);
    expect(0xa4bfbfe5u, "addib", XOP_ADDIB);
    expect(0xc883a010u, "movb", XOP_MOVB);
    expect(0xc4a66000u, "bb", XOP_BB);
    expect(0xdb4d0fe0u, "extrd", XOP_SHIFT_D);
    expect(0xd7801c1fu, "depwi", XOP_DEP_W);
    expect(0xf47f0000u, "depdi", XOP_DEP_D);
    expect(0xe800a028u, "b", XOP_BRANCH);
    expect(0xe840d000u, "bve", XOP_BRANCH);
    expect(0xe4402020u, "be", XOP_BE);
    expect(0xf8216902u, "permh", XOP_MM);
    expect(0x000014b9u, "mfia", XOP_SYS);
    expect(0x01611840u, "mtsar", XOP_SYS);
    expect(0x00000000u, "break", XOP_SYS);
    expect(0x10000000u, "spop0", XOP_SPOP);
    expect(0x14000000u, "diag", XOP_DIAG);
}
END_TEST

START_TEST(test_lookup_illegal)
{
    static const uint32_t unused_majors[] = { 0x07, 0x15, 0x1d, 0x37, 0x3f };
    for (size_t i = 0; i < sizeof unused_majors / sizeof unused_majors[0]; i++) {
        uint32_t w = unused_majors[i] << 26 | 0x12345u;
        ck_assert_ptr_null(pa_lookup(w));
        ck_assert_int_eq(pa_xop(w), XOP_ILL);
    }
    ck_assert_str_eq(pa_xop_name(XOP_FPU), "FPU");
}
END_TEST

/* ---- pa_disasm ---- */

static const char *fib_sym(uint64_t addr, uint64_t *value, void *ctx)
{
    (void)ctx;
    *value = addr >= 0x102c8 ? 0x102c8 : 0;
    return addr >= 0x102c8 ? "fib" : "main";
}

static void expect_text(uint32_t w, uint64_t pc, pa_symfn sym, const char *want)
{
    char buf[128];
    int n = pa_disasm(w, pc, buf, sizeof buf, sym, NULL);
    ck_assert_str_eq(buf, want);
    ck_assert_int_eq(n, (int)strlen(want));
}

START_TEST(test_disasm_text)
{
    expect_text(0x0fc212c1u, 0, NULL, "std rp,-10(sp)");
    expect_text(0x53c43f0du, 0, NULL, "ldd,mb -80(sp),r4");
    expect_text(0xdb4d0fe0u, 0, NULL, "extrd,s,* r26,63,32,r13");
    expect_text(0x20226246u, 0, NULL, "ldil L%12345000,r1");
    expect_text(0x2b7fefffu, 0, NULL, "addil L%-1000,dp,r1");
    expect_text(0x30002421u, 0, NULL, "ftest ,acc ");             /* objdump's spacing */
    expect_text(0x38855706u, 0, NULL, "xmpyu fr4,fr5R,fr6");
    expect_text(0x08000240u, 0, NULL, "nop");
    expect_text(0x08018240u, 0, NULL, "or(null) r1,r0,r0");   /* reserved condition */
    expect_text(0xe4402020u, 0, NULL, "be,l 10(sr4,rp),sr0,r31");
    expect_text(0xd000121fu, 0, NULL, "extrd,u,* r0,sar,1,r0");
    expect_text(0x1c000000u, 0, NULL, "#1c000000");
    expect_text(0xe800a010u, 0, NULL, "b,l 0x10,rp");
    expect_text(0xe800a028u, 0x102ac, fib_sym, "b,l 102c8 <fib>,rp");
    expect_text(0x8f424628u, 0x10310, fib_sym, "cmpib,>= 1,r26,1062c <fib+0x364>");
}
END_TEST

static const char *after_sym(uint64_t addr, uint64_t *value, void *ctx)
{
    (void)ctx;
    *value = addr + 8;
    return "next";
}

START_TEST(test_disasm_edges)
{
    char small[6];
    expect_text(0x80412000u, 4, after_sym, "cmpb,= r1,rp,c <next-0x8>");
    /* a short buffer is truncated but terminated; the full length is returned */
    ck_assert_int_eq(pa_disasm(0x0fc212c1u, 0, small, sizeof small, NULL, NULL), 14);
    ck_assert_str_eq(small, "std r");
    ck_assert_int_eq(pa_disasm(0x0fc212c1u, 0, NULL, 0, NULL, NULL), 14);
}
END_TEST

static Suite *decode_suite(void)
{
    Suite *s = suite_create("decode");
    TCase *bits = tcase_create("bits");
    TCase *table = tcase_create("table");
    TCase *dis = tcase_create("disasm");
    tcase_add_test(bits, test_low_sign_ext);
    tcase_add_test(bits, test_sign_ext);
    tcase_add_test(bits, test_fields);
    tcase_add_test(bits, test_immediates);
    tcase_add_test(bits, test_displacements);
    tcase_add_test(bits, test_shift_fields);
    tcase_add_test(table, test_table_invariants);
    tcase_add_test(table, test_lookup_known);
    tcase_add_test(table, test_lookup_illegal);
    tcase_add_test(dis, test_disasm_text);
    tcase_add_test(dis, test_disasm_edges);
    suite_add_tcase(s, bits);
    suite_add_tcase(s, table);
    suite_add_tcase(s, dis);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(decode_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
