/* smc.c: code that stores into its own block without fic. The words a block's later
   instructions had when the block first ran are what every engine runs (the block
   engines decode the block ahead; the interpreter does too), until fic: then the new
   ones. Before that rule, --interp ran the new word where the block engines ran the
   old one (insn-diff seed 601163 r). Prints "smc <results>". */
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
    printf("smc %ld %ld %ld\n", a, b, c);
    return 0;
}
