/* Returning from main: the value becomes the exit status and buffered stdout is flushed. */
#include <stdio.h>

int main(void)
{
    printf("returning 42 from main");   /* no newline: only exit's flush writes it */
    return 42;
}
