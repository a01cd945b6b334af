// a script that fails to compile: the shell's message and exit status
var ok = 1;
function broken( { return 1 }
