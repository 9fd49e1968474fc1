/* The link-time stand-in for the dynamic loader (soname dld.sl): it defines the Table 3
   absolute symbols of runtime supplement §6, so that the linker leaves the C library's
   references to them (the Table 2 initializers in libc_init.c) as dynamic relocations,
   which the emulated dld resolves with the process's values. Static links get 0 from
   pa64.ld instead, and crt0 sets the variables. Never loaded: the dld is dld.sl. */
	.LEVEL 2.0w
	.globl __CPU_REVISION
	.type __CPU_REVISION, @object
	.size __CPU_REVISION, 8
	.set __CPU_REVISION, 0
	.globl __CPU_KEYBITS_1
	.type __CPU_KEYBITS_1, @object
	.size __CPU_KEYBITS_1, 8
	.set __CPU_KEYBITS_1, 0
	.globl __FPU_MODEL
	.type __FPU_MODEL, @object
	.size __FPU_MODEL, 8
	.set __FPU_MODEL, 0
	.globl __FPU_REVISION
	.type __FPU_REVISION, @object
	.size __FPU_REVISION, 8
	.set __FPU_REVISION, 0
	.globl __ARGC
	.type __ARGC, @object
	.size __ARGC, 8
	.set __ARGC, 0
	.globl __ARGV
	.type __ARGV, @object
	.size __ARGV, 8
	.set __ARGV, 0
	.globl __ENVP
	.type __ENVP, @object
	.size __ENVP, 8
	.set __ENVP, 0
	.globl __LOAD_INFO
	.type __LOAD_INFO, @object
	.size __LOAD_INFO, 8
	.set __LOAD_INFO, 0
	.globl __sysvec
	.type __sysvec, @object
	.size __sysvec, 8
	.set __sysvec, 0
