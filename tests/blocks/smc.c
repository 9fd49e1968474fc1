/* smc.c: code that stores into its own block without fic. The words a block's later
   instructions had when the block first ran are what every engine runs (the block
   engines decode the block ahead; the interpreter does too), until fic: then the new
   ones. Before that rule, --interp ran the new word where the block engines ran the
   old one (insn-diff seed 601163 r). The same across a page boundary: a block that runs
   on into the next page runs that page's new words after fic there. Prints
   "smc <results>". */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

struct desc { uint64_t r0, r1, entry, gp; };
typedef long (*fn)(long, long);

int main(void)
{
    static const uint32_t words[] = {
        0x0f3a1290u,    /* stw %r26,8(%r25): the third instruction becomes %r26 */
        0x08000240u,    /* nop */
        0x341c0002u,    /* ldi 1,%r28 */
        0xe840d000u,    /* bve (%r2) */
        0x08000240u,    /* nop */
    };
    uint32_t *code = mmap(0, 4096, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (code == MAP_FAILED) { perror("mmap"); return 1; }
    memcpy(code, words, sizeof words);
    static struct desc d;
    d.entry = (uint64_t)(uintptr_t)code;
    fn f = (fn)(void *)&d;
    __asm__("" : "+r"(f));
    long a = f(0x341c0004, (long)code);     /* stores "ldi 2" over "ldi 1": not yet run */
    long b = f(0x341c0006, (long)code);     /* stores "ldi 3": still the block's old word */
    __asm__ volatile("fic %%r0(%%sr0,%0)\n\tsync" : : "r"(code + 2) : "memory");
    long c = f(0x341c0008, (long)code);     /* after fic: "ldi 3" decoded, then "ldi 4" stored */
    /* Two nops at the end of a page, then ldi 1,%r28; bve (%r2); nop on the next: one
       block. fic on the second page must reach the block that began on the first. */
    uint32_t *two = mmap(0, 8192, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (two == MAP_FAILED) { perror("mmap"); return 1; }
    static const uint32_t across[] = { 0x08000240u, 0x08000240u, 0x341c0002u, 0xe840d000u, 0x08000240u };
    memcpy(two + 1022, across, sizeof across);
    static struct desc d2;
    d2.entry = (uint64_t)(uintptr_t)(two + 1022);
    fn g = (fn)(void *)&d2;
    __asm__("" : "+r"(g));
    long e = g(0, 0);
    two[1024] = 0x341c000au;                /* ldi 5,%r28 */
    __asm__ volatile("fic %%r0(%%sr0,%0)\n\tsync" : : "r"(two + 1024) : "memory");
    long h = g(0, 0);
    printf("smc %ld %ld %ld %ld %ld\n", a, b, c, e, h);
    return 0;
}
