/* At -O2 main ends in a tail call to a DLL function, which returns straight to the dld
   with the DLL's gp in r27: exit (and its atexit handlers) must still run with the
   program's gp (issue 13 item 6). */
#include <stdio.h>
#include <stdlib.h>

int n_call(int x);

static void bye(void)
{
    puts("atexit handler ran");
}

int main(void)
{
    atexit(bye);
    printf("calling n_call\n");
    return n_call(1);
}
