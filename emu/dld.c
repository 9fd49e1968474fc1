/* The dynamic loader's part for PT_INTERP programs (runtime supplement §2-5): dynamic
   relocations, FP status from _FPU_STATUS, __sysvec/__sysstab, the Table 2 globals,
   .preinit, .init (reverse) and .fini (via the guest's atexit), then main. */
#include <elf.h>
#include <stdio.h>
#include <string.h>
#include "loader.h"
#include "run.h"

#ifndef R_PARISC_DIR64
#define R_PARISC_DIR64 80
#endif
#define R_PARISC_FPTR64_ 64
#define R_PARISC_EPLT_ 130
#define R_PARISC_NONE_ 0

static uint64_t rd64(uint64_t a) { uint64_t v; memcpy(&v, mem_base + a, 8); return __builtin_bswap64(v); }
static void wr64(uint64_t a, uint64_t v) { v = __builtin_bswap64(v); memcpy(mem_base + a, &v, 8); }

static uint64_t sym_addr(const struct image *im, const char *name)
{
    const struct gsym *s = image_lookup(im, name);
    return s ? s->addr : 0;
}

/* Applies the RELA table at [rela, rela+size) with the symbol table of the image. */
static int apply_relocs(struct image *im, uint64_t rela, uint64_t size, uint64_t symtab,
                        uint64_t strtab, char *err, size_t errlen)
{
    for (uint64_t o = 0; o + 24 <= size; o += 24) {
        uint64_t off = rd64(rela + o), info = rd64(rela + o + 8), add = rd64(rela + o + 16);
        unsigned type = (unsigned)ELF64_R_TYPE(info), symi = (unsigned)ELF64_R_SYM(info);
        uint64_t S = 0;
        if (symi) {
            uint64_t sym = symtab + 24ull * symi;
            uint32_t name = (uint32_t)(rd64(sym) >> 32);
            const char *nm = (const char *)mem_base + strtab + name;
            S = rd64(sym + 8);
            if (!S) S = sym_addr(im, nm);
            if (!S && ELF64_ST_BIND(((const uint8_t *)mem_base)[sym + 4]) != STB_WEAK) {
                snprintf(err, errlen, "%s: dld: unresolved symbol %s", im->path, nm); return -1;
            }
        }
        switch (type) {
        case R_PARISC_NONE_: break;
        case R_PARISC_DIR64: wr64(off, S + add); break;
        case R_PARISC_FPTR64_: wr64(off, S + add); break;  /* linker-made descriptor */
        case R_PARISC_EPLT_: break;                         /* resolved by the linker */
        default:
            snprintf(err, errlen, "%s: dld: unsupported relocation type %u at 0x%llx", im->path,
                     type, (unsigned long long)off);
            return -1;
        }
    }
    return 0;
}

static int relocate(struct image *im, char *err, size_t errlen)
{
    uint64_t rela = 0, relasz = 0, jmprel = 0, pltsz = 0, symtab = 0, strtab = 0;
    for (uint64_t a = im->dyn_vaddr; a + 16 <= im->dyn_vaddr + im->dyn_size; a += 16) {
        uint64_t tag = rd64(a), val = rd64(a + 8);
        if (tag == DT_NULL) break;
        switch (tag) {
        case DT_RELA: rela = val; break;
        case DT_RELASZ: relasz = val; break;
        case DT_JMPREL: jmprel = val; break;
        case DT_PLTRELSZ: pltsz = val; break;
        case DT_SYMTAB: symtab = val; break;
        case DT_STRTAB: strtab = val; break;
        case DT_NEEDED:
            snprintf(err, errlen, "%s: dld: needs a shared library; DLL loading is not supported yet", im->path);
            return -1;
        default: break;
        }
    }
    if (rela && apply_relocs(im, rela, relasz, symtab, strtab, err, errlen)) return -1;
    if (jmprel && apply_relocs(im, jmprel, pltsz, symtab, strtab, err, errlen)) return -1;
    return 0;
}

static void set_global(const struct image *im, const char *name, uint64_t v)
{
    uint64_t a = sym_addr(im, name);
    if (a) wr64(a, v);
}

/* Calls each function pointer (a descriptor address) in [start, end), in the order given. */
static int call_fptrs(struct cpu *c, uint64_t start, uint64_t end, int reverse, uint64_t via,
                      uint64_t gp, int *status)
{
    uint64_t n = (end - start) / 8;
    for (uint64_t k = 0; k < n; k++) {
        uint64_t slot = reverse ? end - 8 * (k + 1) : start + 8 * k;
        uint64_t desc = rd64(slot);
        if (!desc || desc == ~0ull) continue;
        enum stop_reason why;
        if (via) {           /* atexit(fptr) */
            uint64_t arg = desc;
            guest_call(c, via, gp, 1, &arg, &why, status);
        } else {
            guest_call(c, rd64(desc + 16), rd64(desc + 24), 0, NULL, &why, status);
        }
        if (why != STOP_NONE) return (int)why;
    }
    return 0;
}

int dld_start(struct cpu *c, struct process *p, char *err, size_t errlen)
{
    struct image *im = p->im;
    if (relocate(im, err, errlen)) return -1;
    uint64_t gp = sym_addr(im, "__gp");
    uint64_t sp = c->gr[30];

    /* FP status: high word of fr0 */
    const struct gsym *fs = image_lookup(im, "_FPU_STATUS");
    c->fr[0] = (uint64_t)(uint32_t)(fs ? fs->addr : 0) << 32;

    set_global(im, "__sysstab", p->sysvec);
    set_global(im, "__sysvec", p->sysvec);
    set_global(im, "_CPU_REVISION", 0x20);
    set_global(im, "_CPU_KEYBITS_1", 1);
    set_global(im, "_SYSTEM_ID", 0x214);
    set_global(im, "_FPU_MODEL", 0);
    set_global(im, "_FPU_REVISION", 0x0f);
    set_global(im, "__argc", (uint64_t)p->argc);
    set_global(im, "__argv", p->argv);
    set_global(im, "__envp", p->envp);
    set_global(im, "_environ", p->envp);
    set_global(im, "environ", p->envp);
    set_global(im, "__tls_size", 0);
    set_global(im, "__load_info", p->load_info);

    int status = 0, r;
    c->gr[30] = sp;
    if ((r = call_fptrs(c, sym_addr(im, "__preinit_start"), sym_addr(im, "__preinit_end"), 0, 0, gp, &status)) ||
        (r = call_fptrs(c, sym_addr(im, "__init_start"), sym_addr(im, "__init_end"), 1, 0, gp, &status))) {
        snprintf(err, errlen, "%s: dld: program ended during initialization", im->path);
        return -1;
    }
    uint64_t atexit_fn = sym_addr(im, "atexit");
    if (atexit_fn && (r = call_fptrs(c, sym_addr(im, "__fini_start"), sym_addr(im, "__fini_end"), 1, atexit_fn, gp, &status))) {
        snprintf(err, errlen, "%s: dld: program ended during initialization", im->path);
        return -1;
    }
    /* Enter main(argc, argv, envp) as a call from dld; its return comes back to us. */
    c->gr[30] = sp;
    c->gr[29] = sp - 48;        /* argument pointer, as gcc's callers set it */
    c->gr[27] = gp;
    c->gr[26] = (uint64_t)p->argc;
    c->gr[25] = p->argv;
    c->gr[24] = p->envp;
    c->gr[2] = GATEWAY_RETURN | 3;
    c->iaoq_f = im->entry;
    c->iaoq_b = im->entry + 4;
    return 0;
}
