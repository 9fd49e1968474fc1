/* The initial FP status register comes from _FPU_STATUS (runtime supplement §3): this test
   is linked with _FPU_STATUS = 0x400, rounding mode "toward +infinity" (RM field = 2). */
#include <stdint.h>
#include <stdio.h>

static volatile double one = 1.0, tiny = 1e-30;

int main(void)
{
    /* The status register is the high word of fr0; store it to look at the RM field. */
    uint64_t fr0;
    __asm__ volatile("fstd %%fr0,%0" : "=m"(fr0));
    unsigned status = (unsigned)(fr0 >> 32);
    printf("RM field %u\n", (status >> 9) & 3);

    double up = one + tiny, down = one - tiny;
    printf("1 + 1e-30 %s 1\n", up > 1.0 ? ">" : "==");
    printf("1 - 1e-30 %s 1\n", down < 1.0 ? "<" : "==");
    return 0;
}
