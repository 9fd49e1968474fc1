/* A program with 32 MiB of initialized data: loading it takes csprof some milliseconds,
   a window in which a signal must still end with a profile. */
char big[32 << 20] = { 1 };
int main(void) { return big[0] - 1; }
