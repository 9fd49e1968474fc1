/* A libFuzzer harness without libFuzzer: runs LLVMFuzzerTestOneInput once per file named
   on the command line, so make check (with gcc, and under ASan in check-asan) replays
   the seeds and every regression input through the same harness code the fuzzers run,
   and a harness that rots with the code it drives fails there, not in a later campaign. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Status 0 means every input ran: a harness that calls exit() part-way fails. */
static int ran, inputs;

static void check_all_ran(void)
{
    if (ran < inputs) {
        fprintf(stderr, "replay: exit during input %d of %d\n", ran + 1, inputs);
        fflush(NULL);
        _exit(1);
    }
}

static uint8_t *slurp(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); return NULL; }
    size_t cap = 1 << 16, n = 0;
    uint8_t *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += got;
        if (n == cap) buf = realloc(buf, cap *= 2);
    }
    int bad = ferror(f);
    fclose(f);
    if (!buf || bad) { fprintf(stderr, "%s: cannot read\n", path); free(buf); return NULL; }
    *size = n;
    return buf;
}

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: %s INPUT...\n", argv[0]); return 2; }
    inputs = argc - 1;
    atexit(check_all_ran);
    for (int i = 1; i < argc; i++) {
        size_t size;
        uint8_t *data = slurp(argv[i], &size);
        if (!data) _exit(2);
        LLVMFuzzerTestOneInput(data, size);
        free(data);
        ran++;
    }
    printf("replayed %d inputs\n", ran);
    return 0;
}
