/* Variadic functions: the callee stores its register arguments into the caller's
   frame (the argument area below SP), va_list forwarding, many arguments. */
#include <stdarg.h>
#include <stdio.h>

static long vsum(int n, va_list ap)
{
    long s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, long);
    return s;
}

static long sum(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    long s = vsum(n, ap);
    va_end(ap);
    return s;
}

static double mixed(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    double d = 0;
    for (int i = 0; i < n; i++) d += i % 2 ? va_arg(ap, double) : (double)va_arg(ap, int);
    va_end(ap);
    return d;
}

int main(void)
{
    char buf[128];
    snprintf(buf, sizeof buf, "%d-%s-%ld-%.2f", 7, "x", sum(10, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L),
             mixed(6, 1, 2.5, 3, 4.5, 5, 6.5));
    printf("%s\n", buf);
    return 0;
}
