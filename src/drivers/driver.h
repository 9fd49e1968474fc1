/* Sample sources as objects (HPCToolkit hpcrun style): each registers itself by name
   with init/start/stop methods; the core and the command line know only this table. */
#ifndef CSPROF_DRIVER_H
#define CSPROF_DRIVER_H
#include <stddef.h>
#include <stdint.h>

struct csprof_source;

struct csprof_driver {
    const char *name;          /* the -e EVENT name */
    const char *description;
    const char *unit;          /* unit of the period and of recorded values */
    uint64_t default_period;   /* 0: no period; -e NAME@ARG passes ARG, a name (calls@FUNC) */
    int (*init)(struct csprof_source *src, char *err, size_t errlen);
    int (*start)(struct csprof_source *src, char *err, size_t errlen);
    void (*stop)(struct csprof_source *src);
    int arg_optional;          /* with default_period 0: NAME alone is accepted too (arg NULL) */
};

/* One -e occurrence: a driver with its period and the metric it fills. */
struct csprof_source {
    const struct csprof_driver *driver;
    uint64_t period;
    const char *arg;           /* what follows '@' for drivers without a period */
    void *priv;                /* the driver's own state for this source */
    int metric;
    uint64_t samples;
    int random_phase;          /* ":random" was given (a random first sample)... */
    int random_phase_taken;    /* ...and the driver's init accepted it */
    uint64_t phase;            /* set by the driver at start: events before the first sample */
    int host_time;             /* ":host" was given (itimer: where the host's time went)... */
    int host_time_taken;       /* ...and the driver's init accepted it */
};

void csprof_driver_register(const struct csprof_driver *d);
const struct csprof_driver *csprof_driver_find(const char *name);
/* For help text: calls fn for each registered driver. */
void csprof_driver_each(void (*fn)(const struct csprof_driver *, void *), void *arg);

/* Shared by the sources: declare src's metric (name = the driver's), and take one
   sample for src (an event_fn: the argument is the source). */
struct cpu;
int csprof_source_add_metric(struct csprof_source *src, uint64_t flags, char *err, size_t errlen);
/* A metric of src's with its own name and unit (sources with several metrics). */
int csprof_source_add_named_metric(struct csprof_source *src, const char *name, const char *unit, uint64_t flags,
                                   uint64_t period, char *err, size_t errlen);
void csprof_source_fire(struct cpu *c, void *src);

/* A driver whose state does not survive fork as is (a timer) registers fn at start;
   csprof_drivers_forked() runs them in the child. */
void csprof_driver_at_fork(void (*fn)(void));
void csprof_drivers_forked(void);

/* Parses "NAME[@PERIOD][:random|:host]" into src (not yet initialized). */
int csprof_source_parse(struct csprof_source *src, const char *spec, char *err, size_t errlen);
/* Initializes src through its driver; refuses options the driver did not take. */
int csprof_source_init(struct csprof_source *src, char *err, size_t errlen);

#endif
