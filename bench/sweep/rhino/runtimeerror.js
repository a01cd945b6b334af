// an uncaught error: the shell's message and exit status
print("before");
function deep(n) { return n === 0 ? undefinedFunction() : deep(n - 1); }
deep(5);
print("never");
