/* condforms.c: every ALU, shift and extract form with each of its conditions, on
   operands chosen to hit the edges (0, 1, -1, the word and doubleword sign bits, carries in
   and out), each followed by an instruction its condition nullifies or not. tests/blocks
   runs it translated and with --interp and compares output, count and registers.
   Generated once from the condition tables of the PA-RISC 2.0 manual (add, compare,
   logical, shift/extract); a carry-setting add before each sets the carry in. Then
   chains of nullification (chains, below). */
#include <stdint.h>
#include <stdio.h>

static uint64_t h = 1469598103934665603u;
static void mix(uint64_t v) { h = (h ^ v) * 1099511628211u; }

#define RR(INSN) do { uint64_t r_ = 0, n_ = 0; \
    __asm__ volatile("add %4,%5,%%r0\n\t" INSN "\n\tldi 1,%1" : "=&r"(r_), "+r"(n_) : "r"(a), "r"(b), "r"(c), "r"(d)); \
    mix(r_); mix(n_); } while (0)
#define RI(INSN) do { uint64_t r_ = 0, n_ = 0; \
    __asm__ volatile("add %3,%4,%%r0\n\t" INSN "\n\tldi 1,%1" : "=&r"(r_), "+r"(n_) : "r"(a), "r"(c), "r"(d)); \
    mix(r_); mix(n_); } while (0)

/* As RR, with the carry out of the doubleword read back after instead of PSW N: forms
   that must leave the carry as the add before set it. */
#define RC(INSN) do { uint64_t r_ = 0, n_ = 0; \
    __asm__ volatile("add %4,%5,%%r0\n\t" INSN "\n\tadd,dc %%r0,%%r0,%1" : "=&r"(r_), "+r"(n_) : "r"(a), "r"(b), "r"(c), "r"(d)); \
    mix(r_); mix(n_); } while (0)

static void forms(uint64_t a, uint64_t b, uint64_t c, uint64_t d)
{
    RC("uaddcm %2,%3,%0");
    RC("uaddcm %%r0,%3,%0");
    RC("uaddcm %2,%%r0,%0");
    RR("uaddcm,sbz %2,%3,%0");
    RR("uaddcm,nbz %2,%3,%0");
    RR("uaddcm,shz %2,%3,%0");
    RR("uaddcm,*sbz %2,%3,%0");
    RR("add %2,%3,%0");
    RR("add,l %2,%3,%0");
    RR("shladd %2,2,%3,%0");
    RR("add,c %2,%3,%0");
    RR("add,= %2,%3,%0");
    RR("add,l,= %2,%3,%0");
    RR("shladd,= %2,2,%3,%0");
    RR("add,c,= %2,%3,%0");
    RR("add,< %2,%3,%0");
    RR("add,l,< %2,%3,%0");
    RR("shladd,< %2,2,%3,%0");
    RR("add,c,< %2,%3,%0");
    RR("add,<= %2,%3,%0");
    RR("add,l,<= %2,%3,%0");
    RR("shladd,<= %2,2,%3,%0");
    RR("add,c,<= %2,%3,%0");
    RR("add,nuv %2,%3,%0");
    RR("add,l,nuv %2,%3,%0");
    RR("shladd,nuv %2,2,%3,%0");
    RR("add,c,nuv %2,%3,%0");
    RR("add,znv %2,%3,%0");
    RR("add,l,znv %2,%3,%0");
    RR("shladd,znv %2,2,%3,%0");
    RR("add,c,znv %2,%3,%0");
    RR("add,sv %2,%3,%0");
    RR("add,l,sv %2,%3,%0");
    RR("shladd,sv %2,2,%3,%0");
    RR("add,c,sv %2,%3,%0");
    RR("add,od %2,%3,%0");
    RR("add,l,od %2,%3,%0");
    RR("shladd,od %2,2,%3,%0");
    RR("add,c,od %2,%3,%0");
    RR("add,tr %2,%3,%0");
    RR("add,l,tr %2,%3,%0");
    RR("shladd,tr %2,2,%3,%0");
    RR("add,c,tr %2,%3,%0");
    RR("add,<> %2,%3,%0");
    RR("add,l,<> %2,%3,%0");
    RR("shladd,<> %2,2,%3,%0");
    RR("add,c,<> %2,%3,%0");
    RR("add,>= %2,%3,%0");
    RR("add,l,>= %2,%3,%0");
    RR("shladd,>= %2,2,%3,%0");
    RR("add,c,>= %2,%3,%0");
    RR("add,> %2,%3,%0");
    RR("add,l,> %2,%3,%0");
    RR("shladd,> %2,2,%3,%0");
    RR("add,c,> %2,%3,%0");
    RR("add,uv %2,%3,%0");
    RR("add,l,uv %2,%3,%0");
    RR("shladd,uv %2,2,%3,%0");
    RR("add,c,uv %2,%3,%0");
    RR("add,vnz %2,%3,%0");
    RR("add,l,vnz %2,%3,%0");
    RR("shladd,vnz %2,2,%3,%0");
    RR("add,c,vnz %2,%3,%0");
    RR("add,nsv %2,%3,%0");
    RR("add,l,nsv %2,%3,%0");
    RR("shladd,nsv %2,2,%3,%0");
    RR("add,c,nsv %2,%3,%0");
    RR("add,ev %2,%3,%0");
    RR("add,l,ev %2,%3,%0");
    RR("shladd,ev %2,2,%3,%0");
    RR("add,c,ev %2,%3,%0");
    RR("sub %2,%3,%0");
    RR("sub,b %2,%3,%0");
    RR("sub,= %2,%3,%0");
    RR("sub,b,= %2,%3,%0");
    RR("sub,< %2,%3,%0");
    RR("sub,b,< %2,%3,%0");
    RR("sub,<= %2,%3,%0");
    RR("sub,b,<= %2,%3,%0");
    RR("sub,<< %2,%3,%0");
    RR("sub,b,<< %2,%3,%0");
    RR("sub,<<= %2,%3,%0");
    RR("sub,b,<<= %2,%3,%0");
    RR("sub,sv %2,%3,%0");
    RR("sub,b,sv %2,%3,%0");
    RR("sub,od %2,%3,%0");
    RR("sub,b,od %2,%3,%0");
    RR("sub,tr %2,%3,%0");
    RR("sub,b,tr %2,%3,%0");
    RR("sub,<> %2,%3,%0");
    RR("sub,b,<> %2,%3,%0");
    RR("sub,>= %2,%3,%0");
    RR("sub,b,>= %2,%3,%0");
    RR("sub,> %2,%3,%0");
    RR("sub,b,> %2,%3,%0");
    RR("sub,>>= %2,%3,%0");
    RR("sub,b,>>= %2,%3,%0");
    RR("sub,>> %2,%3,%0");
    RR("sub,b,>> %2,%3,%0");
    RR("sub,nsv %2,%3,%0");
    RR("sub,b,nsv %2,%3,%0");
    RR("sub,ev %2,%3,%0");
    RR("sub,b,ev %2,%3,%0");
    RR("and %2,%3,%0");
    RR("or %2,%3,%0");
    RR("xor %2,%3,%0");
    RR("andcm %2,%3,%0");
    RR("and,= %2,%3,%0");
    RR("or,= %2,%3,%0");
    RR("xor,= %2,%3,%0");
    RR("andcm,= %2,%3,%0");
    RR("and,< %2,%3,%0");
    RR("or,< %2,%3,%0");
    RR("xor,< %2,%3,%0");
    RR("andcm,< %2,%3,%0");
    RR("and,<= %2,%3,%0");
    RR("or,<= %2,%3,%0");
    RR("xor,<= %2,%3,%0");
    RR("andcm,<= %2,%3,%0");
    RR("and,od %2,%3,%0");
    RR("or,od %2,%3,%0");
    RR("xor,od %2,%3,%0");
    RR("andcm,od %2,%3,%0");
    RR("and,tr %2,%3,%0");
    RR("or,tr %2,%3,%0");
    RR("xor,tr %2,%3,%0");
    RR("andcm,tr %2,%3,%0");
    RR("and,<> %2,%3,%0");
    RR("or,<> %2,%3,%0");
    RR("xor,<> %2,%3,%0");
    RR("andcm,<> %2,%3,%0");
    RR("and,>= %2,%3,%0");
    RR("or,>= %2,%3,%0");
    RR("xor,>= %2,%3,%0");
    RR("andcm,>= %2,%3,%0");
    RR("and,> %2,%3,%0");
    RR("or,> %2,%3,%0");
    RR("xor,> %2,%3,%0");
    RR("andcm,> %2,%3,%0");
    RR("and,ev %2,%3,%0");
    RR("or,ev %2,%3,%0");
    RR("xor,ev %2,%3,%0");
    RR("andcm,ev %2,%3,%0");
    RR("shrpw %2,%3,7,%0");
    RR("shrpw,= %2,%3,7,%0");
    RR("shrpw,< %2,%3,7,%0");
    RR("shrpw,od %2,%3,7,%0");
    RR("shrpw,tr %2,%3,7,%0");
    RR("shrpw,<> %2,%3,7,%0");
    RR("shrpw,>= %2,%3,7,%0");
    RR("shrpw,ev %2,%3,7,%0");
    RR("add,* %2,%3,%0");
    RR("add,l,* %2,%3,%0");
    RR("shladd,* %2,2,%3,%0");
    RR("add,dc,* %2,%3,%0");
    RR("add,*= %2,%3,%0");
    RR("add,l,*= %2,%3,%0");
    RR("shladd,*= %2,2,%3,%0");
    RR("add,dc,*= %2,%3,%0");
    RR("add,*< %2,%3,%0");
    RR("add,l,*< %2,%3,%0");
    RR("shladd,*< %2,2,%3,%0");
    RR("add,dc,*< %2,%3,%0");
    RR("add,*<= %2,%3,%0");
    RR("add,l,*<= %2,%3,%0");
    RR("shladd,*<= %2,2,%3,%0");
    RR("add,dc,*<= %2,%3,%0");
    RR("add,*nuv %2,%3,%0");
    RR("add,l,*nuv %2,%3,%0");
    RR("shladd,*nuv %2,2,%3,%0");
    RR("add,dc,*nuv %2,%3,%0");
    RR("add,*znv %2,%3,%0");
    RR("add,l,*znv %2,%3,%0");
    RR("shladd,*znv %2,2,%3,%0");
    RR("add,dc,*znv %2,%3,%0");
    RR("add,*sv %2,%3,%0");
    RR("add,l,*sv %2,%3,%0");
    RR("shladd,*sv %2,2,%3,%0");
    RR("add,dc,*sv %2,%3,%0");
    RR("add,*od %2,%3,%0");
    RR("add,l,*od %2,%3,%0");
    RR("shladd,*od %2,2,%3,%0");
    RR("add,dc,*od %2,%3,%0");
    RR("add,*tr %2,%3,%0");
    RR("add,l,*tr %2,%3,%0");
    RR("shladd,*tr %2,2,%3,%0");
    RR("add,dc,*tr %2,%3,%0");
    RR("add,*<> %2,%3,%0");
    RR("add,l,*<> %2,%3,%0");
    RR("shladd,*<> %2,2,%3,%0");
    RR("add,dc,*<> %2,%3,%0");
    RR("add,*>= %2,%3,%0");
    RR("add,l,*>= %2,%3,%0");
    RR("shladd,*>= %2,2,%3,%0");
    RR("add,dc,*>= %2,%3,%0");
    RR("add,*> %2,%3,%0");
    RR("add,l,*> %2,%3,%0");
    RR("shladd,*> %2,2,%3,%0");
    RR("add,dc,*> %2,%3,%0");
    RR("add,*uv %2,%3,%0");
    RR("add,l,*uv %2,%3,%0");
    RR("shladd,*uv %2,2,%3,%0");
    RR("add,dc,*uv %2,%3,%0");
    RR("add,*vnz %2,%3,%0");
    RR("add,l,*vnz %2,%3,%0");
    RR("shladd,*vnz %2,2,%3,%0");
    RR("add,dc,*vnz %2,%3,%0");
    RR("add,*nsv %2,%3,%0");
    RR("add,l,*nsv %2,%3,%0");
    RR("shladd,*nsv %2,2,%3,%0");
    RR("add,dc,*nsv %2,%3,%0");
    RR("add,*ev %2,%3,%0");
    RR("add,l,*ev %2,%3,%0");
    RR("shladd,*ev %2,2,%3,%0");
    RR("add,dc,*ev %2,%3,%0");
    RR("sub,* %2,%3,%0");
    RR("sub,db,* %2,%3,%0");
    RR("sub,*= %2,%3,%0");
    RR("sub,db,*= %2,%3,%0");
    RR("sub,*< %2,%3,%0");
    RR("sub,db,*< %2,%3,%0");
    RR("sub,*<= %2,%3,%0");
    RR("sub,db,*<= %2,%3,%0");
    RR("sub,*<< %2,%3,%0");
    RR("sub,db,*<< %2,%3,%0");
    RR("sub,*<<= %2,%3,%0");
    RR("sub,db,*<<= %2,%3,%0");
    RR("sub,*sv %2,%3,%0");
    RR("sub,db,*sv %2,%3,%0");
    RR("sub,*od %2,%3,%0");
    RR("sub,db,*od %2,%3,%0");
    RR("sub,*tr %2,%3,%0");
    RR("sub,db,*tr %2,%3,%0");
    RR("sub,*<> %2,%3,%0");
    RR("sub,db,*<> %2,%3,%0");
    RR("sub,*>= %2,%3,%0");
    RR("sub,db,*>= %2,%3,%0");
    RR("sub,*> %2,%3,%0");
    RR("sub,db,*> %2,%3,%0");
    RR("sub,*>>= %2,%3,%0");
    RR("sub,db,*>>= %2,%3,%0");
    RR("sub,*>> %2,%3,%0");
    RR("sub,db,*>> %2,%3,%0");
    RR("sub,*nsv %2,%3,%0");
    RR("sub,db,*nsv %2,%3,%0");
    RR("sub,*ev %2,%3,%0");
    RR("sub,db,*ev %2,%3,%0");
    RR("and,* %2,%3,%0");
    RR("or,* %2,%3,%0");
    RR("xor,* %2,%3,%0");
    RR("andcm,* %2,%3,%0");
    RR("and,*= %2,%3,%0");
    RR("or,*= %2,%3,%0");
    RR("xor,*= %2,%3,%0");
    RR("andcm,*= %2,%3,%0");
    RR("and,*< %2,%3,%0");
    RR("or,*< %2,%3,%0");
    RR("xor,*< %2,%3,%0");
    RR("andcm,*< %2,%3,%0");
    RR("and,*<= %2,%3,%0");
    RR("or,*<= %2,%3,%0");
    RR("xor,*<= %2,%3,%0");
    RR("andcm,*<= %2,%3,%0");
    RR("and,*od %2,%3,%0");
    RR("or,*od %2,%3,%0");
    RR("xor,*od %2,%3,%0");
    RR("andcm,*od %2,%3,%0");
    RR("and,*tr %2,%3,%0");
    RR("or,*tr %2,%3,%0");
    RR("xor,*tr %2,%3,%0");
    RR("andcm,*tr %2,%3,%0");
    RR("and,*<> %2,%3,%0");
    RR("or,*<> %2,%3,%0");
    RR("xor,*<> %2,%3,%0");
    RR("andcm,*<> %2,%3,%0");
    RR("and,*>= %2,%3,%0");
    RR("or,*>= %2,%3,%0");
    RR("xor,*>= %2,%3,%0");
    RR("andcm,*>= %2,%3,%0");
    RR("and,*> %2,%3,%0");
    RR("or,*> %2,%3,%0");
    RR("xor,*> %2,%3,%0");
    RR("andcm,*> %2,%3,%0");
    RR("and,*ev %2,%3,%0");
    RR("or,*ev %2,%3,%0");
    RR("xor,*ev %2,%3,%0");
    RR("andcm,*ev %2,%3,%0");
    RR("shrpd,* %2,%3,13,%0");
    RR("shrpd,*= %2,%3,13,%0");
    RR("shrpd,*< %2,%3,13,%0");
    RR("shrpd,*od %2,%3,13,%0");
    RR("shrpd,*tr %2,%3,13,%0");
    RR("shrpd,*<> %2,%3,13,%0");
    RR("shrpd,*>= %2,%3,13,%0");
    RR("shrpd,*ev %2,%3,13,%0");
    RI("extrw,u %2,20,9,%0");
    RI("extrw,s %2,31,32,%0");
    RI("extrw,s %2,5,3,%0");
    RI("extrw,u,= %2,20,9,%0");
    RI("extrw,s,= %2,31,32,%0");
    RI("extrw,s,= %2,5,3,%0");
    RI("extrw,u,< %2,20,9,%0");
    RI("extrw,s,< %2,31,32,%0");
    RI("extrw,s,< %2,5,3,%0");
    RI("extrw,u,od %2,20,9,%0");
    RI("extrw,s,od %2,31,32,%0");
    RI("extrw,s,od %2,5,3,%0");
    RI("extrw,u,tr %2,20,9,%0");
    RI("extrw,s,tr %2,31,32,%0");
    RI("extrw,s,tr %2,5,3,%0");
    RI("extrw,u,<> %2,20,9,%0");
    RI("extrw,s,<> %2,31,32,%0");
    RI("extrw,s,<> %2,5,3,%0");
    RI("extrw,u,>= %2,20,9,%0");
    RI("extrw,s,>= %2,31,32,%0");
    RI("extrw,s,>= %2,5,3,%0");
    RI("extrw,u,ev %2,20,9,%0");
    RI("extrw,s,ev %2,31,32,%0");
    RI("extrw,s,ev %2,5,3,%0");
    RI("extrd,u,* %2,40,9,%0");
    RI("extrd,s,* %2,63,64,%0");
    RI("extrd,u,*= %2,40,9,%0");
    RI("extrd,s,*= %2,63,64,%0");
    RI("extrd,u,*< %2,40,9,%0");
    RI("extrd,s,*< %2,63,64,%0");
    RI("extrd,u,*od %2,40,9,%0");
    RI("extrd,s,*od %2,63,64,%0");
    RI("extrd,u,*tr %2,40,9,%0");
    RI("extrd,s,*tr %2,63,64,%0");
    RI("extrd,u,*<> %2,40,9,%0");
    RI("extrd,s,*<> %2,63,64,%0");
    RI("extrd,u,*>= %2,40,9,%0");
    RI("extrd,s,*>= %2,63,64,%0");
    RI("extrd,u,*ev %2,40,9,%0");
    RI("extrd,s,*ev %2,63,64,%0");
    RI("addi 5,%2,%0");
    RI("addi -1000,%2,%0");
    RI("addi,= 5,%2,%0");
    RI("addi,= -1000,%2,%0");
    RI("addi,< 5,%2,%0");
    RI("addi,< -1000,%2,%0");
    RI("addi,<= 5,%2,%0");
    RI("addi,<= -1000,%2,%0");
    RI("addi,nuv 5,%2,%0");
    RI("addi,nuv -1000,%2,%0");
    RI("addi,znv 5,%2,%0");
    RI("addi,znv -1000,%2,%0");
    RI("addi,sv 5,%2,%0");
    RI("addi,sv -1000,%2,%0");
    RI("addi,od 5,%2,%0");
    RI("addi,od -1000,%2,%0");
    RI("addi,tr 5,%2,%0");
    RI("addi,tr -1000,%2,%0");
    RI("addi,<> 5,%2,%0");
    RI("addi,<> -1000,%2,%0");
    RI("addi,>= 5,%2,%0");
    RI("addi,>= -1000,%2,%0");
    RI("addi,> 5,%2,%0");
    RI("addi,> -1000,%2,%0");
    RI("addi,uv 5,%2,%0");
    RI("addi,uv -1000,%2,%0");
    RI("addi,vnz 5,%2,%0");
    RI("addi,vnz -1000,%2,%0");
    RI("addi,nsv 5,%2,%0");
    RI("addi,nsv -1000,%2,%0");
    RI("addi,ev 5,%2,%0");
    RI("addi,ev -1000,%2,%0");
    RI("subi 7,%2,%0");
    RI("subi -3,%2,%0");
    RI("subi,= 7,%2,%0");
    RI("subi,= -3,%2,%0");
    RI("subi,< 7,%2,%0");
    RI("subi,< -3,%2,%0");
    RI("subi,<= 7,%2,%0");
    RI("subi,<= -3,%2,%0");
    RI("subi,<< 7,%2,%0");
    RI("subi,<< -3,%2,%0");
    RI("subi,<<= 7,%2,%0");
    RI("subi,<<= -3,%2,%0");
    RI("subi,sv 7,%2,%0");
    RI("subi,sv -3,%2,%0");
    RI("subi,od 7,%2,%0");
    RI("subi,od -3,%2,%0");
    RI("subi,tr 7,%2,%0");
    RI("subi,tr -3,%2,%0");
    RI("subi,<> 7,%2,%0");
    RI("subi,<> -3,%2,%0");
    RI("subi,>= 7,%2,%0");
    RI("subi,>= -3,%2,%0");
    RI("subi,> 7,%2,%0");
    RI("subi,> -3,%2,%0");
    RI("subi,>>= 7,%2,%0");
    RI("subi,>>= -3,%2,%0");
    RI("subi,>> 7,%2,%0");
    RI("subi,>> -3,%2,%0");
    RI("subi,nsv 7,%2,%0");
    RI("subi,nsv -3,%2,%0");
    RI("subi,ev 7,%2,%0");
    RI("subi,ev -3,%2,%0");
}

/* Chains of nullification: an instruction that may be nullified and itself sets PSW N
   for the next (the translator branches across the join on the flags), each chain's N
   read back by an ldi; and libgcc's count of leading zeros, four such links. */
#define CH(I1, I2, I3) do { uint64_t r_ = a, s_ = b, t_ = 0; \
    __asm__ volatile(I1 "\n\t" I2 "\n\t" I3 "\n\tldi 1,%2" : "+r"(r_), "+r"(s_), "+r"(t_) : "r"(a), "r"(b)); \
    mix(r_); mix(s_); mix(t_); } while (0)

static void chains(uint64_t a, uint64_t b)
{
    CH("cmpclr,= %3,%4,%%r0", "addi,< 1,%0,%0", "ldo 1(%1),%1");
    CH("cmpclr,= %3,%4,%%r0", "addi,< 1,%0,%0", "add,l %0,%1,%1");
    CH("cmpclr,= %3,%4,%%r0", "addi,< 1,%0,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,= %3,%4,%%r0", "addi,tr 3,%0,%0", "ldo 1(%1),%1");
    CH("cmpclr,= %3,%4,%%r0", "addi,tr 3,%0,%0", "add,l %0,%1,%1");
    CH("cmpclr,= %3,%4,%%r0", "addi,tr 3,%0,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,= %3,%4,%%r0", "extrw,u,tr %3,15,16,%0", "ldo 1(%1),%1");
    CH("cmpclr,= %3,%4,%%r0", "extrw,u,tr %3,15,16,%0", "add,l %0,%1,%1");
    CH("cmpclr,= %3,%4,%%r0", "extrw,u,tr %3,15,16,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,= %3,%4,%%r0", "or,= %0,%1,%0", "ldo 1(%1),%1");
    CH("cmpclr,= %3,%4,%%r0", "or,= %0,%1,%0", "add,l %0,%1,%1");
    CH("cmpclr,= %3,%4,%%r0", "or,= %0,%1,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,= %3,%4,%%r0", "add,nuv %0,%1,%0", "ldo 1(%1),%1");
    CH("cmpclr,= %3,%4,%%r0", "add,nuv %0,%1,%0", "add,l %0,%1,%1");
    CH("cmpclr,= %3,%4,%%r0", "add,nuv %0,%1,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,= %3,%4,%%r0", "sub,<> %0,%1,%0", "ldo 1(%1),%1");
    CH("cmpclr,= %3,%4,%%r0", "sub,<> %0,%1,%0", "add,l %0,%1,%1");
    CH("cmpclr,= %3,%4,%%r0", "sub,<> %0,%1,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,= %3,%4,%%r0", "extrw,u,<> %1,31,8,%0", "ldo 1(%1),%1");
    CH("cmpclr,= %3,%4,%%r0", "extrw,u,<> %1,31,8,%0", "add,l %0,%1,%1");
    CH("cmpclr,= %3,%4,%%r0", "extrw,u,<> %1,31,8,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,< %3,%4,%%r0", "addi,< 1,%0,%0", "ldo 1(%1),%1");
    CH("cmpclr,< %3,%4,%%r0", "addi,< 1,%0,%0", "add,l %0,%1,%1");
    CH("cmpclr,< %3,%4,%%r0", "addi,< 1,%0,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,< %3,%4,%%r0", "addi,tr 3,%0,%0", "ldo 1(%1),%1");
    CH("cmpclr,< %3,%4,%%r0", "addi,tr 3,%0,%0", "add,l %0,%1,%1");
    CH("cmpclr,< %3,%4,%%r0", "addi,tr 3,%0,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,< %3,%4,%%r0", "extrw,u,tr %3,15,16,%0", "ldo 1(%1),%1");
    CH("cmpclr,< %3,%4,%%r0", "extrw,u,tr %3,15,16,%0", "add,l %0,%1,%1");
    CH("cmpclr,< %3,%4,%%r0", "extrw,u,tr %3,15,16,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,< %3,%4,%%r0", "or,= %0,%1,%0", "ldo 1(%1),%1");
    CH("cmpclr,< %3,%4,%%r0", "or,= %0,%1,%0", "add,l %0,%1,%1");
    CH("cmpclr,< %3,%4,%%r0", "or,= %0,%1,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,< %3,%4,%%r0", "add,nuv %0,%1,%0", "ldo 1(%1),%1");
    CH("cmpclr,< %3,%4,%%r0", "add,nuv %0,%1,%0", "add,l %0,%1,%1");
    CH("cmpclr,< %3,%4,%%r0", "add,nuv %0,%1,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,< %3,%4,%%r0", "sub,<> %0,%1,%0", "ldo 1(%1),%1");
    CH("cmpclr,< %3,%4,%%r0", "sub,<> %0,%1,%0", "add,l %0,%1,%1");
    CH("cmpclr,< %3,%4,%%r0", "sub,<> %0,%1,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,< %3,%4,%%r0", "extrw,u,<> %1,31,8,%0", "ldo 1(%1),%1");
    CH("cmpclr,< %3,%4,%%r0", "extrw,u,<> %1,31,8,%0", "add,l %0,%1,%1");
    CH("cmpclr,< %3,%4,%%r0", "extrw,u,<> %1,31,8,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,tr %3,%4,%%r0", "addi,< 1,%0,%0", "ldo 1(%1),%1");
    CH("cmpclr,tr %3,%4,%%r0", "addi,< 1,%0,%0", "add,l %0,%1,%1");
    CH("cmpclr,tr %3,%4,%%r0", "addi,< 1,%0,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,tr %3,%4,%%r0", "addi,tr 3,%0,%0", "ldo 1(%1),%1");
    CH("cmpclr,tr %3,%4,%%r0", "addi,tr 3,%0,%0", "add,l %0,%1,%1");
    CH("cmpclr,tr %3,%4,%%r0", "addi,tr 3,%0,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,tr %3,%4,%%r0", "extrw,u,tr %3,15,16,%0", "ldo 1(%1),%1");
    CH("cmpclr,tr %3,%4,%%r0", "extrw,u,tr %3,15,16,%0", "add,l %0,%1,%1");
    CH("cmpclr,tr %3,%4,%%r0", "extrw,u,tr %3,15,16,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,tr %3,%4,%%r0", "or,= %0,%1,%0", "ldo 1(%1),%1");
    CH("cmpclr,tr %3,%4,%%r0", "or,= %0,%1,%0", "add,l %0,%1,%1");
    CH("cmpclr,tr %3,%4,%%r0", "or,= %0,%1,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,tr %3,%4,%%r0", "add,nuv %0,%1,%0", "ldo 1(%1),%1");
    CH("cmpclr,tr %3,%4,%%r0", "add,nuv %0,%1,%0", "add,l %0,%1,%1");
    CH("cmpclr,tr %3,%4,%%r0", "add,nuv %0,%1,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,tr %3,%4,%%r0", "sub,<> %0,%1,%0", "ldo 1(%1),%1");
    CH("cmpclr,tr %3,%4,%%r0", "sub,<> %0,%1,%0", "add,l %0,%1,%1");
    CH("cmpclr,tr %3,%4,%%r0", "sub,<> %0,%1,%0", "extrw,u,= %0,31,4,%1");
    CH("cmpclr,tr %3,%4,%%r0", "extrw,u,<> %1,31,8,%0", "ldo 1(%1),%1");
    CH("cmpclr,tr %3,%4,%%r0", "extrw,u,<> %1,31,8,%0", "add,l %0,%1,%1");
    CH("cmpclr,tr %3,%4,%%r0", "extrw,u,<> %1,31,8,%0", "extrw,u,= %0,31,4,%1");
    CH("extrw,u,= %3,15,16,%%r0", "addi,< 1,%0,%0", "ldo 1(%1),%1");
    CH("extrw,u,= %3,15,16,%%r0", "addi,< 1,%0,%0", "add,l %0,%1,%1");
    CH("extrw,u,= %3,15,16,%%r0", "addi,< 1,%0,%0", "extrw,u,= %0,31,4,%1");
    CH("extrw,u,= %3,15,16,%%r0", "addi,tr 3,%0,%0", "ldo 1(%1),%1");
    CH("extrw,u,= %3,15,16,%%r0", "addi,tr 3,%0,%0", "add,l %0,%1,%1");
    CH("extrw,u,= %3,15,16,%%r0", "addi,tr 3,%0,%0", "extrw,u,= %0,31,4,%1");
    CH("extrw,u,= %3,15,16,%%r0", "extrw,u,tr %3,15,16,%0", "ldo 1(%1),%1");
    CH("extrw,u,= %3,15,16,%%r0", "extrw,u,tr %3,15,16,%0", "add,l %0,%1,%1");
    CH("extrw,u,= %3,15,16,%%r0", "extrw,u,tr %3,15,16,%0", "extrw,u,= %0,31,4,%1");
    CH("extrw,u,= %3,15,16,%%r0", "or,= %0,%1,%0", "ldo 1(%1),%1");
    CH("extrw,u,= %3,15,16,%%r0", "or,= %0,%1,%0", "add,l %0,%1,%1");
    CH("extrw,u,= %3,15,16,%%r0", "or,= %0,%1,%0", "extrw,u,= %0,31,4,%1");
    CH("extrw,u,= %3,15,16,%%r0", "add,nuv %0,%1,%0", "ldo 1(%1),%1");
    CH("extrw,u,= %3,15,16,%%r0", "add,nuv %0,%1,%0", "add,l %0,%1,%1");
    CH("extrw,u,= %3,15,16,%%r0", "add,nuv %0,%1,%0", "extrw,u,= %0,31,4,%1");
    CH("extrw,u,= %3,15,16,%%r0", "sub,<> %0,%1,%0", "ldo 1(%1),%1");
    CH("extrw,u,= %3,15,16,%%r0", "sub,<> %0,%1,%0", "add,l %0,%1,%1");
    CH("extrw,u,= %3,15,16,%%r0", "sub,<> %0,%1,%0", "extrw,u,= %0,31,4,%1");
    CH("extrw,u,= %3,15,16,%%r0", "extrw,u,<> %1,31,8,%0", "ldo 1(%1),%1");
    CH("extrw,u,= %3,15,16,%%r0", "extrw,u,<> %1,31,8,%0", "add,l %0,%1,%1");
    CH("extrw,u,= %3,15,16,%%r0", "extrw,u,<> %1,31,8,%0", "extrw,u,= %0,31,4,%1");
    uint64_t n = 0, x = a & 0xffffffffu;
    __asm__ volatile("ldi 1,%0\n\t"
                     "extrw,u,= %1,15,16,%%r0\n\textrw,u,tr %1,15,16,%1\n\tldo 16(%0),%0\n\t"
                     "extrw,u,= %1,23,8,%%r0\n\textrw,u,tr %1,23,8,%1\n\tldo 8(%0),%0\n\t"
                     "extrw,u,= %1,27,4,%%r0\n\textrw,u,tr %1,27,4,%1\n\tldo 4(%0),%0\n\t"
                     "extrw,u,= %1,29,2,%%r0\n\textrw,u,tr %1,29,2,%1\n\tldo 2(%0),%0\n\t"
                     "extrw,u %1,30,1,%1\n\t"
                     "sub %0,%1,%0"
                     : "=&r"(n), "+r"(x));
    mix(n);
}

int main(void)
{
    static const uint64_t edge[] = { 0, 1, 2, 5, 7, 0x7fffffff, 0x80000000u, 0xffffffffu, 0x100000000ull,
                                     0x7fffffffffffffffull, 0x8000000000000000ull, ~0ull, ~0ull - 6,
                                     0xfffffffe00000000ull, 0x123456789abcdef0ull, 0x00000000fffffff9ull };
    const unsigned n = sizeof edge / sizeof *edge;
    uint64_t x = 88172645463325252ull;
    for (unsigned i = 0; i < n; i++)
        for (unsigned j = 0; j < n; j++) {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            forms(edge[i], edge[j], edge[(i + j) % n], x);
            forms(edge[i], edge[j], ~0ull, 1);
            forms(edge[i], edge[j], 0, 0);
            chains(edge[i], edge[j]);
        }
    for (unsigned k = 0; k < 2000; k++) {
        uint64_t v[4];
        for (int m = 0; m < 4; m++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; v[m] = x; }
        forms(v[0], v[1] >> (k & 63), v[2], v[3]);
        chains(v[0] >> (k & 31), v[1]);
    }
    printf("condforms %016llx\n", (unsigned long long)h);
    return 0;
}
