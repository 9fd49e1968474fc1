int c(void) { return 3; }
