/* A compare-and-swap on read-only memory: the LWS gateway answers -EFAULT and libgcc's
   helper then executes its privileged trap instruction, as on Linux: guest SIGILL. */
static const int read_only = 1;

int main(void)
{
    return __sync_fetch_and_add((int *)&read_only, 1);
}
