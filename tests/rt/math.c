/* Floating point through libm and libgcc: elementary functions, rounding, conversions,
   long double (128-bit, software) arithmetic, and strtod/atof parsing. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static volatile double two = 2.0, ten = 10.0;

int main(void)
{
    printf("sqrt %.12f\n", sqrt(two));
    printf("sin %.12f cos %.12f tan %.12f\n", sin(1.0), cos(1.0), tan(0.5));
    printf("exp %.12f log %.12f log10 %.12f\n", exp(1.0), log(ten), log10(12345.0));
    printf("pow %.6f %.6f\n", pow(two, 0.5), pow(ten, 15.0));
    printf("atan2 %.12f hypot %.12f\n", atan2(1.0, -1.0), hypot(3.0, 4.0));
    printf("floor %.1f ceil %.1f round %.1f trunc %.1f\n", floor(-2.5), ceil(-2.5), round(-2.5), trunc(-2.7));
    printf("fmod %.6f remainder %.6f\n", fmod(10.5, 3.0), remainder(10.5, 3.0));
    printf("float %.7f %.7f\n", sqrtf(2.0f), sinf(0.5f));
    printf("isnan %d isinf %d signbit %d\n", isnan(sqrt(-two)) != 0, isinf(1.0 / (two - 2.0)) != 0, signbit(-0.0) != 0);

    long double a = 1.0L / 3.0L, b = a * 3.0L;
    printf("long double %d %.15f\n", b == 1.0L, (double)(a * 3.0L - 1.0L + 0.5L));
    printf("sizeof long double %zu\n", sizeof(long double));

    long long big = 9007199254740993LL;
    printf("conversions %.1f %lld %d %u\n", (double)big, (long long)1e18, (int)-3.99, (unsigned)3.99);
    printf("strtod %.10g atof %.10g\n", strtod("6.02214076e23", NULL), atof("-0.000123"));

    double acc = 0;
    for (int i = 1; i <= 1000; i++)
        acc += 1.0 / ((double)i * i);
    printf("basel sum %.12f\n", acc);
    return 0;
}
