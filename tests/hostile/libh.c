/* The DLL whose edited copies dlopener.c loads: data pointers (relocations) and a call
   to the program's printf (a PLT slot). */
#include <stdio.h>

int h_value(int x);
void h_print(int x);
static int table[4] = { 1, 2, 3, 4 };
int *h_table = table;

int h_value(int x)
{
    return x + h_table[x & 3];
}

void h_print(int x)
{
    printf("h_print %d\n", x);
}
