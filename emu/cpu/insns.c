/* The PA-RISC 2.0 instruction table shared by decode and disassembly, and its lookup.
   Encodings and operand strings are those of GNU binutils 2.40 (include/opcode/hppa.h),
   whose first-match order objdump uses; see pa_lookup below. */
#include "insns.h"

/* Rows differ from binutils' table in three ways, none visible in objdump's output:
   a row that matched several major opcodes is split into one row per major (so the table
   can be sorted by major), rows that an earlier row always hides are left out (assembler
   spellings such as ldwx, comb, addbt), and each row carries its executor family.
   Within a major opcode the binutils order is kept: it decides which row wins. */
const struct pa_insn pa_insns[] = {
    /* 0x00: system control */
    {"mtsar",    0x01601840, 0xffe0ffff, "x",              XOP_SYS},
    {"break",    0x00000000, 0xfc001fe0, "r,A",            XOP_SYS},
    {"rfi",      0x00000c00, 0xffffff1f, "cr",             XOP_SYS},
    {"ssm",      0x00000d60, 0xfc00ffe0, "U,t",            XOP_SYS},
    {"rsm",      0x00000e60, 0xfc00ffe0, "U,t",            XOP_SYS},
    {"mtsm",     0x00001860, 0xffe0ffff, "x",              XOP_SYS},
    {"ldsid",    0x000010a0, 0xfc1fffe0, "(b),t",          XOP_SYS},
    {"ldsid",    0x000010a0, 0xfc1f3fe0, "(s,b),t",        XOP_SYS},
    {"mtsp",     0x00001820, 0xffe01fff, "x,S",            XOP_SYS},
    {"mtctl",    0x00001840, 0xfc00ffff, "x,^",            XOP_SYS},
    {"mtsarcm",  0x016018c0, 0xffe0ffff, "x",              XOP_SYS},
    {"mfia",     0x000014a0, 0xffffffe0, "t",              XOP_SYS},
    {"mfsp",     0x000004a0, 0xffff1fe0, "S,t",            XOP_SYS},
    {"mfctl",    0x016048a0, 0xffffffe0, "cW!,t",          XOP_SYS},
    {"mfctl",    0x000008a0, 0xfc1fffe0, "^,t",            XOP_SYS},
    {"sync",     0x00000400, 0xffffffff, "",               XOP_SYS},
    {"syncdma",  0x00100400, 0xffffffff, "",               XOP_SYS},

    /* 0x01: memory management: probe, lpa, cache and TLB ops */
    {"probe",    0x04001180, 0xfc00ffa0, "cw(b),x,t",      XOP_SYS},
    {"probe",    0x04001180, 0xfc003fa0, "cw(s,b),x,t",    XOP_SYS},
    {"probei",   0x04003180, 0xfc00ffa0, "cw(b),R,t",      XOP_SYS},
    {"probei",   0x04003180, 0xfc003fa0, "cw(s,b),R,t",    XOP_SYS},
    {"lpa",      0x04001340, 0xfc00ffc0, "cZx(b),t",       XOP_SYS},
    {"lpa",      0x04001340, 0xfc003fc0, "cZx(s,b),t",     XOP_SYS},
    {"lci",      0x04001300, 0xfc00ffe0, "x(b),t",         XOP_SYS},
    {"lci",      0x04001300, 0xfc003fe0, "x(s,b),t",       XOP_SYS},
    {"pdtlb",    0x04001600, 0xfc00ffdf, "cLcZx(b)",       XOP_SYS},
    {"pdtlb",    0x04001600, 0xfc003fdf, "cLcZx(s,b)",     XOP_SYS},
    {"pdtlb",    0x04001200, 0xfc00ffdf, "cZx(b)",         XOP_SYS},
    {"pdtlb",    0x04001200, 0xfc003fdf, "cZx(s,b)",       XOP_SYS},
    {"pitlb",    0x04000600, 0xfc001fdf, "cLcZx(S,b)",     XOP_SYS},
    {"pitlb",    0x04000200, 0xfc001fdf, "cZx(S,b)",       XOP_SYS},
    {"pdtlbe",   0x04001240, 0xfc00ffdf, "cZx(b)",         XOP_SYS},
    {"pdtlbe",   0x04001240, 0xfc003fdf, "cZx(s,b)",       XOP_SYS},
    {"pitlbe",   0x04000240, 0xfc001fdf, "cZx(S,b)",       XOP_SYS},
    {"idtlba",   0x04001040, 0xfc00ffff, "x,(b)",          XOP_SYS},
    {"idtlba",   0x04001040, 0xfc003fff, "x,(s,b)",        XOP_SYS},
    {"iitlba",   0x04000040, 0xfc001fff, "x,(S,b)",        XOP_SYS},
    {"idtlbp",   0x04001000, 0xfc00ffff, "x,(b)",          XOP_SYS},
    {"idtlbp",   0x04001000, 0xfc003fff, "x,(s,b)",        XOP_SYS},
    {"iitlbp",   0x04000000, 0xfc001fff, "x,(S,b)",        XOP_SYS},
    {"pdc",      0x04001380, 0xfc00ffdf, "cZx(b)",         XOP_SYS},
    {"pdc",      0x04001380, 0xfc003fdf, "cZx(s,b)",       XOP_SYS},
    {"fdc",      0x04001280, 0xfc00ffdf, "cZx(b)",         XOP_SYS},
    {"fdc",      0x04001280, 0xfc003fdf, "cZx(s,b)",       XOP_SYS},
    {"fdc",      0x04003280, 0xfc00ffff, "5(b)",           XOP_SYS},
    {"fdc",      0x04003280, 0xfc003fff, "5(s,b)",         XOP_SYS},
    {"fic",      0x040013c0, 0xfc00dfdf, "cZx(b)",         XOP_SYS},
    {"fic",      0x04000280, 0xfc001fdf, "cZx(S,b)",       XOP_SYS},
    {"fdce",     0x040012c0, 0xfc00ffdf, "cZx(b)",         XOP_SYS},
    {"fdce",     0x040012c0, 0xfc003fdf, "cZx(s,b)",       XOP_SYS},
    {"fice",     0x040002c0, 0xfc001fdf, "cZx(S,b)",       XOP_SYS},
    {"idtlbt",   0x04001800, 0xfc00ffff, "x,b",            XOP_SYS},
    {"iitlbt",   0x04000800, 0xfc00ffff, "x,b",            XOP_SYS},
    {"gfw",      0x04001680, 0xfc00ffdf, "cZx(b)",         XOP_SYS},
    {"gfw",      0x04001680, 0xfc003fdf, "cZx(s,b)",       XOP_SYS},
    {"gfr",      0x04001a80, 0xfc00ffdf, "cZx(b)",         XOP_SYS},
    {"gfr",      0x04001a80, 0xfc003fdf, "cZx(s,b)",       XOP_SYS},

    /* 0x02: arithmetic, logical, halfword multimedia (register forms) */
    {"nop",      0x08000240, 0xffffffff, "",               XOP_LOGICAL},
    {"copy",     0x08000240, 0xffe0ffe0, "x,t",            XOP_LOGICAL},
    {"cmpclr",   0x080008a0, 0xfc000fe0, "?Sx,b,t",        XOP_ARITH},
    {"cmpclr",   0x08000880, 0xfc000fe0, "?sx,b,t",        XOP_ARITH},
    {"or",       0x08000260, 0xfc000fe0, "?Lx,b,t",        XOP_LOGICAL},
    {"or",       0x08000240, 0xfc000fe0, "?lx,b,t",        XOP_LOGICAL},
    {"xor",      0x080002a0, 0xfc000fe0, "?Lx,b,t",        XOP_LOGICAL},
    {"xor",      0x08000280, 0xfc000fe0, "?lx,b,t",        XOP_LOGICAL},
    {"and",      0x08000220, 0xfc000fe0, "?Lx,b,t",        XOP_LOGICAL},
    {"and",      0x08000200, 0xfc000fe0, "?lx,b,t",        XOP_LOGICAL},
    {"andcm",    0x08000020, 0xfc000fe0, "?Lx,b,t",        XOP_LOGICAL},
    {"andcm",    0x08000000, 0xfc000fe0, "?lx,b,t",        XOP_LOGICAL},
    {"uxor",     0x080003a0, 0xfc000fe0, "?Ux,b,t",        XOP_LOGICAL},
    {"uxor",     0x08000380, 0xfc000fe0, "?ux,b,t",        XOP_LOGICAL},
    {"uaddcm",   0x080009a0, 0xfc000fa0, "cT?Ux,b,t",      XOP_ARITH},
    {"uaddcm",   0x08000980, 0xfc000fa0, "cT?ux,b,t",      XOP_ARITH},
    {"dcor",     0x08000ba0, 0xfc1f0fa0, "ci?Ub,t",        XOP_ARITH},
    {"dcor",     0x08000b80, 0xfc1f0fa0, "ci?ub,t",        XOP_ARITH},
    {"add",      0x08000720, 0xfc0007e0, "cY?Ax,b,t",      XOP_ARITH},
    {"add",      0x08000700, 0xfc0007e0, "cy?ax,b,t",      XOP_ARITH},
    {"add",      0x08000220, 0xfc0003e0, "ca?Ax,b,t",      XOP_ARITH},
    {"add",      0x08000200, 0xfc0003e0, "ca?ax,b,t",      XOP_ARITH},
    {"sub",      0x080004e0, 0xfc0007e0, "ct?Sx,b,t",      XOP_ARITH},
    {"sub",      0x080004c0, 0xfc0007e0, "ct?sx,b,t",      XOP_ARITH},
    {"sub",      0x08000520, 0xfc0007e0, "cB?Sx,b,t",      XOP_ARITH},
    {"sub",      0x08000500, 0xfc0007e0, "cb?sx,b,t",      XOP_ARITH},
    {"sub",      0x08000420, 0xfc0007e0, "cv?Sx,b,t",      XOP_ARITH},
    {"sub",      0x08000400, 0xfc0007e0, "cv?sx,b,t",      XOP_ARITH},
    {"ds",       0x08000440, 0xfc000fe0, "?sx,b,t",        XOP_ARITH},
    {"shladd",   0x08000220, 0xfc000320, "ca?Ax,.,b,t",    XOP_ARITH},
    {"shladd",   0x08000200, 0xfc000320, "ca?ax,.,b,t",    XOP_ARITH},
    {"hadd",     0x08000300, 0xfc00ff20, "cHx,b,t",        XOP_MM},
    {"hshladd",  0x08000700, 0xfc00ff20, "x,.,b,t",        XOP_MM},
    {"hshradd",  0x08000500, 0xfc00ff20, "x,.,b,t",        XOP_MM},
    {"hsub",     0x08000100, 0xfc00ff20, "cHx,b,t",        XOP_MM},

    /* 0x03: integer loads/stores: indexed and short displacement */
    {"ldd",      0x0c0000c0, 0xfc00d3c0, "cxccx(b),t",     XOP_LOAD},
    {"ldd",      0x0c0000c0, 0xfc0013c0, "cxccx(s,b),t",   XOP_LOAD},
    {"ldd",      0x0c0010e0, 0xfc1ff3e0, "cocc@(b),t",     XOP_LOAD},
    {"ldd",      0x0c0010e0, 0xfc1f33e0, "cocc@(s,b),t",   XOP_LOAD},
    {"ldd",      0x0c0010c0, 0xfc00d3c0, "cmcc5(b),t",     XOP_LOAD},
    {"ldd",      0x0c0010c0, 0xfc0013c0, "cmcc5(s,b),t",   XOP_LOAD},
    {"ldw",      0x0c000080, 0xfc00dfc0, "cXx(b),t",       XOP_LOAD},
    {"ldw",      0x0c000080, 0xfc001fc0, "cXx(s,b),t",     XOP_LOAD},
    {"ldw",      0x0c000080, 0xfc00d3c0, "cxccx(b),t",     XOP_LOAD},
    {"ldw",      0x0c000080, 0xfc0013c0, "cxccx(s,b),t",   XOP_LOAD},
    {"ldw",      0x0c0010a0, 0xfc1ff3e0, "cocc@(b),t",     XOP_LOAD},
    {"ldw",      0x0c0010a0, 0xfc1f33e0, "cocc@(s,b),t",   XOP_LOAD},
    {"ldw",      0x0c001080, 0xfc00dfc0, "cM5(b),t",       XOP_LOAD},
    {"ldw",      0x0c001080, 0xfc001fc0, "cM5(s,b),t",     XOP_LOAD},
    {"ldw",      0x0c001080, 0xfc00d3c0, "cmcc5(b),t",     XOP_LOAD},
    {"ldw",      0x0c001080, 0xfc0013c0, "cmcc5(s,b),t",   XOP_LOAD},
    {"ldh",      0x0c000040, 0xfc00dfc0, "cXx(b),t",       XOP_LOAD},
    {"ldh",      0x0c000040, 0xfc001fc0, "cXx(s,b),t",     XOP_LOAD},
    {"ldh",      0x0c000040, 0xfc00d3c0, "cxccx(b),t",     XOP_LOAD},
    {"ldh",      0x0c000040, 0xfc0013c0, "cxccx(s,b),t",   XOP_LOAD},
    {"ldh",      0x0c001060, 0xfc1ff3e0, "cocc@(b),t",     XOP_LOAD},
    {"ldh",      0x0c001060, 0xfc1f33e0, "cocc@(s,b),t",   XOP_LOAD},
    {"ldh",      0x0c001040, 0xfc00dfc0, "cM5(b),t",       XOP_LOAD},
    {"ldh",      0x0c001040, 0xfc001fc0, "cM5(s,b),t",     XOP_LOAD},
    {"ldh",      0x0c001040, 0xfc00d3c0, "cmcc5(b),t",     XOP_LOAD},
    {"ldh",      0x0c001040, 0xfc0013c0, "cmcc5(s,b),t",   XOP_LOAD},
    {"ldb",      0x0c000000, 0xfc00dfc0, "cXx(b),t",       XOP_LOAD},
    {"ldb",      0x0c000000, 0xfc001fc0, "cXx(s,b),t",     XOP_LOAD},
    {"ldb",      0x0c000000, 0xfc00d3c0, "cxccx(b),t",     XOP_LOAD},
    {"ldb",      0x0c000000, 0xfc0013c0, "cxccx(s,b),t",   XOP_LOAD},
    {"ldb",      0x0c001020, 0xfc1ff3e0, "cocc@(b),t",     XOP_LOAD},
    {"ldb",      0x0c001020, 0xfc1f33e0, "cocc@(s,b),t",   XOP_LOAD},
    {"ldb",      0x0c001000, 0xfc00dfc0, "cM5(b),t",       XOP_LOAD},
    {"ldb",      0x0c001000, 0xfc001fc0, "cM5(s,b),t",     XOP_LOAD},
    {"ldb",      0x0c001000, 0xfc00d3c0, "cmcc5(b),t",     XOP_LOAD},
    {"ldb",      0x0c001000, 0xfc0013c0, "cmcc5(s,b),t",   XOP_LOAD},
    {"std",      0x0c0012e0, 0xfc00f3ff, "cocCx,@(b)",     XOP_STORE},
    {"std",      0x0c0012e0, 0xfc0033ff, "cocCx,@(s,b)",   XOP_STORE},
    {"std",      0x0c0012c0, 0xfc00d3c0, "cmcCx,V(b)",     XOP_STORE},
    {"std",      0x0c0012c0, 0xfc0013c0, "cmcCx,V(s,b)",   XOP_STORE},
    {"stw",      0x0c0012a0, 0xfc00f3ff, "cocCx,@(b)",     XOP_STORE},
    {"stw",      0x0c0012a0, 0xfc0033ff, "cocCx,@(s,b)",   XOP_STORE},
    {"stw",      0x0c001280, 0xfc00dfc0, "cMx,V(b)",       XOP_STORE},
    {"stw",      0x0c001280, 0xfc001fc0, "cMx,V(s,b)",     XOP_STORE},
    {"stw",      0x0c001280, 0xfc00d3c0, "cmcCx,V(b)",     XOP_STORE},
    {"stw",      0x0c001280, 0xfc0013c0, "cmcCx,V(s,b)",   XOP_STORE},
    {"sth",      0x0c001260, 0xfc00f3ff, "cocCx,@(b)",     XOP_STORE},
    {"sth",      0x0c001260, 0xfc0033ff, "cocCx,@(s,b)",   XOP_STORE},
    {"sth",      0x0c001240, 0xfc00dfc0, "cMx,V(b)",       XOP_STORE},
    {"sth",      0x0c001240, 0xfc001fc0, "cMx,V(s,b)",     XOP_STORE},
    {"sth",      0x0c001240, 0xfc00d3c0, "cmcCx,V(b)",     XOP_STORE},
    {"sth",      0x0c001240, 0xfc0013c0, "cmcCx,V(s,b)",   XOP_STORE},
    {"stb",      0x0c001220, 0xfc00f3ff, "cocCx,@(b)",     XOP_STORE},
    {"stb",      0x0c001220, 0xfc0033ff, "cocCx,@(s,b)",   XOP_STORE},
    {"stb",      0x0c001200, 0xfc00dfc0, "cMx,V(b)",       XOP_STORE},
    {"stb",      0x0c001200, 0xfc001fc0, "cMx,V(s,b)",     XOP_STORE},
    {"stb",      0x0c001200, 0xfc00d3c0, "cmcCx,V(b)",     XOP_STORE},
    {"stb",      0x0c001200, 0xfc0013c0, "cmcCx,V(s,b)",   XOP_STORE},
    {"ldwa",     0x0c000180, 0xfc00dfc0, "cXx(b),t",       XOP_LOAD},
    {"ldwa",     0x0c000180, 0xfc00d3c0, "cxccx(b),t",     XOP_LOAD},
    {"ldwa",     0x0c0011a0, 0xfc1ff3e0, "cocc@(b),t",     XOP_LOAD},
    {"ldwa",     0x0c001180, 0xfc00dfc0, "cM5(b),t",       XOP_LOAD},
    {"ldwa",     0x0c001180, 0xfc00d3c0, "cmcc5(b),t",     XOP_LOAD},
    {"ldcw",     0x0c0001c0, 0xfc00dfc0, "cXx(b),t",       XOP_LOAD},
    {"ldcw",     0x0c0001c0, 0xfc001fc0, "cXx(s,b),t",     XOP_LOAD},
    {"ldcw",     0x0c0001c0, 0xfc00d3c0, "cxcdx(b),t",     XOP_LOAD},
    {"ldcw",     0x0c0001c0, 0xfc0013c0, "cxcdx(s,b),t",   XOP_LOAD},
    {"ldcw",     0x0c0011c0, 0xfc00dfc0, "cM5(b),t",       XOP_LOAD},
    {"ldcw",     0x0c0011c0, 0xfc001fc0, "cM5(s,b),t",     XOP_LOAD},
    {"ldcw",     0x0c0011c0, 0xfc00d3c0, "cmcd5(b),t",     XOP_LOAD},
    {"ldcw",     0x0c0011c0, 0xfc0013c0, "cmcd5(s,b),t",   XOP_LOAD},
    {"stwa",     0x0c0013a0, 0xfc00d3ff, "cocCx,@(b)",     XOP_STORE},
    {"stwa",     0x0c001380, 0xfc00dfc0, "cMx,V(b)",       XOP_STORE},
    {"stwa",     0x0c001380, 0xfc00d3c0, "cmcCx,V(b)",     XOP_STORE},
    {"stby",     0x0c001300, 0xfc00dfc0, "cAx,V(b)",       XOP_STORE},
    {"stby",     0x0c001300, 0xfc001fc0, "cAx,V(s,b)",     XOP_STORE},
    {"stby",     0x0c001300, 0xfc00d3c0, "cscCx,V(b)",     XOP_STORE},
    {"stby",     0x0c001300, 0xfc0013c0, "cscCx,V(s,b)",   XOP_STORE},
    {"ldda",     0x0c000100, 0xfc00d3c0, "cxccx(b),t",     XOP_LOAD},
    {"ldda",     0x0c001120, 0xfc1ff3e0, "cocc@(b),t",     XOP_LOAD},
    {"ldda",     0x0c001100, 0xfc00d3c0, "cmcc5(b),t",     XOP_LOAD},
    {"ldcd",     0x0c000140, 0xfc00d3c0, "cxcdx(b),t",     XOP_LOAD},
    {"ldcd",     0x0c000140, 0xfc0013c0, "cxcdx(s,b),t",   XOP_LOAD},
    {"ldcd",     0x0c001140, 0xfc00d3c0, "cmcd5(b),t",     XOP_LOAD},
    {"ldcd",     0x0c001140, 0xfc0013c0, "cmcd5(s,b),t",   XOP_LOAD},
    {"stda",     0x0c0013e0, 0xfc00f3ff, "cocCx,@(b)",     XOP_STORE},
    {"stda",     0x0c0013c0, 0xfc00d3c0, "cmcCx,V(b)",     XOP_STORE},
    {"stdby",    0x0c001340, 0xfc00d3c0, "cscCx,V(b)",     XOP_STORE},
    {"stdby",    0x0c001340, 0xfc0013c0, "cscCx,V(s,b)",   XOP_STORE},

    /* 0x04: special function unit (spop) */
    {"spop0",    0x10000000, 0xfc000600, "v,ON",           XOP_SPOP},
    {"spop1",    0x10000200, 0xfc000600, "v,oNt",          XOP_SPOP},
    {"spop2",    0x10000400, 0xfc000600, "v,1Nb",          XOP_SPOP},
    {"spop3",    0x10000600, 0xfc000600, "v,0Nx,b",        XOP_SPOP},

    /* 0x05: diag */
    {"diag",     0x14000000, 0xfc000000, "D",              XOP_DIAG},

    /* 0x06: fmpyadd */
    {"fmpyadd",  0x18000000, 0xfc000000, "Hfi,fj,fk,fl,fm", XOP_FPU},

    /* 0x08: ldil */
    {"ldil",     0x20000000, 0xfc000000, "k,b",            XOP_LDIL},

    /* 0x09: FP word loads/stores (uid 0/1); other coprocessors */
    {"fldw",     0x24000000, 0xfc00df80, "cXx(b),fT",      XOP_FPU},
    {"fldw",     0x24000000, 0xfc001f80, "cXx(s,b),fT",    XOP_FPU},
    {"fldw",     0x24000000, 0xfc00d380, "cxccx(b),fT",    XOP_FPU},
    {"fldw",     0x24000000, 0xfc001380, "cxccx(s,b),fT",  XOP_FPU},
    {"fldw",     0x24001020, 0xfc1ff3a0, "cocc@(b),fT",    XOP_FPU},
    {"fldw",     0x24001020, 0xfc1f33a0, "cocc@(s,b),fT",  XOP_FPU},
    {"fldw",     0x24001000, 0xfc00df80, "cM5(b),fT",      XOP_FPU},
    {"fldw",     0x24001000, 0xfc001f80, "cM5(s,b),fT",    XOP_FPU},
    {"fldw",     0x24001000, 0xfc00d380, "cmcc5(b),fT",    XOP_FPU},
    {"fldw",     0x24001000, 0xfc001380, "cmcc5(s,b),fT",  XOP_FPU},
    {"fstw",     0x24000200, 0xfc00df80, "cXfT,x(b)",      XOP_FPU},
    {"fstw",     0x24000200, 0xfc001f80, "cXfT,x(s,b)",    XOP_FPU},
    {"fstw",     0x24000200, 0xfc00d380, "cxcCfT,x(b)",    XOP_FPU},
    {"fstw",     0x24000200, 0xfc001380, "cxcCfT,x(s,b)",  XOP_FPU},
    {"fstw",     0x24001220, 0xfc1ff3a0, "cocCfT,@(b)",    XOP_FPU},
    {"fstw",     0x24001220, 0xfc1f33a0, "cocCfT,@(s,b)",  XOP_FPU},
    {"fstw",     0x24001200, 0xfc00df80, "cMfT,5(b)",      XOP_FPU},
    {"fstw",     0x24001200, 0xfc001f80, "cMfT,5(s,b)",    XOP_FPU},
    {"fstws",    0x24001200, 0xfc00d380, "cmcCfT,5(b)",    XOP_FPU},
    {"fstws",    0x24001200, 0xfc001380, "cmcCfT,5(s,b)",  XOP_FPU},
    {"cldw",     0x24000000, 0xfc00de00, "ucXx(b),t",      XOP_SPOP},
    {"cldw",     0x24000000, 0xfc001e00, "ucXx(s,b),t",    XOP_SPOP},
    {"cldw",     0x24000000, 0xfc00d200, "ucxccx(b),t",    XOP_SPOP},
    {"cldw",     0x24000000, 0xfc001200, "ucxccx(s,b),t",  XOP_SPOP},
    {"cldw",     0x24001000, 0xfc00d200, "ucocc@(b),t",    XOP_SPOP},
    {"cldw",     0x24001000, 0xfc001200, "ucocc@(s,b),t",  XOP_SPOP},
    {"cstw",     0x24000200, 0xfc00de00, "ucXt,x(b)",      XOP_SPOP},
    {"cstw",     0x24000200, 0xfc001e00, "ucXt,x(s,b)",    XOP_SPOP},
    {"cstw",     0x24000200, 0xfc00d200, "ucxcCt,x(b)",    XOP_SPOP},
    {"cstw",     0x24000200, 0xfc001200, "ucxcCt,x(s,b)",  XOP_SPOP},
    {"cstw",     0x24001200, 0xfc00d200, "ucocCt,@(b)",    XOP_SPOP},
    {"cstw",     0x24001200, 0xfc001200, "ucocCt,@(s,b)",  XOP_SPOP},

    /* 0x0a: addil */
    {"addil",    0x28000000, 0xfc000000, "k,b,Z",          XOP_ADDIL},

    /* 0x0b: FP doubleword loads/stores (uid 0); other coprocessors */
    {"fldd",     0x2c000000, 0xfc00dfc0, "cXx(b),ft",      XOP_FPU},
    {"fldd",     0x2c000000, 0xfc001fc0, "cXx(s,b),ft",    XOP_FPU},
    {"fldd",     0x2c000000, 0xfc00d3c0, "cxccx(b),ft",    XOP_FPU},
    {"fldd",     0x2c000000, 0xfc0013c0, "cxccx(s,b),ft",  XOP_FPU},
    {"fldd",     0x2c001020, 0xfc1ff3e0, "cocc@(b),ft",    XOP_FPU},
    {"fldd",     0x2c001020, 0xfc1f33e0, "cocc@(s,b),ft",  XOP_FPU},
    {"fldd",     0x2c001000, 0xfc00dfc0, "cM5(b),ft",      XOP_FPU},
    {"fldd",     0x2c001000, 0xfc001fc0, "cM5(s,b),ft",    XOP_FPU},
    {"fldd",     0x2c001000, 0xfc00d3c0, "cmcc5(b),ft",    XOP_FPU},
    {"fldd",     0x2c001000, 0xfc0013c0, "cmcc5(s,b),ft",  XOP_FPU},
    {"fstd",     0x2c000200, 0xfc00dfc0, "cXft,x(b)",      XOP_FPU},
    {"fstd",     0x2c000200, 0xfc001fc0, "cXft,x(s,b)",    XOP_FPU},
    {"fstd",     0x2c000200, 0xfc00d3c0, "cxcCft,x(b)",    XOP_FPU},
    {"fstd",     0x2c000200, 0xfc0013c0, "cxcCft,x(s,b)",  XOP_FPU},
    {"fstd",     0x2c001220, 0xfc1ff3e0, "cocCft,@(b)",    XOP_FPU},
    {"fstd",     0x2c001220, 0xfc1f33e0, "cocCft,@(s,b)",  XOP_FPU},
    {"fstd",     0x2c001200, 0xfc00dfc0, "cMft,5(b)",      XOP_FPU},
    {"fstd",     0x2c001200, 0xfc001fc0, "cMft,5(s,b)",    XOP_FPU},
    {"fstd",     0x2c001200, 0xfc00d3c0, "cmcCft,5(b)",    XOP_FPU},
    {"fstd",     0x2c001200, 0xfc0013c0, "cmcCft,5(s,b)",  XOP_FPU},
    {"cldd",     0x2c000000, 0xfc00de00, "ucXx(b),t",      XOP_SPOP},
    {"cldd",     0x2c000000, 0xfc001e00, "ucXx(s,b),t",    XOP_SPOP},
    {"cldd",     0x2c000000, 0xfc00d200, "ucxccx(b),t",    XOP_SPOP},
    {"cldd",     0x2c000000, 0xfc001200, "ucxccx(s,b),t",  XOP_SPOP},
    {"cldd",     0x2c001000, 0xfc00d200, "ucocc@(b),t",    XOP_SPOP},
    {"cldd",     0x2c001000, 0xfc001200, "ucocc@(s,b),t",  XOP_SPOP},
    {"cstd",     0x2c000200, 0xfc00de00, "ucXt,x(b)",      XOP_SPOP},
    {"cstd",     0x2c000200, 0xfc001e00, "ucXt,x(s,b)",    XOP_SPOP},
    {"cstd",     0x2c000200, 0xfc00d200, "ucxcCt,x(b)",    XOP_SPOP},
    {"cstd",     0x2c000200, 0xfc001200, "ucxcCt,x(s,b)",  XOP_SPOP},
    {"cstd",     0x2c001200, 0xfc00d200, "ucocCt,@(b)",    XOP_SPOP},
    {"cstd",     0x2c001200, 0xfc001200, "ucocCt,@(s,b)",  XOP_SPOP},

    /* 0x0c: FP operations, 0C format; other coprocessors */
    {"fadd",     0x30000600, 0xfc00e7e0, "Ffa,fb,fT",      XOP_FPU},
    {"fsub",     0x30002600, 0xfc00e7e0, "Ffa,fb,fT",      XOP_FPU},
    {"fmpy",     0x30004600, 0xfc00e7e0, "Ffa,fb,fT",      XOP_FPU},
    {"fdiv",     0x30006600, 0xfc00e7e0, "Ffa,fb,fT",      XOP_FPU},
    {"fsqrt",    0x30008000, 0xfc1fe7e0, "Ffa,fT",         XOP_FPU},
    {"fabs",     0x30006000, 0xfc1fe7e0, "Ffa,fT",         XOP_FPU},
    {"frem",     0x30008600, 0xfc00e7e0, "Ffa,fb,fT",      XOP_FPU},
    {"frnd",     0x3000a000, 0xfc1fe7e0, "Ffa,fT",         XOP_FPU},
    {"fcpy",     0x30004000, 0xfc1fe7e0, "Ffa,fT",         XOP_FPU},
    {"fcnvff",   0x30000200, 0xfc1f87e0, "FGfa,fT",        XOP_FPU},
    {"fcnvxf",   0x30008200, 0xfc1f87e0, "FGfa,fT",        XOP_FPU},
    {"fcnvfx",   0x30010200, 0xfc1f87e0, "FGfa,fT",        XOP_FPU},
    {"fcnvfxt",  0x30018200, 0xfc1f87e0, "FGfa,fT",        XOP_FPU},
    {"fneg",     0x3000c000, 0xfc1fe7e0, "Ffa,fT",         XOP_FPU},
    {"fnegabs",  0x3000e000, 0xfc1fe7e0, "Ffa,fT",         XOP_FPU},
    {"fcnv",     0x30000200, 0xfc1c0720, "{_fa,fT",        XOP_FPU},
    {"fcmp",     0x30000400, 0xfc00e7e0, "F?ffa,fb",       XOP_FPU},
    {"fcmp",     0x30000400, 0xfc0007e0, "F?ffa,fb,h",     XOP_FPU},
    {"ftest",    0x30002420, 0xffffffff, "",               XOP_FPU},
    {"ftest",    0x30002420, 0xffffffe0, ",=",             XOP_FPU},
    {"ftest",    0x30000420, 0xffff1fff, "m",              XOP_FPU},
    {"fid",      0x30000000, 0xffffffff, "",               XOP_FPU},
    {"pmdis",    0x30000280, 0xffffffdf, "N",              XOP_SPOP},
    {"pmenb",    0x30000680, 0xffffffff, "",               XOP_SPOP},
    {"copr",     0x30000000, 0xfc000000, "u,2N",           XOP_SPOP},

    /* 0x0d: ldo, ldi */
    {"ldi",      0x34000000, 0xffe00000, "l,x",            XOP_LDO},
    {"ldo",      0x34000000, 0xfc000000, "l(b),x",         XOP_LDO},

    /* 0x0e: FP operations, 0E format (L/R halves), xmpyu */
    {"fadd",     0x38000600, 0xfc00e720, "IfA,fB,fT",      XOP_FPU},
    {"fsub",     0x38002600, 0xfc00e720, "IfA,fB,fT",      XOP_FPU},
    {"fmpy",     0x38004600, 0xfc00e720, "IfA,fB,fT",      XOP_FPU},
    {"fdiv",     0x38006600, 0xfc00e720, "IfA,fB,fT",      XOP_FPU},
    {"fsqrt",    0x38008000, 0xfc1fe720, "FfA,fT",         XOP_FPU},
    {"fabs",     0x38006000, 0xfc1fe720, "FfA,fT",         XOP_FPU},
    {"frem",     0x38008600, 0xfc00e720, "FfA,fB,fT",      XOP_FPU},
    {"frnd",     0x3800a000, 0xfc1fe720, "FfA,fT",         XOP_FPU},
    {"fcpy",     0x38004000, 0xfc1fe720, "FfA,fT",         XOP_FPU},
    {"fcnvff",   0x38000200, 0xfc1f8720, "FGfA,fT",        XOP_FPU},
    {"fcnvxf",   0x38008200, 0xfc1f8720, "FGfA,fT",        XOP_FPU},
    {"fcnvfx",   0x38010200, 0xfc1f8720, "FGfA,fT",        XOP_FPU},
    {"fcnvfxt",  0x38018200, 0xfc1f8720, "FGfA,fT",        XOP_FPU},
    {"fneg",     0x3800c000, 0xfc1fe720, "IfA,fT",         XOP_FPU},
    {"fnegabs",  0x3800e000, 0xfc1fe720, "IfA,fT",         XOP_FPU},
    {"fcnv",     0x38000200, 0xfc1c0720, "FGfA,fT",        XOP_FPU},
    {"fcmp",     0x38000400, 0xfc00e720, "I?ffA,fB",       XOP_FPU},
    {"fcmp",     0x38000400, 0xfc000720, "I?ffA,fB,h",     XOP_FPU},
    {"xmpyu",    0x38004700, 0xfc00e720, "fX,fB,fT",       XOP_FPU},

    /* 0x0f: FP quad stores (PA 1.0) */
    {"fstqx",    0x3c000200, 0xfc00dfc0, "cXft,x(b)",      XOP_FPU},
    {"fstqx",    0x3c000200, 0xfc001fc0, "cXft,x(s,b)",    XOP_FPU},
    {"fstqs",    0x3c001200, 0xfc00dfc0, "cMft,5(b)",      XOP_FPU},
    {"fstqs",    0x3c001200, 0xfc001fc0, "cMft,5(s,b)",    XOP_FPU},

    /* 0x10: ldb, 16-bit displacement */
    {"ldb",      0x40000000, 0xfc000000, "l(b),x",         XOP_LOAD_LONG},

    /* 0x11: ldh, 16-bit displacement */
    {"ldh",      0x44000000, 0xfc000000, "l(b),x",         XOP_LOAD_LONG},

    /* 0x12: ldw, 16-bit displacement */
    {"ldw",      0x48000000, 0xfc000000, "l(b),x",         XOP_LOAD_LONG},

    /* 0x13: ldw,ma/mb, 16-bit displacement */
    {"ldw",      0x4c000000, 0xfc000000, "ce<(b),x",       XOP_LOAD_LONG},

    /* 0x14: ldd / fldd, long displacement */
    {"ldd",      0x50000000, 0xfc000002, "cq&(b),x",       XOP_LOAD_LONG},
    {"fldd",     0x50000002, 0xfc000002, "cq&(b),fx",      XOP_FPU},

    /* 0x16: fldw,ma/mb, long displacement */
    {"fldw",     0x58000000, 0xfc000000, "cJy(b),fe",      XOP_FPU},

    /* 0x17: fldw / ldw,ma/mb, long displacement */
    {"ldw",      0x5c000004, 0xfc000006, "ce>(b),x",       XOP_LOAD_LONG},
    {"fldw",     0x5c000000, 0xfc000004, "y(b),fe",        XOP_FPU},

    /* 0x18: stb, 16-bit displacement */
    {"stb",      0x60000000, 0xfc000000, "x,l(b)",         XOP_STORE_LONG},

    /* 0x19: sth, 16-bit displacement */
    {"sth",      0x64000000, 0xfc000000, "x,l(b)",         XOP_STORE_LONG},

    /* 0x1a: stw, 16-bit displacement */
    {"stw",      0x68000000, 0xfc000000, "x,l(b)",         XOP_STORE_LONG},

    /* 0x1b: stw,ma/mb, 16-bit displacement */
    {"stw",      0x6c000000, 0xfc000000, "cex,<(b)",       XOP_STORE_LONG},

    /* 0x1c: std / fstd, long displacement */
    {"std",      0x70000000, 0xfc000002, "cqx,&(b)",       XOP_STORE_LONG},
    {"fstd",     0x70000002, 0xfc000002, "cqfx,&(b)",      XOP_FPU},

    /* 0x1e: fstw,ma/mb, long displacement */
    {"fstw",     0x78000000, 0xfc000000, "cJfE,y(b)",      XOP_FPU},

    /* 0x1f: fstw / stw,ma/mb, long displacement */
    {"stw",      0x7c000004, 0xfc000006, "cex,>(b)",       XOP_STORE_LONG},
    {"fstw",     0x7c000000, 0xfc000004, "fE,y(b)",        XOP_FPU},

    /* 0x20: cmpb, 32-bit conditions */
    {"cmpb",     0x80000000, 0xfc000000, "?nnx,b,w",       XOP_CMPB},

    /* 0x21: cmpib, 32-bit conditions */
    {"cmpib",    0x84000000, 0xfc000000, "?nn5,b,w",       XOP_CMPIB},

    /* 0x22: cmpb, negated 32-bit conditions */
    {"cmpb",     0x88000000, 0xfc000000, "?nnx,b,w",       XOP_CMPB},

    /* 0x23: cmpib, negated 32-bit conditions */
    {"cmpib",    0x8c000000, 0xfc000000, "?nn5,b,w",       XOP_CMPIB},

    /* 0x24: cmpiclr */
    {"cmpiclr",  0x90000800, 0xfc000800, "?Si,b,x",        XOP_CMPICLR},
    {"cmpiclr",  0x90000000, 0xfc000800, "?si,b,x",        XOP_CMPICLR},

    /* 0x25: subi */
    {"subi",     0x94000000, 0xfc000000, "cv?si,b,x",      XOP_SUBI},

    /* 0x26: fmpysub */
    {"fmpysub",  0x98000000, 0xfc000000, "Hfi,fj,fk,fl,fm", XOP_FPU},

    /* 0x27: cmpb, 64-bit conditions */
    {"cmpb",     0x9c000000, 0xfc000000, "?Nnx,b,w",       XOP_CMPB},

    /* 0x28: addb */
    {"addb",     0xa0000000, 0xfc000000, "?Wnx,b,w",       XOP_ADDB},

    /* 0x29: addib */
    {"addib",    0xa4000000, 0xfc000000, "?Wn5,b,w",       XOP_ADDIB},

    /* 0x2a: addb, negated conditions */
    {"addb",     0xa8000000, 0xfc000000, "?Wnx,b,w",       XOP_ADDB},

    /* 0x2b: addib, negated conditions */
    {"addib",    0xac000000, 0xfc000000, "?Wn5,b,w",       XOP_ADDIB},

    /* 0x2c: addi,tc (addit) */
    {"addi",     0xb0000000, 0xfc000000, "ct?ai,b,x",      XOP_ADDI},

    /* 0x2d: addi */
    {"addi",     0xb4000000, 0xfc000000, "cv?ai,b,x",      XOP_ADDI},

    /* 0x2e: fmpyfadd, fmpynfadd */
    {"fmpyfadd", 0xb8000000, 0xfc000020, "IfA,fB,fC,fT",   XOP_FPU},
    {"fmpynfadd", 0xb8000020, 0xfc000020, "IfA,fB,fC,fT",   XOP_FPU},

    /* 0x2f: cmpb, negated 64-bit conditions */
    {"cmpb",     0xbc000000, 0xfc000000, "?Nnx,b,w",       XOP_CMPB},

    /* 0x30: bb on SAR */
    {"bb",       0xc0006000, 0xffe06000, "?Bnx,!,w",       XOP_BB},
    {"bb",       0xc0004000, 0xffe06000, "?bnx,!,w",       XOP_BB},

    /* 0x31: bb on an immediate bit */
    {"bb",       0xc4006000, 0xfc006000, "?Bnx,B,w",       XOP_BB},
    {"bb",       0xc4004000, 0xfc006000, "?bnx,Q,w",       XOP_BB},

    /* 0x32: movb */
    {"movb",     0xc8000000, 0xfc000000, "?ynx,b,w",       XOP_MOVB},

    /* 0x33: movib */
    {"movib",    0xcc000000, 0xfc000000, "?yn5,b,w",       XOP_MOVIB},

    /* 0x34: shrpw/shrpd, extrw, extrd with position in SAR */
    {"shrpd",    0xd0000200, 0xfc001fe0, "?Xx,b,!,t",      XOP_SHIFT_D},
    {"shrpd",    0xd0000400, 0xfc001400, "?Xx,b,~,t",      XOP_SHIFT_D},
    {"shrpw",    0xd0000000, 0xfc001fe0, "?xx,b,!,t",      XOP_SHIFT_W},
    {"shrpw",    0xd0000800, 0xfc001c00, "?xx,b,p,t",      XOP_SHIFT_W},
    {"extrd",    0xd0001200, 0xfc001ae0, "cS?Xb,!,%,x",    XOP_SHIFT_D},
    {"extrw",    0xd0001000, 0xfc001be0, "cS?xb,!,T,x",    XOP_SHIFT_W},
    {"extrw",    0xd0001800, 0xfc001800, "cS?xb,P,T,x",    XOP_SHIFT_W},

    /* 0x35: depw/depwi, depd/depdi with position in SAR */
    {"depd",     0xd4000200, 0xfc001ae0, "cz?Xx,!,%,b",    XOP_DEP_D},
    {"depdi",    0xd4001200, 0xfc001ae0, "cz?X5,!,%,b",    XOP_DEP_D},
    {"depw",     0xd4000000, 0xfc001be0, "cz?xx,!,T,b",    XOP_DEP_W},
    {"depw",     0xd4000800, 0xfc001800, "cz?xx,p,T,b",    XOP_DEP_W},
    {"depwi",    0xd4001000, 0xfc001be0, "cz?x5,!,T,b",    XOP_DEP_W},
    {"depwi",    0xd4001800, 0xfc001800, "cz?x5,p,T,b",    XOP_DEP_W},

    /* 0x36: extrd, fixed position */
    {"extrd",    0xd8000000, 0xfc000000, "cS?Xb,q,|,x",    XOP_SHIFT_D},

    /* 0x38: be */
    {"be",       0xe0000000, 0xfc000000, "nz(S,b)",        XOP_BE},

    /* 0x39: be,l (ble) */
    {"be",       0xe4000000, 0xfc000000, "clnz(S,b),Y",    XOP_BE},

    /* 0x3a: branches: b,l  b,gate  blr  bv  bve */
    {"b",        0xe8008000, 0xfc00e000, "cpnXL",          XOP_BRANCH},
    {"b",        0xe800a000, 0xfc00e000, "clnXL",          XOP_BRANCH},
    {"b",        0xe8000000, 0xfc00e000, "clnW,b",         XOP_BRANCH},
    {"b",        0xe8002000, 0xfc00e000, "cgnW,b",         XOP_BRANCH},
    {"blr",      0xe8004000, 0xfc00e001, "nx,b",           XOP_BRANCH},
    {"bv",       0xe800c000, 0xfc00fffd, "nx(b)",          XOP_BRANCH},
    {"bve",      0xe800f001, 0xfc1ffffd, "cpn(b)L",        XOP_BRANCH},
    {"bve",      0xe800f000, 0xfc1ffffd, "cln(b)L",        XOP_BRANCH},
    {"bve",      0xe800d001, 0xfc1ffffd, "cPn(b)",         XOP_BRANCH},
    {"bve",      0xe800d000, 0xfc1ffffd, "n(b)",           XOP_BRANCH},
    {"clrbts",   0xe8004005, 0xffffffff, "",               XOP_BRANCH},
    {"popbts",   0xe8004005, 0xfffff007, "$",              XOP_BRANCH},
    {"pushnom",  0xe8004001, 0xffffffff, "",               XOP_BRANCH},
    {"pushbts",  0xe8004001, 0xffe0ffff, "x",              XOP_BRANCH},

    /* 0x3b: cmpib, 64-bit conditions */
    {"cmpib",    0xec000000, 0xfc000000, "?Qn5,b,w",       XOP_CMPIB},

    /* 0x3c: depd, fixed position */
    {"depd",     0xf0000000, 0xfc000000, "cz?Xx,~,|,b",    XOP_DEP_D},

    /* 0x3d: depdi, fixed position */
    {"depdi",    0xf4000000, 0xfc000000, "cz?X5,~,|,b",    XOP_DEP_D},

    /* 0x3e: multimedia: permh, mixh/mixw, hshl/hshr */
    {"hshl",     0xf8008800, 0xffe0fc20, "x,*,t",          XOP_MM},
    {"hshr",     0xf800c800, 0xfc1ff820, "cSb,*,t",        XOP_MM},
    {"mixh",     0xf8008400, 0xfc009fe0, "chx,b,t",        XOP_MM},
    {"mixw",     0xf8008000, 0xfc009fe0, "chx,b,t",        XOP_MM},
    {"permh",    0xf8000000, 0xfc009020, "c*a,t",          XOP_MM},
};

const size_t pa_ninsns = sizeof pa_insns / sizeof pa_insns[0];

/* Index of the first row whose major opcode is >= major. */
static size_t first_row(unsigned major)
{
    size_t lo = 0, hi = pa_ninsns;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (pa_insns[mid].match >> 26 < major)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

const struct pa_insn *pa_lookup(uint32_t insn)
{
    unsigned major = insn >> 26;
    for (size_t i = first_row(major); i < pa_ninsns && pa_insns[i].match >> 26 == major; i++)
        if ((insn & pa_insns[i].mask) == pa_insns[i].match)
            return &pa_insns[i];
    return NULL;
}

const char *pa_xop_name(enum xop x)
{
    static const char *const names[XOP_COUNT] = {
        "ILL", "LOAD", "STORE", "LOAD_LONG", "STORE_LONG", "LDO", "LDIL", "ADDIL", "ARITH",
        "LOGICAL", "ADDI", "SUBI", "CMPICLR", "CMPB", "CMPIB", "ADDB", "ADDIB", "BB", "MOVB",
        "MOVIB", "SHIFT_W", "DEP_W", "SHIFT_D", "DEP_D", "BRANCH", "BE", "SYS", "MM", "FPU",
        "SPOP", "DIAG",
    };
    return (unsigned)x < XOP_COUNT ? names[x] : "?";
}
