/* stdio to stdout and stderr: printf conversions, puts/putchar/fputs, snprintf,
   explicit flushing and unbuffered stderr. */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    char buf[64];

    printf("int %d %i %u %x %X %o\n", -42, 42, 42u, 0xbeefu, 0xbeefu, 8u);
    printf("long %ld %lu %lx\n", LONG_MIN, ULONG_MAX, 0x123456789abcdefUL);
    printf("long long %lld %llu\n", LLONG_MAX, 18446744073709551615ULL);
    printf("size %zu ptrdiff %td intmax %jd\n", sizeof(long double), (ptrdiff_t)-3, (intmax_t)-7);
    printf("width [%5d] [%-5d] [%05d] [%+d] [% d]\n", 42, 42, 42, 42, 42);
    printf("string [%s] [%10s] [%-10s] [%.3s]\n", "pa64", "pa64", "pa64", "pa64");
    printf("char %c%c%c %%\n", 'P', 'A', '!');
    printf("double %f %.2f %e %g %g\n", 3.14159265358979, 2.5, 12345.678, 0.0001, 1e20);
    printf("double %.10f %a\n", 1.0 / 3.0, 1.0);
    printf("special %f %f %f\n", 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0 < 0 ? 1.0 : -0.0);
    printf("star [%*d] [%.*f]\n", 6, 7, 3, 2.0 / 3.0);

    int n = snprintf(buf, sizeof buf, "%s-%d-%.1f", "snprintf", 99, 9.95);
    printf("%s (%d)\n", buf, n);
    /* volatile: the point is the run-time truncation, not gcc's compile-time warning. */
    const char *volatile longer = "truncated output";
    n = snprintf(buf, 8, "%s", longer);
    printf("%s (%d, %zu)\n", buf, n, strlen(buf));

    puts("puts line");
    putchar('c');
    putchar('\n');
    fputs("fputs line\n", stdout);
    fwrite("fwrite line\n", 1, 12, stdout);
    fflush(stdout);

    fprintf(stderr, "to stderr %d\n", 1);
    fputs("stderr fputs\n", stderr);

    /* Long output exercises buffer refills. */
    for (int i = 0; i < 200; i++)
        printf("%03d%c", i, i % 20 == 19 ? '\n' : ' ');
    printf("done\n");
    return 0;
}
