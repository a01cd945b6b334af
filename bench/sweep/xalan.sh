#!/bin/sh
# xalan 2.7.2 (Debian's libxalan2-java, xalan2.jar; serializer, xerces and
# xml-apis are the class path): org.apache.xalan.xslt.Process transforms
# bench/sweep/xalan/books.xml with each stylesheet there (sorting and
# numbering to text, keys and recursion to xml, html output with attribute
# sets, an undefined variable, xsl:message terminate), interpreted and with
# -XSLTC (the stylesheet compiled to bytecode at run time, which calls
# xalan's runtime library by name); stdout, stderr and the exit status must
# be the same from the restructured jar.
#   sh bench/sweep/xalan.sh
. "$(dirname "$0")/lib.sh"
jar=/usr/share/java/xalan2.jar
deps=/usr/share/java/serializer.jar:/usr/share/java/xercesImpl.jar:/usr/share/java/jaxp-1.4.jar
need "$jar" /usr/share/java/serializer.jar /usr/share/java/xercesImpl.jar /usr/share/java/jaxp-1.4.jar
in=$root/bench/sweep/xalan

work() {
	for x in "$in"/*.xsl; do
		n=$(basename "$x" .xsl)
		run "$2/$n" interpreted "$1" org.apache.xalan.xslt.Process -IN "$in/books.xml" -XSL "$x"
		run "$2/$n" xsltc "$1" org.apache.xalan.xslt.Process -XSLTC -IN "$in/books.xml" -XSL "$x"
	done
}
sweep xalan "$jar" org.apache.xalan.xslt.Process "$deps"
