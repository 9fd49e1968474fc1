/* How the runtime gives a system call both of the names newlib and programs use. */
#ifndef PA64RT_ALIAS_H
#define PA64RT_ALIAS_H

/* The plain POSIX name is weak so a program may define its own, as on Unix;
   the underscore name (what newlib's reentrancy layer may call) stays strong. */
#define PA64_WEAK_ALIAS(name, target) \
    __typeof__(target) name __attribute__((weak, alias(#target)))

/* For a POSIX function defined under its plain name only: weak, for the same reason. */
#define PA64_WEAK __attribute__((weak))

#endif
