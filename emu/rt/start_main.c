/* The archive-library _start of runtime supplement §5: the "main program" crt0 calls,
   which for C is just main with the same three arguments. */

int main(int argc, char **argv, char **envp);
int _start(int argc, char **argv, char **envp);

int _start(int argc, char **argv, char **envp)
{
    return main(argc, argv, envp);
}
