/* Every clause of sprofil(2) (shared/seeds/sprofil.2.txt) with exact counts: run under
   PA64_PROFIL_INSNS=1 a tick falls on every instruction, so a bucket holds exactly the
   number of times its instructions executed. spin(n) (spin.S) executes its instructions
   0 and 1 n times and 2 and 3 once. Prints "ok"/"FAIL" lines and a summary. */
#include <crt0.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/profil.h>

void spin(long n);
void spin2(long n);

static int passed, failed;
static unsigned long S, S2;     /* code addresses of spin and spin2 */

static void check(int ok, const char *what)
{
    printf("%s %s\n", ok ? "ok" : "FAIL", what);
    if (ok) passed++; else failed++;
}

static void off(void) { sprofil(NULL, 0, NULL, PROF_USHORT); }

static int one(void *base, unsigned size, unsigned long offset, unsigned scale, unsigned flags)
{
    struct prof p = { base, size, (void *)offset, scale };
    return sprofil(&p, 1, NULL, flags);
}

static int eq64(const unsigned long long *got, const unsigned long long *want, int n)
{
    for (int i = 0; i < n; i++)
        if (got[i] != want[i]) {
            printf("  element %d: got %llu, want %llu\n", i, got[i], want[i]);
            return 0;
        }
    return 1;
}

/* Profiles one spin(n) over a buffer of `elems` elements of the given flags and returns
   them widened. */
static void run_region(unsigned long offset, unsigned scale, unsigned flags, int elems, long n,
                       unsigned long long *out)
{
    static unsigned long long raw[64];
    unsigned esz = flags == PROF_USHORT ? 2 : flags == PROF_UINT ? 4 : 8;
    memset(raw, 0, sizeof raw);
    if (one(raw, (unsigned)(elems * esz), offset, scale, flags)) printf("  sprofil: errno %d\n", errno);
    spin(n);
    off();
    for (int i = 0; i < elems; i++) {
        const unsigned char *p = (const unsigned char *)raw + i * esz;
        out[i] = esz == 2 ? *(const unsigned short *)p : esz == 4 ? *(const unsigned int *)p : *(const unsigned long long *)p;
    }
}

static void test_profil(void)
{
    unsigned short b[4] = { 0 };
    check(profil(b, sizeof b, (void *)S, 0x8000) == 0, "profil returns 0");
    spin(1000);
    profil(NULL, 0, NULL, 0);
    check(b[0] == 1000 && b[1] == 1000 && b[2] == 1 && b[3] == 1, "profil: one 2-byte bucket per instruction at scale 0x8000");
    spin(10);
    check(b[0] == 1000, "profil with scale 0 turns sampling off");
}

/* The man page's PA-RISC table: instructions per element, times 4 (0.25 -> 1). */
static const struct { unsigned scale; unsigned ipe4[3]; } table[] = {
    { 2, { 65536, 131072, 262144 } }, { 4, { 32768, 65536, 131072 } }, { 16, { 8192, 16384, 32768 } },
    { 256, { 512, 1024, 2048 } }, { 4096, { 32, 64, 128 } }, { 8192, { 16, 32, 64 } },
    { 16384, { 8, 16, 32 } }, { 32768, { 4, 8, 16 } }, { 65536, { 2, 4, 8 } }, { 131072, { 1, 2, 4 } },
};

/* With the boundary between elements 0 and 1 put at spin+8 (pr_offset = spin + 8 - 4*ipe),
   element 0 must hold instructions 0 and 1 and element 1 instructions 2 and 3. */
static void test_scale_table(void)
{
    static const unsigned flags[3] = { PROF_USHORT, PROF_UINT, PROF_UINT64 };
    int rows = 0, bad = 0;
    for (unsigned r = 0; r < sizeof table / sizeof table[0]; r++)
        for (int f = 0; f < 3; f++) {
            unsigned long ipe4 = table[r].ipe4[f];
            unsigned long long got[16], want[16] = { 0 };
            if (ipe4 >= 8) {
                unsigned long back = ipe4 - 8;                  /* bytes: 4*ipe - 8 */
                run_region(S - back, table[r].scale, flags[f], 2, 500, got);
                want[0] = 1000, want[1] = 2;
            } else {                                            /* fractions: inst j at element 4j/ipe4 */
                run_region(S, table[r].scale, flags[f], 16, 500, got);
                for (int j = 0; j < 4; j++) want[4 * j / ipe4] = j < 2 ? 500 : 1;
            }
            rows++;
            if (!eq64(got, want, ipe4 >= 8 ? 2 : 16)) {
                printf("  scale %u flags %u\n", table[r].scale, flags[f]);
                bad++;
            }
        }
    char what[96];
    snprintf(what, sizeof what, "scale table: %d (scale, element size) cells agree with the man page", rows);
    check(!bad && rows == 30, what);
}

static void test_rounding_and_sizes(void)
{
    unsigned long long got[4], w1[4] = { 300, 300, 1, 1 }, w2[2] = { 600, 2 };
    run_region(S, 0x10000, PROF_UINT, 4, 300, got);
    check(eq64(got, w1, 4), "PROF_UINT at scale 0x10000: one 4-byte element per instruction");
    run_region(S, 0x10000, PROF_UINT64, 2, 300, got);
    check(eq64(got, w2, 2), "PROF_UINT64 at scale 0x10000: offsets rounded down to the 8-byte element");
    unsigned long long w3[2] = { 602, 0 };
    run_region(S, 0x8000, PROF_UINT64, 2, 300, got);
    check(eq64(got, w3, 2), "PROF_UINT64 at scale 0x8000: four instructions round down into element 0");
}

static void test_saturation(void)
{
    unsigned long long got[4];
    run_region(S, 0x8000, PROF_USHORT, 4, 70000, got);
    check(got[0] == 65535 && got[1] == 65535 && got[2] == 1, "PROF_USHORT elements stop at 65535");
    unsigned int u[4] = { 0xfffffffe, 0, 0, 0 };
    one(u, sizeof u, S, 0x10000, PROF_UINT);
    spin(5);
    off();
    check(u[0] == 0xffffffff && u[1] == 5, "PROF_UINT elements stop at 2^32-1");
    unsigned long long q[2] = { ~0ull - 1, 0 };
    one(q, sizeof q, S, 0x10000, PROF_UINT64);
    spin(5);
    off();
    check(q[0] == ~0ull && q[1] == 2, "PROF_UINT64 elements stop at 2^64-1");
}

/* Overflow bin: the region covers instructions 2 and 3 only; everything else executed
   while profiling (0 and 1 of spin, and the fixed code around it) lands in the bin. */
static unsigned long long overflow_run(long n, unsigned short *reg)
{
    unsigned short ovf = 0;
    struct prof p[2] = { { reg, 4, (void *)(S + 8), 0x8000 }, { &ovf, 2, 0, 2 } };
    sprofil(p, 2, NULL, PROF_USHORT);
    spin(n);
    off();
    return ovf;
}

static void test_overflow(void)
{
    unsigned short r1[2] = { 0 }, r2[2] = { 0 };
    unsigned long long a = overflow_run(100, r1), b = overflow_run(1100, r2);
    check(r1[0] == 1 && r1[1] == 1 && r2[0] == 1 && r2[1] == 1, "overflow bin: the region still gets its own pcs");
    check(b - a == 2000, "overflow bin: every other pc increments the bin's one element");
}

static void test_ignored_replaced_disabled(void)
{
    unsigned short a[4] = { 0 }, b[4] = { 0 };
    struct prof p[2] = { { a, 3, (void *)S, 1 }, { b, 8, (void *)S, 0x8000 } };
    check(sprofil(p, 2, NULL, PROF_USHORT) == 0, "an entry with scale 1 is ignored (its odd size is not an error)");
    spin(7);
    off();
    check(a[0] == 0 && b[0] == 7 && b[3] == 1, "scale 0/1 entries ignored, the others counted");
    p[0].pr_scale = 0;
    sprofil(p, 2, NULL, PROF_USHORT);
    spin(7);
    off();
    check(a[0] == 0 && b[0] == 14, "scale 0 entry ignored");

    memset(a, 0, sizeof a); memset(b, 0, sizeof b);
    one(a, 8, S, 0x8000, PROF_USHORT);
    one(b, 8, S, 0x8000, PROF_USHORT);
    spin(9);
    check(a[0] == 0 && b[0] == 9, "each call replaces the previous set of regions");
    check(sprofil(NULL, 0, NULL, PROF_USHORT) == 0, "profcnt 0 returns 0");
    spin(9);
    check(b[0] == 9, "profcnt 0 disables profiling");

    struct timeval tv = { 7, 7 };
    one(b, 8, S, 0x8000, PROF_USHORT);
    struct prof q = { b, 8, (void *)S, 0x8000 };
    sprofil(&q, 1, &tv, PROF_USHORT);
    off();
    check(tv.tv_sec == 0 && tv.tv_usec == 10000, "tvp receives one clock tick (10 ms)");
}

/* Below the gateway page (docs/guest-abi.md): never mapped. */
#define UNMAPPED ((void *)0x1000)

/* An element address that is not writable memory turns profiling off, silently. */
static void test_invalid_bucket(void)
{
    unsigned short good[4] = { 0 };
    struct prof p[2] = { { UNMAPPED, 8, (void *)S, 0x8000 }, { good, 8, (void *)S2, 0x8000 } };
    check(sprofil(p, 2, NULL, PROF_USHORT) == 0, "an unmapped bucket buffer is accepted by sprofil");
    spin2(20);
    spin(20);
    spin2(20);
    off();
    check(good[0] == 20 && good[3] == 1, "a tick into an invalid bucket address silently disables profiling");
}

static int fails_with(int r, int e) { return r == -1 && errno == e; }

static void test_errors(void)
{
    unsigned short b[4];
    struct prof p[PROFIL_MAX + 1];
    for (int i = 0; i < PROFIL_MAX + 1; i++) p[i] = (struct prof){ b, 8, (void *)(S + 64 * i), 0x8000 };
    check(fails_with(sprofil(p, -1, NULL, PROF_USHORT), E2BIG), "E2BIG: profcnt < 0");
    check(fails_with(sprofil(p, PROFIL_MAX + 1, NULL, PROF_USHORT), E2BIG), "E2BIG: profcnt > _SC_PROFIL_MAX");
    check(sprofil(p, PROFIL_MAX, NULL, PROF_USHORT) == 0, "profcnt = _SC_PROFIL_MAX accepted");
    off();
    check(fails_with(sprofil(NULL, 1, NULL, PROF_USHORT), EFAULT), "EFAULT: profp illegal");
    check(fails_with(sprofil(p, 1, (struct timeval *)UNMAPPED, PROF_USHORT), EFAULT), "EFAULT: tvp illegal");
    check(fails_with(sprofil(p, 1, NULL, 0), EINVAL) && fails_with(sprofil(p, 1, NULL, 99), EINVAL),
          "EINVAL: flags not PROF_USHORT/PROF_UINT/PROF_UINT64");
    struct prof q[3];
    q[0] = (struct prof){ b, 0, (void *)S, 0x8000 };
    check(fails_with(sprofil(q, 1, NULL, PROF_USHORT), EINVAL), "EINVAL: pr_size zero");
    q[0] = (struct prof){ b, 0x80000002u, (void *)S, 2 };
    check(fails_with(sprofil(q, 1, NULL, PROF_USHORT), EINVAL), "EINVAL: pr_size > 2^46 * pr_scale / 65536");
    q[0].pr_size = 0x80000000u;
    check(sprofil(q, 1, NULL, PROF_USHORT) == 0, "pr_size = 2^46 * pr_scale / 65536 accepted");
    off();
    q[0] = (struct prof){ b, 6, (void *)S, 0x8000 };
    check(fails_with(sprofil(q, 1, NULL, PROF_UINT), EINVAL) && fails_with(sprofil((q[0].pr_size = 3, q), 1, NULL, PROF_USHORT), EINVAL),
          "EINVAL: pr_size not a multiple of the element size");
    q[0] = (struct prof){ b, 2, 0, 2 };
    q[1] = (struct prof){ b, 8, (void *)S, 0x8000 };
    check(fails_with(sprofil(q, 2, NULL, PROF_USHORT), EINVAL), "EINVAL: overflow descriptor not last");
    q[0] = (struct prof){ b, 8, (void *)S, 0x8000 };
    q[1] = (struct prof){ b, 4, 0, 2 };
    check(fails_with(sprofil(q, 2, NULL, PROF_USHORT), EINVAL), "EINVAL: overflow descriptor more than one element");
    q[1].pr_size = 2;
    check(sprofil(q, 2, NULL, PROF_USHORT) == 0, "a one-element overflow descriptor last is accepted");
    off();
    q[0] = (struct prof){ b, 8, (void *)S2, 0x8000 };
    q[1] = (struct prof){ b, 8, (void *)S, 0x8000 };
    check(fails_with(sprofil(q, 2, NULL, PROF_USHORT), EINVAL), "EINVAL: regions not sorted by pr_offset");
    q[0] = (struct prof){ b, 8, (void *)S, 0x8000 };
    q[1] = (struct prof){ b, 8, (void *)(S + 12), 0x8000 };
    check(fails_with(sprofil(q, 2, NULL, PROF_USHORT), EINVAL), "EINVAL: regions overlap");
    q[1].pr_offset = (void *)(S + 16);
    check(sprofil(q, 2, NULL, PROF_USHORT) == 0, "adjacent regions accepted");
    off();
}

int main(void)
{
    S = __get_entry((void (*)(void))spin);
    S2 = __get_entry((void (*)(void))spin2);
    test_profil();
    test_scale_table();
    test_rounding_and_sizes();
    test_saturation();
    test_overflow();
    test_ignored_replaced_disabled();
    test_invalid_bucket();
    test_errors();
    printf("sprofil: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
