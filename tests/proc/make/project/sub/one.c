int a(void) { return 1; }
int b(void) { int x = 2; return x; }
