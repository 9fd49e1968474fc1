/* Standalone driver for the disassembly comparison test: prints each file given on the
   command line the way `hppa64-linux-gnu-objdump -d` does (emu/cpu/dis.h). */
#include <stdio.h>

#include "../../emu/cpu/dis.h"

int main(int argc, char **argv)
{
    int rc = 0;
    if (argc < 2) {
        fprintf(stderr, "usage: %s ELF-OR-ARCHIVE...\n", argv[0]);
        return 2;
    }
    for (int i = 1; i < argc; i++)
        if (dis_elf_file(argv[i], stdout) != 0)
            rc = 1;
    return rc;
}
