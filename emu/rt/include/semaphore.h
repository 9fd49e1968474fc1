/* POSIX semaphores for PA-64 guest programs (emu/rt/semaphore.c); named ones are the
   process's own (there is no other process to share them with). */
#ifndef _SEMAPHORE_H
#define _SEMAPHORE_H
#include <time.h>

#ifdef __cplusplus
extern "C" {
#endif

/* value, pshared, -, state: the emulator's scheduler works on it in place */
typedef struct { unsigned int __value, __pshared, __pad, __state; } sem_t;

#define SEM_FAILED ((sem_t *)0)
#define SEM_VALUE_MAX 0x7fffffff

int sem_init(sem_t *s, int pshared, unsigned value);
int sem_destroy(sem_t *s);
int sem_wait(sem_t *s);
int sem_trywait(sem_t *s);
int sem_timedwait(sem_t *s, const struct timespec *abstime);
int sem_post(sem_t *s);
int sem_getvalue(sem_t *s, int *value);
sem_t *sem_open(const char *name, int oflag, ...);
int sem_close(sem_t *s);
int sem_unlink(const char *name);

#ifdef __cplusplus
}
#endif
#endif
