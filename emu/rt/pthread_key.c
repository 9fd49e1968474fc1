/* Thread-specific data: keys with destructors. A key's generation changes when it is
   deleted, so a value set under an earlier key of the same slot reads as NULL. */
#include <errno.h>
#include "pthread_impl.h"

struct key { int used; unsigned gen; void (*destructor)(void *); };

static struct key keys[PTHREAD_KEYS_MAX];
static pthread_mutex_t keys_lock = PTHREAD_MUTEX_INITIALIZER;

int pthread_key_create(pthread_key_t *key, void (*destructor)(void *))
{
    __pa64_pthread_setup();
    pthread_mutex_lock(&keys_lock);
    for (unsigned k = 0; k < PTHREAD_KEYS_MAX; k++) {
        if (keys[k].used) continue;
        keys[k].used = 1;
        keys[k].gen++;
        keys[k].destructor = destructor;
        pthread_mutex_unlock(&keys_lock);
        *key = k;
        return 0;
    }
    pthread_mutex_unlock(&keys_lock);
    return EAGAIN;
}

int pthread_key_delete(pthread_key_t key)
{
    pthread_mutex_lock(&keys_lock);
    int ok = key < PTHREAD_KEYS_MAX && keys[key].used;
    if (ok) {
        keys[key].used = 0;
        keys[key].gen++;
    }
    pthread_mutex_unlock(&keys_lock);
    return ok ? 0 : EINVAL;
}

void *pthread_getspecific(pthread_key_t key)
{
    struct pthread_tcb *t = __pa64_tcb();
    if (!t || key >= PTHREAD_KEYS_MAX || !keys[key].used || t->specific[key].gen != keys[key].gen)
        return NULL;
    return t->specific[key].value;
}

int pthread_setspecific(pthread_key_t key, const void *value)
{
    __pa64_pthread_setup();
    struct pthread_tcb *t = __pa64_tcb();
    if (key >= PTHREAD_KEYS_MAX || !keys[key].used) return EINVAL;
    t->specific[key].value = (void *)value;
    t->specific[key].gen = keys[key].gen;
    return 0;
}

/* At thread exit: each non-NULL value's destructor, repeated while destructors set
   new values, at most PTHREAD_DESTRUCTOR_ITERATIONS rounds. */
void __pa64_run_key_destructors(struct pthread_tcb *t)
{
    for (int round = 0; round < PTHREAD_DESTRUCTOR_ITERATIONS; round++) {
        int again = 0;
        for (unsigned k = 0; k < PTHREAD_KEYS_MAX; k++) {
            struct pthread_specific *s = &t->specific[k];
            if (!keys[k].used || s->gen != keys[k].gen || !s->value || !keys[k].destructor) continue;
            void *v = s->value;
            s->value = NULL;
            keys[k].destructor(v);
            again = 1;
        }
        if (!again) return;
    }
}
