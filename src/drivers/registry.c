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

void csprof_driver_each(void (*fn)(const struct csprof_driver *, void *), void *arg)
{
    for (int i = 0; i < ndrivers; i++) fn(drivers[i], arg);
}

int csprof_source_parse(struct csprof_source *src, const char *spec, char *err, size_t errlen)
{
    char name[64];
    const char *at = strchr(spec, '@');
    size_t len = at ? (size_t)(at - spec) : strlen(spec);
    if (len == 0 || len >= sizeof name) { snprintf(err, errlen, "bad event '%s'", spec); return -1; }
    memcpy(name, spec, len);
    name[len] = 0;
    memset(src, 0, sizeof *src);
    src->driver = csprof_driver_find(name);
    if (!src->driver) { snprintf(err, errlen, "unknown event '%s' (csprof -h lists the events)", name); return -1; }
    src->period = src->driver->default_period;
    if (src->period == 0) {                       /* NAME@ARG */
        if (!at || !at[1]) { snprintf(err, errlen, "event '%s' needs an argument: %s@NAME", name, name); return -1; }
        src->arg = at + 1;
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
    return 0;
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
