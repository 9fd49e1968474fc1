/* A C11 program on <stdatomic.h>: atomic types, the generic functions, flags, fences. */
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>

struct pair { int a, b; };

static atomic_int counter = ATOMIC_VAR_INIT(0);
static _Atomic(long) total;
static _Atomic unsigned char small = 250;
static atomic_flag lock = ATOMIC_FLAG_INIT;
static _Atomic struct pair pr;
static int *_Atomic ptr;

int main(void)
{
    static int cell[3];
    for (int i = 1; i <= 100; i++) {
        atomic_fetch_add(&counter, 1);
        atomic_fetch_add_explicit(&total, -i, memory_order_relaxed);
    }
    for (int i = 0; i < 10; i++) atomic_fetch_add(&small, 1);          /* wraps at 256 */
    int expect = 100;
    bool swapped = atomic_compare_exchange_strong(&counter, &expect, 7);
    bool failed = atomic_compare_exchange_weak(&counter, &expect, 9);   /* expect was 100, counter 7 */
    printf("counter %d swapped %d failed %d expect %d\n", atomic_load(&counter), swapped, !failed, expect);
    printf("total %ld small %u\n", atomic_load_explicit(&total, memory_order_acquire), (unsigned)small);
    int x = atomic_exchange(&counter, -1);
    printf("exchange %d now %d\n", x, atomic_load(&counter));
    int o = atomic_fetch_or(&counter, 0x10), a = atomic_fetch_and(&counter, 0xff);
    int e = atomic_fetch_xor(&counter, 0x0f), s = atomic_fetch_sub(&counter, 1);
    printf("or %d and %d xor %d sub %d -> %d\n", o, a, e, s, atomic_load(&counter));
    int f1 = atomic_flag_test_and_set(&lock), f2 = atomic_flag_test_and_set(&lock);
    atomic_flag_clear(&lock);
    printf("flag %d %d", f1, f2);
    printf(" %d\n", atomic_flag_test_and_set_explicit(&lock, memory_order_acquire));
    struct pair p = { 3, 4 }, q;
    atomic_store(&pr, p);
    q = atomic_load(&pr);
    printf("struct %d %d lock-free int %d\n", q.a, q.b, atomic_is_lock_free(&counter));
    atomic_init(&ptr, &cell[0]);
    int *old = atomic_exchange(&ptr, &cell[2]);
    printf("pointer %d -> %d\n", (int)(old - cell), (int)(atomic_load(&ptr) - cell));
    atomic_thread_fence(memory_order_seq_cst);
    atomic_signal_fence(memory_order_seq_cst);
    return 0;
}
