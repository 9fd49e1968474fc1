/* Linked against libe.so, which is found in the program's own directory (no run path,
   no LD_LIBRARY_PATH). */
#include <stdio.h>

extern int e_value;
int e_twice(int x);

int main(void)
{
    printf("e_value = %d, e_twice(21) = %d\n", e_value, e_twice(21));
    return 0;
}
