/* The table of sample sources and parsing of -e NAME[@PERIOD]. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "driver.h"
#include "../core/metrics.h"
#include "../core/state.h"

#define MAX_DRIVERS 16
static const struct csprof_driver *drivers[MAX_DRIVERS];
static int ndrivers;

void csprof_driver_register(const struct csprof_driver *d)
{
    if (ndrivers < MAX_DRIVERS) drivers[ndrivers++] = d;
}

const struct csprof_driver *csprof_driver_find(const char *name)
{
    for (int i = 0; i < ndrivers; i++)
        if (strcmp(drivers[i]->name, name) == 0) return drivers[i];
    return NULL;
}

static void (*at_fork[MAX_DRIVERS])(void);
static int nat_fork;

void csprof_driver_at_fork(void (*fn)(void))
{
    if (nat_fork < MAX_DRIVERS) at_fork[nat_fork++] = fn;
}

void csprof_drivers_forked(void)
{
    for (int i = 0; i < nat_fork; i++) at_fork[i]();
}

void csprof_driver_each(void (*fn)(const struct csprof_driver *, void *), void *arg)
{
    for (int i = 0; i < ndrivers; i++) fn(drivers[i], arg);
}

/* The ":OPTION" suffix of an event spec: "random" (a random first phase) or "host"
   (itimer samples placed where the host spent the time). */
static int parse_option(struct csprof_source *src, const char *name, const char *opt, char *err, size_t errlen)
{
    if (!strcmp(opt, "random")) src->random_phase = 1;
    else if (!strcmp(opt, "host")) src->host_time = 1;
    else { snprintf(err, errlen, "event '%s': unknown option ':%s' (:random or :host)", name, opt); return -1; }
    return 0;
}

int csprof_source_init(struct csprof_source *src, char *err, size_t errlen)
{
    if (src->driver->init(src, err, errlen)) return -1;
    if (src->random_phase && !src->random_phase_taken) {
        snprintf(err, errlen, "event '%s': ':random' applies to count-driven events only (insn)", src->driver->name);
        return -1;
    }
    if (src->host_time && !src->host_time_taken) {
        snprintf(err, errlen, "event '%s': ':host' applies to the itimer event only", src->driver->name);
        return -1;
    }
    return 0;
}

int csprof_source_parse(struct csprof_source *src, const char *spec, char *err, size_t errlen)
{
    char name[64], buf[128];
    const char *orig = spec;   /* src->arg points into it: the caller's string outlives src */
    if (strlen(spec) >= sizeof buf) { snprintf(err, errlen, "bad event '%.40s...': too long", spec); return -1; }
    strcpy(buf, spec);
    char *colon = strchr(buf, ':');
    if (colon) *colon = 0;
    spec = buf;
    const char *at = strchr(spec, '@');
    size_t len = at ? (size_t)(at - spec) : strlen(spec);
    if (len == 0 || len >= sizeof name) { snprintf(err, errlen, "bad event '%s'", spec); return -1; }
    memcpy(name, spec, len);
    name[len] = 0;
    memset(src, 0, sizeof *src);
    src->driver = csprof_driver_find(name);
    if (!src->driver) { snprintf(err, errlen, "unknown event '%s' (csprof -h lists the events)", name); return -1; }
    src->period = src->driver->default_period;
    if (src->period == 0 && !at && src->driver->arg_optional) {
        src->period = 1;                          /* NAME alone: arg stays NULL */
    } else if (src->period == 0) {                /* NAME@ARG */
        if (!at || !at[1]) { snprintf(err, errlen, "event '%s' needs an argument: %s@NAME", name, name); return -1; }
        src->arg = orig + (at + 1 - buf);
        src->period = 1;
    } else if (at) {
        char *end;
        errno = 0;
        unsigned long long p = strtoull(at + 1, &end, 10);
        if (errno || *end || end == at + 1 || p == 0 || at[1] == '-') {
            snprintf(err, errlen, "event '%s': period '%s' is not a positive integer", name, at + 1);
            return -1;
        }
        src->period = p;
    }
    src->metric = -1;
    return colon ? parse_option(src, name, colon + 1, err, errlen) : 0;
}

int csprof_source_add_named_metric(struct csprof_source *src, const char *name, const char *unit, uint64_t flags,
                                   uint64_t period, char *err, size_t errlen)
{
    const char *why = NULL;
    int m = csprof_new_metric(&why);
    if (m < 0) { snprintf(err, errlen, "%s: %s", src->driver->name, why); return -1; }
    if (src->metric < 0) src->metric = m;
    return csprof_set_metric_info_and_period(m, name, unit, flags, period) ? -1 : m;
}

int csprof_source_add_metric(struct csprof_source *src, uint64_t flags, char *err, size_t errlen)
{
    const struct csprof_driver *d = src->driver;
    return csprof_source_add_named_metric(src, d->name, d->unit, flags, src->period, err, errlen) < 0 ? -1 : 0;
}

void csprof_source_fire(struct cpu *c, void *arg)
{
    struct csprof_source *src = arg;
    src->samples++;
    csprof_sample_callstack(c, src->metric, src->period);
}
