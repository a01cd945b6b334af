# Sourced by the e2e scripts that compare antlr.Tool from antlr.jar with a
# jar kaba wrote.  The caller sets antlr (antlr.jar), examples (antlr-doc's
# Java examples) and java.

# antlr_group WORK JAR "EX:G1 G2 ...": antlr.Tool on the grammars of example
# EX, in order (later grammars import the token vocabulary of earlier ones),
# from antlr.jar into WORK/orig-EX and from JAR into WORK/kaba-EX; each
# folder gets the generated files and `stdout`, the messages of every run
# followed by its exit status.
antlr_group() {
	ex=${3%%:*}
	for side in orig kaba; do
		mkdir -p "$1/$side-$ex"
		cp=$antlr
		[ $side = kaba ] && cp=$2
		for g in ${3#*:}; do
			(cd "$1/$side-$ex" && "$java" -cp "$cp" antlr.Tool "$examples/$ex/$g" >>stdout 2>&1;
			 echo "exit $?" >>stdout)
		done
	done
}
