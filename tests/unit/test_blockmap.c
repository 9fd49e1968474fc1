/* Unit tests of the malloc driver's live-block map (src/drivers/blockmap.c): against a
   plain array as the reference, through growth and many interleaved removals (the
   backward-shift deletion must keep every remaining block reachable). */
#include <check.h>
#include <stdlib.h>
#include "../../src/drivers/blockmap.h"

#define N 200000

static uint64_t rnd_state = 88172645463325252ull;
static uint64_t rnd(void)
{
    rnd_state ^= rnd_state << 13;
    rnd_state ^= rnd_state >> 7;
    rnd_state ^= rnd_state << 17;
    return rnd_state;
}

START_TEST(matches_reference)
{
    static uint64_t addr[N], size[N];
    static char live[N];
    for (int i = 0; i < N; i++) {          /* distinct heap-like addresses, 16-aligned */
        addr[i] = 0x100000 + 48 * (uint64_t)i + 16 * (rnd() % 3);
        size[i] = rnd() % 5000;
    }
    for (int round = 0; round < 4; round++) {
        for (int i = 0; i < N; i++)
            if (!live[i] && rnd() % 2) {
                ck_assert_int_eq(blockmap_put(&(struct block){ addr[i], size[i], (struct cct_node *)(uintptr_t)(i + 1) }), 0);
                live[i] = 1;
            }
        for (int i = 0; i < N; i++) {
            if (rnd() % 3) continue;
            struct block b;
            int r = blockmap_take(addr[i], &b);
            ck_assert_int_eq(r, live[i] ? 0 : -1);
            if (!live[i]) continue;
            ck_assert_uint_eq(b.addr, addr[i]);
            ck_assert_uint_eq(b.size, size[i]);
            ck_assert_ptr_eq(b.node, (struct cct_node *)(uintptr_t)(i + 1));
            live[i] = 0;
        }
    }
    for (int i = 0; i < N; i++) {           /* every block left is found exactly once */
        struct block b;
        ck_assert_int_eq(blockmap_take(addr[i], &b), live[i] ? 0 : -1);
        ck_assert_int_eq(blockmap_take(addr[i], &b), -1);
    }
}
END_TEST

START_TEST(replace_and_absent)
{
    struct block b;
    ck_assert_int_eq(blockmap_take(0, &b), -1);
    ck_assert_int_eq(blockmap_take(0x42, &b), -1);
    blockmap_put(&(struct block){ 0x5000, 10, NULL });
    blockmap_put(&(struct block){ 0x5000, 20, NULL });   /* the same address again: replaced */
    ck_assert_int_eq(blockmap_take(0x5000, &b), 0);
    ck_assert_uint_eq(b.size, 20);
    ck_assert_int_eq(blockmap_take(0x5000, &b), -1);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("blockmap");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, replace_and_absent);
    tcase_add_test(tc, matches_reference);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
