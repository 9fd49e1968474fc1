/* exit() from deep inside the program: atexit handlers run, streams are flushed and the
   status reaches the host. */
#include <stdio.h>
#include <stdlib.h>

static void handler(void)
{
    printf("atexit handler ran\n");
}

/* volatile keeps gcc from proving that descend never returns. */
static volatile int really_exit = 1;

static void descend(int depth)
{
    if (depth == 0) {
        printf("calling exit(7) at depth 0\n");
        if (really_exit)
            exit(7);
        return;
    }
    descend(depth - 1);
    printf("not reached\n");
}

int main(void)
{
    atexit(handler);
    descend(10);
    return 0;
}
