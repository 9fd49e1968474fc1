/* abort() raises SIGABRT through kill(getpid(), SIGABRT): the guest dies with 128+6. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    printf("about to abort\n");
    fflush(stdout);
    abort();
}
