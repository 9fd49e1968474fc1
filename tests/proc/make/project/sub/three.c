static int d;
int e(void) { d++; return d; }
int f(void) { return d; }
