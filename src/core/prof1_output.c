/* csprof --prof1: the run's samples as a classic <PROF1> file. It is derived from the
   HPC_CSPROF file just written, read back, so both files describe exactly the same run. */
#include <stdio.h>
#include "hpcfile.h"
#include "output.h"

int csprof_write_prof1(const char *csprof_path, const char *prof1_path, char *err, size_t errlen)
{
    struct hpcfile_profile p;
    struct prof1_profile c;
    char why[400];
    FILE *f = fopen(csprof_path, "rb");
    if (!f) { snprintf(err, errlen, "%s: cannot read it back for --prof1", csprof_path); return -1; }
    int r = hpcfile_read(f, &p, why, sizeof why);
    fclose(f);
    if (r) { snprintf(err, errlen, "%s: %s", csprof_path, why); return -1; }
    r = prof1_from_csprof(&p, &c, why, sizeof why);
    hpcfile_free(&p);
    if (r) { snprintf(err, errlen, "%s: %s", prof1_path, why); return -1; }
    f = fopen(prof1_path, "wb");
    r = !f || prof1_write(f, &c);
    if (f && fclose(f)) r = 1;
    prof1_free(&c);
    if (r) { snprintf(err, errlen, "%s: cannot write the <PROF1> file", prof1_path); return -1; }
    return 0;
}
