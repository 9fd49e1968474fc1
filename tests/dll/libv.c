/* Two versions of one DLL: the program is linked against the one with v_new and run
   with the one built -DOLD_VERSION, which lacks it. */
int v_old(void) { return 1; }
#ifndef OLD_VERSION
int v_new(void) { return 2; }
#endif
