/* Unit tests of the integer executors: each case decodes one real instruction word
   (assembled with hppa64-linux-gnu-as; the source is beside each word) and checks the
   architectural result, carries, conditions and nullification. */
#include <check.h>
#include <stdlib.h>
#include <sys/mman.h>
#include "../../emu/cpu/exec.h"
#include "../../emu/cpu/run.h"

static struct cpu c;

static void setup(void)
{
    static int mapped;
    if (!mapped) {
        ck_assert_int_eq(mem_init(), 0);
        ck_assert_int_eq(mem_map(0x10000, 0x10000, PROT_READ | PROT_WRITE), 0);
        mapped = 1;
    }
    memset(&c, 0, sizeof c);
    c.iaoq_f = 0x10000;
    c.iaoq_b = 0x10004;
}

/* Executes one instruction word at iaoq_f; returns the new back of the queue. */
static uint64_t run1(uint32_t w)
{
    struct dinsn d;
    decode_insn(&d, w, c.iaoq_f);
    c.next_b = c.iaoq_b + 4;
    if (sigsetjmp(c.fault_jmp, 1)) return ~0ull;
    d.fn(&c, &d);
    return c.next_b;
}

START_TEST(add_carry_64)
{
    c.gr[1] = ~0ull; c.gr[2] = 1;
    run1(0x08410603);                      /* add r1,rp,r3 */
    ck_assert_uint_eq(c.gr[3], 0);
    c.gr[1] = 5; c.gr[2] = 6;
    run1(0x08410723);                      /* add,dc,* r1,rp,r3: carry in from the last add */
    ck_assert_uint_eq(c.gr[3], 12);
    c.gr[1] = 0xffffffffull; c.gr[2] = 1;
    run1(0x08410603);                      /* word carry out of bit 31 */
    c.gr[1] = 1; c.gr[2] = 1;
    run1(0x08410703);                      /* add,c r1,rp,r3 */
    ck_assert_uint_eq(c.gr[3], 3);
}
END_TEST

START_TEST(add_conditions_nullify)
{
    c.gr[1] = ~0ull; c.gr[2] = 1;
    run1(0x08418623);                      /* add,*nuv: carry out, so no nullify */
    ck_assert_int_eq(c.nullify, 0);
    c.gr[1] = 1; c.gr[2] = 1;
    run1(0x08418623);                      /* no unsigned overflow: nullify */
    ck_assert_int_eq(c.nullify, 1);
    c.nullify = 0;
    c.gr[1] = 0x100000000ull; c.gr[2] = 0;
    run1(0x08412603);                      /* add,= is a word condition: low 32 bits zero */
    ck_assert_int_eq(c.nullify, 1);
}
END_TEST

START_TEST(sub_and_borrow)
{
    c.gr[1] = 1; c.gr[2] = 2;
    run1(0x08418423);                      /* sub,*<< : 1 <<u 2 */
    ck_assert_uint_eq(c.gr[3], ~0ull);
    ck_assert_int_eq(c.nullify, 1);
    c.nullify = 0;
    c.gr[1] = 10; c.gr[2] = 3;
    run1(0x08410523);                      /* sub,db: borrow from the previous sub */
    ck_assert_uint_eq(c.gr[3], 6);
}
END_TEST

START_TEST(shift_pair_edges)
{
    c.gr[1] = 0x0123456789abcdefull; c.gr[2] = 0xfedcba9876543210ull;
    run1(0xd0410fe3);                      /* shrpd r1,rp,0,r3 = low word */
    ck_assert_uint_eq(c.gr[3], 0xfedcba9876543210ull);
    run1(0xd0410403);                      /* shrpd r1,rp,63,r3 */
    ck_assert_uint_eq(c.gr[3], (0x0123456789abcdefull << 1) | 1);
    run1(0xd0410ae3);                      /* shrpw r1,rp,8,r3 */
    ck_assert_uint_eq(c.gr[3], 0xef765432ull);
}
END_TEST

START_TEST(extract_deposit_edges)
{
    c.gr[1] = 0x8000000000000001ull;
    run1(0xd8231fe0);                      /* extrd,s r1,63,64,r3: whole register */
    ck_assert_uint_eq(c.gr[3], 0x8000000000000001ull);
    run1(0xd823001f);                      /* extrd,u r1,0,1,r3: the sign bit */
    ck_assert_uint_eq(c.gr[3], 1);
    c.gr[3] = 0x55;
    run1(0xf0611000);                      /* depd,z r1,63,64,r3 */
    ck_assert_uint_eq(c.gr[3], 0x8000000000000001ull);
    run1(0xf47f0bff);                      /* depdi,z -1,0,1,r3 */
    ck_assert_uint_eq(c.gr[3], 0x8000000000000000ull);
    c.gr[1] = 0x80;
    run1(0xd0231ff8);                      /* extrw,s r1,31,8,r3 */
    ck_assert_uint_eq(c.gr[3], ~0ull - 0x7f);
    c.gr[1] = 0x1234;
    run1(0xd4610818);                      /* depw,z r1,31,8,r3 */
    ck_assert_uint_eq(c.gr[3], 0x34);
    c.sar = 55; c.gr[1] = 0xab00;
    run1(0xd0231218);                      /* extrd,u r1,sar,8,r3: field ends at BE bit 55 */
    ck_assert_uint_eq(c.gr[3], 0xab);
}
END_TEST

START_TEST(ldil_sign_extends)
{
    run1(0x20600001);                      /* ldil L%0x80000000,r3 */
    ck_assert_uint_eq(c.gr[3], 0xffffffff80000000ull);
}
END_TEST

START_TEST(cmpb_nullify_forward)
{
    c.iaoq_f = 0x1004c; c.iaoq_b = 0x10050;
    c.gr[1] = (uint64_t)-5; c.gr[2] = 3;
    uint64_t nb = run1(0x9c414072);        /* cmpb,*<,n r1,rp,.+64: taken forward */
    ck_assert_uint_eq(nb, 0x1008c);
    ck_assert_int_eq(c.nullify, 1);
    c.nullify = 0;
    c.gr[1] = 3;
    nb = run1(0x9c414072);                 /* not taken: delay slot runs */
    ck_assert_uint_eq(nb, 0x10054);
    ck_assert_int_eq(c.nullify, 0);
}
END_TEST

START_TEST(addib_backward)
{
    c.iaoq_f = 0x10050; c.iaoq_b = 0x10054;
    c.gr[1] = 2;
    uint64_t nb = run1(0xac3f3f77);        /* addib,<>,n -1,r1,.-64: taken backward */
    ck_assert_uint_eq(c.gr[1], 1);
    ck_assert_uint_eq(nb, 0x10010);
    ck_assert_int_eq(c.nullify, 0);
    nb = run1(0xac3f3f77);                 /* reaches 0: falls through, ,n nullifies */
    ck_assert_uint_eq(c.gr[1], 0);
    ck_assert_int_eq(c.nullify, 1);
}
END_TEST

START_TEST(tsv_traps)
{
    c.gr[1] = 0x7fffffff;
    ck_assert_uint_eq(run1(0xb4230802), ~0ull);   /* addi,tsv 1,r1,r3 overflows a word */
    ck_assert_int_eq(c.fault, FAULT_FPE);
}
END_TEST

START_TEST(unit_sbz)
{
    c.gr[1] = 0x11223344; c.gr[2] = 0x11000000;
    run1(0x08414383);                      /* uxor,sbz: a zero byte in the xor */
    ck_assert_int_eq(c.nullify, 1);
}
END_TEST

START_TEST(multimedia_byteswap_ops)
{
    c.gr[28] = 0x0011223344556677ull;
    run1(0xfb9c691f);                      /* permh,3210 ret0,r31 */
    ck_assert_uint_eq(c.gr[31], 0x6677445522330011ull);
    c.gr[1] = 0x0011223344556677ull;
    run1(0xf8212383);                      /* permh,1032 r1,r3 */
    ck_assert_uint_eq(c.gr[3], 0x2233001166774455ull);
    run1(0xf81f8a13);                      /* hshl r31,8,r19 */
    ck_assert_uint_eq(c.gr[19], 0x7700550033001100ull);
    run1(0xfa60ca14);                      /* hshr,u r19,8,r20 */
    ck_assert_uint_eq(c.gr[20], 0x0077005500330011ull);
    run1(0xfa60ce14);                      /* hshr,s r19,8,r20 */
    ck_assert_uint_eq(c.gr[20], 0x0077005500330011ull);
    c.gr[1] = 0x1111222233334444ull; c.gr[2] = 0xaaaabbbbccccddddull;
    run1(0xf8418403);                      /* mixh,l r1,rp,r3 */
    ck_assert_uint_eq(c.gr[3], 0x1111aaaa3333ccccull);
    run1(0xf8418003);                      /* mixw,l r1,rp,r3 */
    ck_assert_uint_eq(c.gr[3], 0x11112222aaaabbbbull);
    c.gr[1] = 0x7fff000100020003ull; c.gr[2] = 0x0001000100010001ull;
    run1(0x08410343);                      /* hadd,ss saturates */
    ck_assert_uint_eq(c.gr[3], 0x7fff000200030004ull);
    /* negative halfwords shifted left (signed shifts of negatives were UB: check-asan) */
    c.gr[4] = 0x8000ffffc0000001ull; c.gr[5] = 0;
    run1(0x08a40746);                      /* hshladd r4,1,r5,r6 */
    ck_assert_uint_eq(c.gr[6], 0x8000fffe80000002ull);
    run1(0x08a407c6);                      /* hshladd r4,3,r5,r6 */
    ck_assert_uint_eq(c.gr[6], 0x8000fff880000008ull);
}
END_TEST

START_TEST(load_to_r0_is_prefetch)
{
    c.gr[20] = 1;                          /* misaligned, unmapped: no fault */
    ck_assert_uint_ne(run1(0x0e801880), ~0ull);   /* ldw,sl 0(r20),r0 */
    c.gr[21] = 0x7ff00000;                 /* the long-displacement ,mb form too: base moves */
    ck_assert_uint_ne(run1(0x5ea00024), ~0ull);   /* ldw,mb 16(r21),r0 */
    ck_assert_uint_eq(c.gr[21], 0x7ff00010);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("exec");
    TCase *tc = tcase_create("integer");
    tcase_add_checked_fixture(tc, setup, NULL);
    tcase_add_test(tc, add_carry_64);
    tcase_add_test(tc, add_conditions_nullify);
    tcase_add_test(tc, sub_and_borrow);
    tcase_add_test(tc, shift_pair_edges);
    tcase_add_test(tc, extract_deposit_edges);
    tcase_add_test(tc, ldil_sign_extends);
    tcase_add_test(tc, cmpb_nullify_forward);
    tcase_add_test(tc, addib_backward);
    tcase_add_test(tc, tsv_traps);
    tcase_add_test(tc, unit_sbz);
    tcase_add_test(tc, multimedia_byteswap_ops);
    tcase_add_test(tc, load_to_r0_is_prefetch);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
