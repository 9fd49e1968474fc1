/* Every __atomic_* and __sync_* builtin gcc offers, on 1, 2, 4 and 8-byte objects: each
   result is checked against the plain C computation and printed (the same lines as a
   native build). The hppa64 libgcc implements most of them through the LWS gateway. */
#include <stdint.h>
#include <stdio.h>

static int failures;

static void check(const char *what, int bits, long long got, long long want)
{
    printf("%-28s %2d %lld\n", what, bits, got);
    if (got != want) {
        printf("FAIL %s (%d bits): got %lld, want %lld\n", what, bits, got, want);
        failures++;
    }
}

/* One function per width: T the type, B its bits. Values are chosen with the sign bit
   set so that sign and zero extension both matter. */
#define TEST_WIDTH(T, B)                                                                  \
static void test_##B(void)                                                                \
{                                                                                         \
    static volatile T v;                                                                  \
    T a = (T)-86, b = (T)0x35, e, d, r;                                                   \
    __atomic_store_n(&v, a, __ATOMIC_SEQ_CST);                                            \
    check("atomic_store_n/load_n", B, __atomic_load_n(&v, __ATOMIC_ACQUIRE), a);         \
    __atomic_store(&v, &b, __ATOMIC_RELEASE);                                             \
    __atomic_load(&v, &r, __ATOMIC_RELAXED);                                              \
    check("atomic_store/load", B, r, b);                                                  \
    check("atomic_exchange_n", B, __atomic_exchange_n(&v, a, __ATOMIC_ACQ_REL), b);      \
    check("  value", B, v, a);                                                            \
    d = b;                                                                                \
    __atomic_exchange(&v, &d, &r, __ATOMIC_SEQ_CST);                                      \
    check("atomic_exchange", B, r, a);                                                    \
    check("  value", B, v, b);                                                            \
    e = a;                                                                                \
    check("atomic_cmpxchg_n fails", B, __atomic_compare_exchange_n(&v, &e, a, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST), 0); \
    check("  expected updated", B, e, b);                                                 \
    check("atomic_cmpxchg_n strong", B, __atomic_compare_exchange_n(&v, &e, a, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST), 1); \
    check("  value", B, v, a);                                                            \
    e = a;                                                                                \
    while (!__atomic_compare_exchange_n(&v, &e, b, 1, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) \
        ;                                                                                 \
    check("atomic_cmpxchg_n weak", B, v, b);                                              \
    e = b; d = a;                                                                         \
    check("atomic_cmpxchg generic", B, __atomic_compare_exchange(&v, &e, &d, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED), 1); \
    check("  value", B, v, a);                                                            \
    e = b;                                                                                \
    check("atomic_cmpxchg generic fail", B, __atomic_compare_exchange(&v, &e, &d, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED), 0); \
    check("  expected updated", B, e, a);                                                 \
    v = a; check("atomic_add_fetch", B, __atomic_add_fetch(&v, b, __ATOMIC_SEQ_CST), (T)(a + b)); \
    v = a; check("atomic_sub_fetch", B, __atomic_sub_fetch(&v, b, __ATOMIC_SEQ_CST), (T)(a - b)); \
    v = a; check("atomic_and_fetch", B, __atomic_and_fetch(&v, b, __ATOMIC_SEQ_CST), (T)(a & b)); \
    v = a; check("atomic_xor_fetch", B, __atomic_xor_fetch(&v, b, __ATOMIC_SEQ_CST), (T)(a ^ b)); \
    v = a; check("atomic_or_fetch", B, __atomic_or_fetch(&v, b, __ATOMIC_SEQ_CST), (T)(a | b)); \
    v = a; check("atomic_nand_fetch", B, __atomic_nand_fetch(&v, b, __ATOMIC_SEQ_CST), (T)~(a & b)); \
    v = a; check("atomic_fetch_add", B, __atomic_fetch_add(&v, b, __ATOMIC_SEQ_CST), a); check("  value", B, v, (T)(a + b)); \
    v = a; check("atomic_fetch_sub", B, __atomic_fetch_sub(&v, b, __ATOMIC_SEQ_CST), a); check("  value", B, v, (T)(a - b)); \
    v = a; check("atomic_fetch_and", B, __atomic_fetch_and(&v, b, __ATOMIC_SEQ_CST), a); check("  value", B, v, (T)(a & b)); \
    v = a; check("atomic_fetch_xor", B, __atomic_fetch_xor(&v, b, __ATOMIC_SEQ_CST), a); check("  value", B, v, (T)(a ^ b)); \
    v = a; check("atomic_fetch_or", B, __atomic_fetch_or(&v, b, __ATOMIC_SEQ_CST), a); check("  value", B, v, (T)(a | b)); \
    v = a; check("atomic_fetch_nand", B, __atomic_fetch_nand(&v, b, __ATOMIC_SEQ_CST), a); check("  value", B, v, (T)~(a & b)); \
    check("atomic_always_lock_free", B, __atomic_always_lock_free(sizeof(T), 0), __atomic_always_lock_free(sizeof(T), 0)); \
    v = a; check("sync_fetch_and_add", B, __sync_fetch_and_add(&v, b), a); check("  value", B, v, (T)(a + b)); \
    v = a; check("sync_fetch_and_sub", B, __sync_fetch_and_sub(&v, b), a); check("  value", B, v, (T)(a - b)); \
    v = a; check("sync_fetch_and_or", B, __sync_fetch_and_or(&v, b), a); check("  value", B, v, (T)(a | b)); \
    v = a; check("sync_fetch_and_and", B, __sync_fetch_and_and(&v, b), a); check("  value", B, v, (T)(a & b)); \
    v = a; check("sync_fetch_and_xor", B, __sync_fetch_and_xor(&v, b), a); check("  value", B, v, (T)(a ^ b)); \
    v = a; check("sync_fetch_and_nand", B, __sync_fetch_and_nand(&v, b), a); check("  value", B, v, (T)~(a & b)); \
    v = a; check("sync_add_and_fetch", B, __sync_add_and_fetch(&v, b), (T)(a + b));      \
    v = a; check("sync_sub_and_fetch", B, __sync_sub_and_fetch(&v, b), (T)(a - b));      \
    v = a; check("sync_or_and_fetch", B, __sync_or_and_fetch(&v, b), (T)(a | b));        \
    v = a; check("sync_and_and_fetch", B, __sync_and_and_fetch(&v, b), (T)(a & b));      \
    v = a; check("sync_xor_and_fetch", B, __sync_xor_and_fetch(&v, b), (T)(a ^ b));      \
    v = a; check("sync_nand_and_fetch", B, __sync_nand_and_fetch(&v, b), (T)~(a & b));   \
    v = a; check("sync_bool_cas fails", B, __sync_bool_compare_and_swap(&v, b, b), 0); check("  value", B, v, a); \
    check("sync_bool_cas", B, __sync_bool_compare_and_swap(&v, a, b), 1); check("  value", B, v, b); \
    check("sync_val_cas fails", B, __sync_val_compare_and_swap(&v, a, a), b); check("  value", B, v, b); \
    check("sync_val_cas", B, __sync_val_compare_and_swap(&v, b, a), b); check("  value", B, v, a); \
    check("sync_lock_test_and_set", B, __sync_lock_test_and_set(&v, b), a); check("  value", B, v, b); \
    __sync_lock_release(&v); check("sync_lock_release", B, v, 0);                        \
}

TEST_WIDTH(int8_t, 8)
TEST_WIDTH(int16_t, 16)
TEST_WIDTH(int32_t, 32)
TEST_WIDTH(int64_t, 64)

/* Width-independent ones: flags and fences. */
static void test_flags(void)
{
    static volatile _Bool flag;
    static volatile char cflag;
    check("atomic_test_and_set", 8, __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST), 0);
    check("atomic_test_and_set again", 8, __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST), 1);
    __atomic_clear(&flag, __ATOMIC_RELEASE);
    check("atomic_clear", 8, flag, 0);
    check("atomic_test_and_set char", 8, __atomic_test_and_set(&cflag, __ATOMIC_ACQUIRE), 0);
    check("  value nonzero", 8, cflag != 0, 1);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    __sync_synchronize();
    static long word;
    check("atomic_is_lock_free 8", 64, __atomic_is_lock_free(sizeof word, &word), __atomic_is_lock_free(sizeof word, &word));
}

int main(void)
{
    test_8();
    test_16();
    test_32();
    test_64();
    test_flags();
    printf("%d failures\n", failures);
    return failures != 0;
}
