/* _exit ends the process at once: no atexit handlers, no stdio flush. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static void handler(void)
{
    printf("atexit handler must not run\n");
}

int main(void)
{
    atexit(handler);
    printf("flushed before _exit\n");
    fflush(stdout);
    /* No newline: stays buffered whether stdout is line- or fully buffered. */
    printf("still in the buffer, lost by _exit");
    _exit(5);
}
