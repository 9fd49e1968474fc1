/* Host-call marker frames in HPC_CSPROF trees (docs/file-formats.md, "Exact PCs and
   marker frames"): a node whose ip is a host-return address of the gateway page stands
   for the emulator calling guest code, and its parent frame is an exact PC (where
   execution was interrupted), not a return address. */
#ifndef HPCPROF_MARKER_H
#define HPCPROF_MARKER_H
#include <stdint.h>

#define MARKER_HOST_RETURN 0x8ff0u    /* level L returns to 0x8ff0 - 8*L (guest-abi.md) */
#define MARKER_LEVELS 64

enum marker_kind { MARKER_NONE, MARKER_HOST_CALL, MARKER_SIGNAL };

/* 0x8ff0 - 8*L: a host call at nesting level L (initializers and finalizers the dld
   runs, signal delivery in files from before the distinction); 0x8ff4 - 8*L: signal
   delivery at level L (Sun Studio's sigacthandler frame). */
static inline enum marker_kind marker_kind(uint64_t ip)
{
    uint64_t base = ip & ~(uint64_t)4;
    if (ip & 3 || base > MARKER_HOST_RETURN || base <= MARKER_HOST_RETURN - 8u * MARKER_LEVELS
        || (MARKER_HOST_RETURN - base) % 8)
        return MARKER_NONE;
    return ip & 4 ? MARKER_SIGNAL : MARKER_HOST_CALL;
}

#endif
