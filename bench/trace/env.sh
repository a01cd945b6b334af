# Shared by the bench/trace scripts (sourced, not run): the kaba binary of
# BUILD (default build) and the JDK of JAVA_HOME (default OpenJDK 17).
BUILD=${BUILD:-build}
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
java=$JAVA_HOME/bin/java
kaba=$(cd "$BUILD" && pwd)/kaba
