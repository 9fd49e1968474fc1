/* The kernel's side of profil(2) and sprofil(2) (shared/seeds/sprofil.2.txt): at each clock
   tick the guest PC is looked up in the registered regions and the matching bucket of the
   guest's buffer is incremented. The tick is 100 Hz of guest CPU time, or, for exact
   tests, one tick every N guest instructions (pa64 --profil-insns=N, PA64_PROFIL_INSNS=N). */
#include <stdlib.h>
#include <time.h>
#include "bytes.h"
#include "events.h"
#include "profil.h"
#include "run.h"

#define PROFIL_MAX 64            /* sysconf(_SC_PROFIL_MAX) */
#define PROF_ENTRY_SIZE 32       /* LP64 struct prof: base, size(+pad), offset, scale(+pad) */
#define TICK_NS 10000000L        /* CLK_TCK = 100 */
#define CPU_CHECK_INSNS 4096     /* how often the CPU-time tick source looks at the clock */
#define EINVAL_ 22
#define EFAULT_ 14
#define E2BIG_ 7

struct region { uint64_t base, offset; uint32_t size, scale; };

static struct region regions[PROFIL_MAX];
static int nregions;
static uint64_t overflow_base;   /* 0: no overflow bin */
static unsigned elem;            /* 2, 4 or 8 bytes; 0 while profiling is off */
static uint64_t insn_period;     /* deterministic tick; 0: CPU time */
static int tick_registered;
static struct timespec last_tick;

void profil_set_insn_period(uint64_t n) { insn_period = n; }

static int guest_range_ok(uint64_t a, uint64_t len, int write)
{
    if (a >= GUEST_SPACE || len > GUEST_SPACE - a) return 0;
    for (uint64_t p = a & ~4095ull; p < a + len; p += 4096)
        if (!mem_accessible(p, write)) return 0;
    return 1;
}

/* Adds one to the element at a unless it is already at its maximum. Returns -1 (and
   profiling stops, silently, as the man page says) when a is not writable memory. */
static int bump(uint64_t a)
{
    if (!guest_range_ok(a, elem, 1)) return -1;
    uint8_t *p = mem_base + a;
    if (elem == 2) {
        uint16_t v = be16(p);
        if (v != UINT16_MAX) { p[0] = (uint8_t)((v + 1) >> 8); p[1] = (uint8_t)(v + 1); }
    } else if (elem == 4) {
        uint32_t v = be32(p);
        if (v != UINT32_MAX) put_be32(p, v + 1);
    } else {
        uint64_t v = be64(p);
        if (v != UINT64_MAX) put_be64(p, v + 1);
    }
    return 0;
}

/* The region formula: offset = (pc - pr_offset) * pr_scale / 65536 < pr_size. */
static int region_offset(const struct region *r, uint64_t pc, uint64_t *off)
{
    if (pc < r->offset) return 0;
    unsigned __int128 o = (unsigned __int128)(pc - r->offset) * r->scale >> 16;
    if (o >= r->size) return 0;
    *off = (uint64_t)o & ~(uint64_t)(elem - 1);
    return 1;
}

void profil_tick(uint64_t pc)
{
    if (!elem) return;
    uint64_t off, a = 0;
    for (int i = 0; i < nregions && !a; i++)
        if (region_offset(&regions[i], pc, &off)) a = regions[i].base + off;
    if (!a) a = overflow_base;
    if (a && bump(a)) elem = 0;
}

static void on_insn_tick(struct cpu *c, void *arg)
{
    (void)arg;
    profil_tick(c->iaoq_f);
}

/* 100 Hz of CPU time: every tick that has passed since the last one is charged to the
   PC the clock finds the guest at. */
static void on_cpu_check(struct cpu *c, void *arg)
{
    (void)arg;
    struct timespec now;
    if (!elem || clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)) return;
    long long ns = (long long)(now.tv_sec - last_tick.tv_sec) * 1000000000LL + (now.tv_nsec - last_tick.tv_nsec);
    for (; ns >= TICK_NS; ns -= TICK_NS) {
        profil_tick(c->iaoq_f);
        last_tick.tv_nsec += TICK_NS;
        if (last_tick.tv_nsec >= 1000000000L) { last_tick.tv_nsec -= 1000000000L; last_tick.tv_sec++; }
    }
}

void profil_forked(void)
{
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &last_tick);   /* the child's clock starts anew */
}

static void start_ticks(void)
{
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &last_tick);
    if (tick_registered) return;
    if (!insn_period) {
        const char *e = getenv("PA64_PROFIL_INSNS");
        if (e && *e) insn_period = strtoull(e, NULL, 10);
    }
    tick_registered = 1;
    if (insn_period) events_add_periodic(insn_period, on_insn_tick, NULL);
    else events_add_periodic(CPU_CHECK_INSNS, on_cpu_check, NULL);
}

static unsigned elem_size(uint64_t flags)
{
    switch (flags) {
    case PROF_USHORT_: return 2;
    case PROF_UINT_: return 4;
    case PROF_UINT64_: return 8;
    default: return 0;
    }
}

/* First pc past the region: the smallest pc whose offset reaches pr_size. */
static uint64_t region_end(const struct region *r)
{
    unsigned __int128 span = (((unsigned __int128)r->size << 16) + r->scale - 1) / r->scale;
    unsigned __int128 end = r->offset + span;
    return end > UINT64_MAX ? UINT64_MAX : (uint64_t)end;
}

/* Checks one entry against the EINVAL rules; appends it, or records the overflow bin. */
static int64_t take_entry(struct region *set, int *n, uint64_t *ovf, const struct region *r, int last, unsigned esz)
{
    if (r->scale == 0 || r->scale == 1) return 0;                   /* ignored */
    if (r->size == 0 || r->size % esz) return -EINVAL_;
    if (r->offset == 0 && r->scale == 2) {                          /* overflow descriptor */
        if (!last || r->size != esz) return -EINVAL_;
        *ovf = r->base;
        return 0;
    }
    if ((unsigned __int128)r->size * 65536 > ((unsigned __int128)1 << 46) * r->scale) return -EINVAL_;
    if (*n > 0 && (r->offset <= set[*n - 1].offset || r->offset < region_end(&set[*n - 1])))
        return -EINVAL_;                                            /* unsorted or overlapping */
    set[(*n)++] = *r;
    return 0;
}

int64_t sys_sprofil(uint64_t profp, int64_t profcnt, uint64_t tvp, uint64_t flags)
{
    if (profcnt == 0) { elem = 0; return 0; }
    if (profcnt < 0 || profcnt > PROFIL_MAX) return -E2BIG_;
    if (!guest_range_ok(profp, (uint64_t)profcnt * PROF_ENTRY_SIZE, 0) || (tvp && !guest_range_ok(tvp, 16, 1))) return -EFAULT_;
    unsigned esz = elem_size(flags);
    if (!esz) return -EINVAL_;
    struct region set[PROFIL_MAX];
    int n = 0;
    uint64_t ovf = 0;
    for (int64_t i = 0; i < profcnt; i++) {
        const uint8_t *e = mem_base + profp + (uint64_t)i * PROF_ENTRY_SIZE;
        struct region r = { be64(e), be64(e + 16), be32(e + 8), be32(e + 24) };
        int64_t err = take_entry(set, &n, &ovf, &r, i == profcnt - 1, esz);
        if (err) return err;
    }
    if (tvp) { put_be64(mem_base + tvp, 0); put_be64(mem_base + tvp + 8, TICK_NS / 1000); }
    for (int i = 0; i < n; i++) regions[i] = set[i];
    nregions = n;
    overflow_base = ovf;
    elem = esz;
    start_ticks();
    return 0;
}

int64_t sys_profil(uint64_t buf, uint64_t bufsiz, uint64_t offset, uint64_t scale)
{
    if ((scale & 0xffffffffu) <= 1) { elem = 0; return 0; }   /* the one entry is ignored */
    if (bufsiz == 0 || bufsiz > UINT32_MAX || bufsiz % 2) return -EINVAL_;
    regions[0] = (struct region){ buf, offset, (uint32_t)bufsiz, (uint32_t)scale };
    nregions = 1;
    overflow_base = 0;
    elem = 2;
    start_ticks();
    return 0;
}
