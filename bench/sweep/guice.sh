#!/bin/sh
# Guice 4.2.3 without AOP (Debian's libguice-java, guice-no-aop.jar) with a
# client of ours, bench/sweep/guice/demo/Main.java, merged into the
# library's jar so that kaba restructures both from the client's entry;
# Guava, javax.inject and aopalliance stay on the class path.  The client's
# modules bind its interfaces to its classes, instances, providers,
# @Provides methods, named constants, generic keys (TypeLiteral), a
# Multibinder set, module overrides and a child injector; Guice makes the
# objects by reflection (constructor, field and method injection,
# singletons, just-in-time bindings); three scenarios end in Guice's
# configuration, provision and creation errors.  stdout, stderr and the
# exit status must be the same from the restructured jar.
#   sh bench/sweep/guice.sh
. "$(dirname "$0")/lib.sh"
lib=/usr/share/java/guice-no-aop.jar
deps=/usr/share/java/guava.jar:/usr/share/java/atinject-jsr330-api.jar:/usr/share/java/aopalliance.jar
need "$lib" /usr/share/java/guava.jar /usr/share/java/atinject-jsr330-api.jar /usr/share/java/aopalliance.jar "$JAVA_HOME/bin/javac"
client guice "$lib" "$deps"

work() {
	for s in plain loud keys missing thrower twice; do
		run "$2" "$s" "$1" demo.Main "$s"
	done
}
sweep guice "$jar" demo.Main "$deps"
