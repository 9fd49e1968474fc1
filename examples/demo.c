/* The bundled example: a small CPU-bound program with a known call structure
   (main -> run -> recursive fib; main -> loop), used by `make demo`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static long run(int n) { return fib(n); }

static double loop(int n)
{
    double *a = malloc(sizeof *a * (size_t)n), s = 0;
    for (int i = 0; i < n; i++) a[i] = i * 0.5;
    for (int r = 0; r < 20; r++)
        for (int i = 0; i < n; i++) s += a[i] * a[(i * 7) % n];
    free(a);
    return s;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 24;
    printf("fib(%d) = %ld\n", n, run(n));
    printf("loop = %.1f\n", loop(20000));
    return 0;
}
