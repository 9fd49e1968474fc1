/* C11 <stdatomic.h> for PA-64 guests on gcc's _Atomic types and __atomic builtins
   (newlib's version reaches the value through the struct its sys/cdefs.h makes of
   _Atomic(T), which the wrapper there removes). Operations gcc does not inline go to
   libgcc's helpers, which use the LWS gateway (docs/guest-abi.md). */
#ifndef _PA64_STDATOMIC_H
#define _PA64_STDATOMIC_H
#pragma GCC system_header

#include <stddef.h>
#include <stdint.h>

typedef enum memory_order {
    memory_order_relaxed = __ATOMIC_RELAXED,
    memory_order_consume = __ATOMIC_CONSUME,
    memory_order_acquire = __ATOMIC_ACQUIRE,
    memory_order_release = __ATOMIC_RELEASE,
    memory_order_acq_rel = __ATOMIC_ACQ_REL,
    memory_order_seq_cst = __ATOMIC_SEQ_CST
} memory_order;

#define ATOMIC_BOOL_LOCK_FREE     __GCC_ATOMIC_BOOL_LOCK_FREE
#define ATOMIC_CHAR_LOCK_FREE     __GCC_ATOMIC_CHAR_LOCK_FREE
#define ATOMIC_CHAR16_T_LOCK_FREE __GCC_ATOMIC_CHAR16_T_LOCK_FREE
#define ATOMIC_CHAR32_T_LOCK_FREE __GCC_ATOMIC_CHAR32_T_LOCK_FREE
#define ATOMIC_WCHAR_T_LOCK_FREE  __GCC_ATOMIC_WCHAR_T_LOCK_FREE
#define ATOMIC_SHORT_LOCK_FREE    __GCC_ATOMIC_SHORT_LOCK_FREE
#define ATOMIC_INT_LOCK_FREE      __GCC_ATOMIC_INT_LOCK_FREE
#define ATOMIC_LONG_LOCK_FREE     __GCC_ATOMIC_LONG_LOCK_FREE
#define ATOMIC_LLONG_LOCK_FREE    __GCC_ATOMIC_LLONG_LOCK_FREE
#define ATOMIC_POINTER_LOCK_FREE  __GCC_ATOMIC_POINTER_LOCK_FREE

typedef _Atomic _Bool atomic_bool;
typedef _Atomic char atomic_char;
typedef _Atomic signed char atomic_schar;
typedef _Atomic unsigned char atomic_uchar;
typedef _Atomic short atomic_short;
typedef _Atomic unsigned short atomic_ushort;
typedef _Atomic int atomic_int;
typedef _Atomic unsigned int atomic_uint;
typedef _Atomic long atomic_long;
typedef _Atomic unsigned long atomic_ulong;
typedef _Atomic long long atomic_llong;
typedef _Atomic unsigned long long atomic_ullong;
typedef _Atomic __CHAR16_TYPE__ atomic_char16_t;
typedef _Atomic __CHAR32_TYPE__ atomic_char32_t;
typedef _Atomic __WCHAR_TYPE__ atomic_wchar_t;
typedef _Atomic int_least8_t atomic_int_least8_t;
typedef _Atomic uint_least8_t atomic_uint_least8_t;
typedef _Atomic int_least16_t atomic_int_least16_t;
typedef _Atomic uint_least16_t atomic_uint_least16_t;
typedef _Atomic int_least32_t atomic_int_least32_t;
typedef _Atomic uint_least32_t atomic_uint_least32_t;
typedef _Atomic int_least64_t atomic_int_least64_t;
typedef _Atomic uint_least64_t atomic_uint_least64_t;
typedef _Atomic int_fast8_t atomic_int_fast8_t;
typedef _Atomic uint_fast8_t atomic_uint_fast8_t;
typedef _Atomic int_fast16_t atomic_int_fast16_t;
typedef _Atomic uint_fast16_t atomic_uint_fast16_t;
typedef _Atomic int_fast32_t atomic_int_fast32_t;
typedef _Atomic uint_fast32_t atomic_uint_fast32_t;
typedef _Atomic int_fast64_t atomic_int_fast64_t;
typedef _Atomic uint_fast64_t atomic_uint_fast64_t;
typedef _Atomic intptr_t atomic_intptr_t;
typedef _Atomic uintptr_t atomic_uintptr_t;
typedef _Atomic size_t atomic_size_t;
typedef _Atomic ptrdiff_t atomic_ptrdiff_t;
typedef _Atomic intmax_t atomic_intmax_t;
typedef _Atomic uintmax_t atomic_uintmax_t;

#define ATOMIC_VAR_INIT(value) (value)
#define atomic_init(obj, value) atomic_store_explicit(obj, value, memory_order_relaxed)
#define kill_dependency(y) (y)

#define atomic_thread_fence(order) __atomic_thread_fence(order)
#define atomic_signal_fence(order) __atomic_signal_fence(order)
#define atomic_is_lock_free(obj) __atomic_is_lock_free(sizeof *(obj), (obj))

/* The generic functions: the object's unqualified type is that of a comma expression. */
#define atomic_store_explicit(obj, desired, order) \
    __extension__({ __auto_type __pa64_p = (obj); \
                    __typeof__((void)0, *__pa64_p) __pa64_v = (desired); \
                    __atomic_store(__pa64_p, &__pa64_v, (order)); })
#define atomic_store(obj, desired) atomic_store_explicit(obj, desired, memory_order_seq_cst)

#define atomic_load_explicit(obj, order) \
    __extension__({ __auto_type __pa64_p = (obj); \
                    __typeof__((void)0, *__pa64_p) __pa64_r; \
                    __atomic_load(__pa64_p, &__pa64_r, (order)); __pa64_r; })
#define atomic_load(obj) atomic_load_explicit(obj, memory_order_seq_cst)

#define atomic_exchange_explicit(obj, desired, order) \
    __extension__({ __auto_type __pa64_p = (obj); \
                    __typeof__((void)0, *__pa64_p) __pa64_v = (desired), __pa64_r; \
                    __atomic_exchange(__pa64_p, &__pa64_v, &__pa64_r, (order)); __pa64_r; })
#define atomic_exchange(obj, desired) atomic_exchange_explicit(obj, desired, memory_order_seq_cst)

#define atomic_compare_exchange_strong_explicit(obj, expected, desired, succ, fail) \
    __extension__({ __auto_type __pa64_p = (obj); \
                    __typeof__((void)0, *__pa64_p) __pa64_v = (desired); \
                    __atomic_compare_exchange(__pa64_p, (expected), &__pa64_v, 0, (succ), (fail)); })
#define atomic_compare_exchange_weak_explicit(obj, expected, desired, succ, fail) \
    __extension__({ __auto_type __pa64_p = (obj); \
                    __typeof__((void)0, *__pa64_p) __pa64_v = (desired); \
                    __atomic_compare_exchange(__pa64_p, (expected), &__pa64_v, 1, (succ), (fail)); })
#define atomic_compare_exchange_strong(obj, expected, desired) \
    atomic_compare_exchange_strong_explicit(obj, expected, desired, memory_order_seq_cst, memory_order_seq_cst)
#define atomic_compare_exchange_weak(obj, expected, desired) \
    atomic_compare_exchange_weak_explicit(obj, expected, desired, memory_order_seq_cst, memory_order_seq_cst)

#define atomic_fetch_add_explicit(obj, arg, order) __atomic_fetch_add((obj), (arg), (order))
#define atomic_fetch_sub_explicit(obj, arg, order) __atomic_fetch_sub((obj), (arg), (order))
#define atomic_fetch_or_explicit(obj, arg, order) __atomic_fetch_or((obj), (arg), (order))
#define atomic_fetch_xor_explicit(obj, arg, order) __atomic_fetch_xor((obj), (arg), (order))
#define atomic_fetch_and_explicit(obj, arg, order) __atomic_fetch_and((obj), (arg), (order))
#define atomic_fetch_add(obj, arg) atomic_fetch_add_explicit(obj, arg, memory_order_seq_cst)
#define atomic_fetch_sub(obj, arg) atomic_fetch_sub_explicit(obj, arg, memory_order_seq_cst)
#define atomic_fetch_or(obj, arg) atomic_fetch_or_explicit(obj, arg, memory_order_seq_cst)
#define atomic_fetch_xor(obj, arg) atomic_fetch_xor_explicit(obj, arg, memory_order_seq_cst)
#define atomic_fetch_and(obj, arg) atomic_fetch_and_explicit(obj, arg, memory_order_seq_cst)

typedef struct atomic_flag { _Bool __pa64_set; } atomic_flag;
#define ATOMIC_FLAG_INIT { 0 }
#define atomic_flag_test_and_set_explicit(obj, order) __atomic_test_and_set((void *)(obj), (order))
#define atomic_flag_test_and_set(obj) atomic_flag_test_and_set_explicit(obj, memory_order_seq_cst)
#define atomic_flag_clear_explicit(obj, order) __atomic_clear((_Bool *)(obj), (order))
#define atomic_flag_clear(obj) atomic_flag_clear_explicit(obj, memory_order_seq_cst)

#endif
