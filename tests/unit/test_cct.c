/* Unit tests of the calling context tree and its allocator: path insertion and sharing,
   red-black invariants under many children, traversal order and numbering. */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "../../src/cct/cct.h"
#include "../../src/mem/csmem.h"
#include "../../src/core/metrics.h"

static struct cct t;

static void setup(void)
{
    static int inited;
    if (!inited) { ck_assert_int_eq(csmem_init(&csmem_default, 1 << 16, 1 << 16), 0); inited = 1; }
    ck_assert_int_eq(cct_init(&t, 2), 0);
}

/* Black height of the subtree, or -1 if a red-black property is violated. */
static int rb_check(const struct cct_node *n, uint64_t lo, uint64_t hi)
{
    if (!n) return 1;
    if (n->ip < lo || n->ip > hi) return -1;
    if (n->rb_red && ((n->rb_left && n->rb_left->rb_red) || (n->rb_right && n->rb_right->rb_red))) return -1;
    int l = rb_check(n->rb_left, lo, n->ip ? n->ip - 1 : 0), r = rb_check(n->rb_right, n->ip + 1, hi);
    if (l < 0 || r < 0 || l != r) return -1;
    return l + !n->rb_red;
}

START_TEST(paths_share_prefixes)
{
    struct cct_frame a[3] = { { 0x100, 1 }, { 0x200, 2 }, { 0x300, 3 } };
    struct cct_frame b[3] = { { 0x100, 1 }, { 0x200, 2 }, { 0x310, 3 } };
    struct cct_node *la = cct_insert_path(&t, NULL, a, 3, 0, 5);
    struct cct_node *lb = cct_insert_path(&t, NULL, b, 3, 1, 7);
    cct_insert_path(&t, NULL, a, 3, 0, 1);
    ck_assert_uint_eq(t.num_nodes, 5);             /* root, 0x100, 0x200, 0x300, 0x310 */
    ck_assert_ptr_eq(la->parent, lb->parent);
    ck_assert_uint_eq(la->metrics[0], 6);
    ck_assert_uint_eq(lb->metrics[1], 7);
    ck_assert_uint_eq(la->metrics[1], 0);
}
END_TEST

START_TEST(insert_from_cached_node)
{
    struct cct_frame a[2] = { { 0x100, 1 }, { 0x200, 2 } }, c[1] = { { 0x400, 4 } };
    struct cct_node *l = cct_insert_path(&t, NULL, a, 2, 0, 1);
    struct cct_node *m = cct_insert_path(&t, l, c, 1, 0, 1);
    ck_assert_ptr_eq(m->parent, l);
    ck_assert_uint_eq(m->ip, 0x400);
}
END_TEST

START_TEST(many_children_stay_balanced)
{
    /* ascending, descending and scrambled insertion orders all keep RB invariants */
    for (uint64_t i = 0; i < 3000; i++) {
        uint64_t ip = (i * 2654435761u) % 100003;
        cct_child(&t, t.root, ip, 0);
    }
    ck_assert_int_gt(rb_check(t.root->children, 0, UINT64_MAX), 0);
    for (uint64_t i = 0; i < 3000; i++)
        ck_assert_ptr_nonnull(cct_find_child(t.root, (i * 2654435761u) % 100003));
    ck_assert_ptr_null(cct_find_child(t.root, 100004));
    int n = 0;
    for (struct cct_node *c = t.root->first_child; c; c = c->next_sibling) n++;
    ck_assert_int_eq(n, (int)t.num_nodes - 1);
}
END_TEST

static void collect(const struct cct_node *n, void *arg)
{
    uint64_t **p = arg;
    *(*p)++ = n->ip;
}

START_TEST(preorder_numbering)
{
    struct cct_frame a[2] = { { 1, 0 }, { 2, 0 } }, b[1] = { { 3, 0 } };
    cct_insert_path(&t, NULL, a, 2, 0, 1);
    cct_insert_path(&t, NULL, b, 1, 0, 1);
    cct_number(&t);
    uint64_t ips[8], *p = ips;
    cct_walk(&t, collect, &p);
    ck_assert_int_eq((int)(p - ips), 4);
    ck_assert_uint_eq(ips[0], 0); ck_assert_uint_eq(ips[1], 1);
    ck_assert_uint_eq(ips[2], 2); ck_assert_uint_eq(ips[3], 3);
    ck_assert_uint_eq(t.root->id, 0);
    ck_assert_uint_eq(t.root->first_child->first_child->id, 2);
}
END_TEST

START_TEST(allocator_bump_and_temp)
{
    struct csmem_pool p;
    ck_assert_int_eq(csmem_init(&p, 4096, 4096), 0);
    char *a = csmem_alloc(&p, 10), *b = csmem_alloc(&p, 10);
    ck_assert_int_eq((int)(b - a), 16);            /* 16-byte granularity */
    char *big = csmem_alloc(&p, 100000);           /* beyond the chunk: a new, larger chunk */
    ck_assert_ptr_nonnull(big);
    big[99999] = 1;
    ck_assert_uint_ge(p.next_chunk, 200000);
    void *t1 = csmem_talloc(&p, 100), *t2 = csmem_talloc(&p, 100);
    csmem_tfree(&p, t2);
    ck_assert_ptr_eq(csmem_talloc(&p, 50), t2);
    csmem_tfree(&p, t1);
    ck_assert_ptr_null(csmem_talloc(&p, 8192));    /* temp region is bounded */
}
END_TEST

START_TEST(metrics_frozen_after_first_sample)
{
    const char *why = NULL;
    int a = csprof_new_metric(&why);
    ck_assert_int_ge(a, 0);
    ck_assert_int_eq(csprof_set_metric_info_and_period(a, "insn", "instructions", 1, 1000), 0);
    ck_assert_str_eq(csprof_metric(a)->name, "insn");
    ck_assert_int_ne(csprof_set_metric_info_and_period(a + 1, "x", "y", 0, 1), 0);  /* undeclared id */
    csprof_metrics_freeze();                       /* what the first sample does */
    ck_assert_int_eq(csprof_new_metric(&why), -1);
    ck_assert_ptr_nonnull(why);
    ck_assert_ptr_nonnull(strstr(why, "after samples"));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cct");
    TCase *tc = tcase_create("cct");
    tcase_add_checked_fixture(tc, setup, NULL);
    tcase_add_test(tc, paths_share_prefixes);
    tcase_add_test(tc, insert_from_cached_node);
    tcase_add_test(tc, many_children_stay_balanced);
    tcase_add_test(tc, preorder_numbering);
    tcase_add_test(tc, allocator_bump_and_temp);
    tcase_add_test(tc, metrics_frozen_after_first_sample);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
