/* STBY/STDBY with negative displacements (,b and ,e): decoding them shifted a negative
   value left (undefined behaviour UBSan stops on, make check-asan). The bytes stored
   are checked too. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    unsigned char buf[32];
    memset(buf, 0xee, sizeof buf);
    unsigned long v = 0x1122334455667788UL;
    unsigned char *q = buf + 24;                /* every address below stays in buf */
    __asm__ volatile("stby,b %1,-1(%0)" : : "r"(q), "r"(v) : "memory");
    __asm__ volatile("stby,e %1,-6(%0)" : : "r"(q), "r"(v) : "memory");
    __asm__ volatile("stdby,b %1,-9(%0)" : : "r"(q), "r"(v) : "memory");
    __asm__ volatile("stdby,e %1,-14(%0)" : : "r"(q), "r"(v) : "memory");
    for (unsigned i = 0; i < sizeof buf; i++) printf("%02x", buf[i]);
    printf("\n");
    return 0;
}
