/* Host errno values as the guest's C library (newlib) numbers them. */
#ifndef PA64_GUEST_ERRNO_H
#define PA64_GUEST_ERRNO_H
/* newlib's value for host errno e; EIO for a host error newlib has no name for. */
int guest_errno(int e);
#endif
