/* Process-shared synchronization objects (PTHREAD_PROCESS_SHARED, sem_init's pshared,
   named semaphores) that lie in a MAP_SHARED mapping: another guest process, another
   host process, may use them at the same time. Their words change only through host
   atomics; an owner is named by process and thread; and a waiter polls (POLL_NS) for
   what another process may have done, since no other process's unlock can wake it.
   Objects in private memory stay the scheduler's alone, deterministic as before. */
#include <unistd.h>
#include "threads_impl.h"
#include "mmap.h"
#include "run.h"

#define POLL_NS 1000000

int thr_obj_shared(uint64_t a, int flag) { return flag && mmap_is_shared(a); }

uint32_t thr_owner_id(unsigned tid, int shared)
{
    if (!shared) return tid;
    return ((uint32_t)getpid() & 0xfffffu) << 12 | (tid & 0xfffu);
}

static uint32_t *word_at(uint64_t a, int i) { return (uint32_t *)(mem_base + a + 4 * i); }

int thr_cas32(uint64_t a, int i, uint32_t old, uint32_t new)
{
    uint32_t want = __builtin_bswap32(old);
    return __atomic_compare_exchange_n(word_at(a, i), &want, __builtin_bswap32(new), 0,
                                       __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

void thr_store32(uint64_t a, int i, uint32_t v) { __atomic_store_n(word_at(a, i), __builtin_bswap32(v), __ATOMIC_SEQ_CST); }

uint32_t thr_load32(uint64_t a, int i) { return __builtin_bswap32(__atomic_load_n(word_at(a, i), __ATOMIC_SEQ_CST)); }

/* Adds delta to word i unless the result would pass limit (then 0); 1 when done. */
int thr_add32(uint64_t a, int i, int32_t delta, uint32_t limit)
{
    for (;;) {
        uint32_t v = thr_load32(a, i), n = v + (uint32_t)delta;
        if ((delta < 0 && v < (uint32_t)-delta) || (delta > 0 && (n > limit || n < v))) return 0;
        if (thr_cas32(a, i, v, n)) return 1;
    }
}

void thr_poll_later(struct thread *t)
{
    if (!t->poll_at && !t->deadline) sched.ntimed++;
    t->poll_at = thr_now_ns() + POLL_NS;
}
