# kaba: restructure Java class hierarchies from how their objects are used.
#
#   make          build build/kaba (needs the libraries: scripts/install.sh installs them)
#   make demo     run `kaba analyze` on the embedded example (tests/fixtures/paper)
#   make test     every test: unit, end-to-end, sanitizer build, short fuzz run
#                 (first installs missing packages and test inputs, as root: scripts/install.sh)
#   make fuzz     a long fuzz run of the class-file and jar parsers
#   make test-long  the behaviour harness's long run (hours; tests/harness/LONG-RESULTS.md)
#   make test-real  javacc, bsh and bcel restructured and run on real workloads (over an hour;
#                   bench/results/test-real.md)
#   make test-real-asan  kaba analyze under ASan+UBSan on the benchmarks' real jars (TAP; slow)
#   make bench    the benchmarks in bench/ (results go to bench/RESULTS.md by hand)
#
# SANITIZE=1 builds into build-san/ with AddressSanitizer and UBSan.

.DEFAULT_GOAL := all
# Two cores: build two jobs at a time; `make -jN` on the command line wins.
MAKEFLAGS += -j2
ifeq ($(SANITIZE),1)
BUILD ?= build-san
SANFLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
endif
BUILD ?= build

# The product's libraries and the JDK are found by scripts/deps.sh, whose
# output defines DEP_CFLAGS, DEP_LIBS and JAVA_HOME.  GNU make remakes this
# included file first and restarts, so the rest sees the variables.  `make`
# installs nothing and needs no root.  The test targets first run
# scripts/install.sh, which installs what the build and the tests miss
# (libraries, cmocka, tools, the real programs' jars) when run as root, so
# that `make test` on a fresh machine (CI, as root) sets everything up.
TEST_GOALS := demo test test-unit test-san test-fuzz fuzz test-long test-real test-real-asan bench
INSTALL_FIRST := $(if $(filter $(TEST_GOALS),$(MAKECMDGOALS)),sh scripts/install.sh &&)
DEPS_MK := build/deps.mk
ifeq ($(filter clean,$(MAKECMDGOALS)),)
include $(DEPS_MK)
endif
$(DEPS_MK): scripts/deps.sh
	@mkdir -p $(dir $@)
	$(INSTALL_FIRST) sh scripts/deps.sh > $@.tmp && mv $@.tmp $@

# What only the tests need (installed or checked before any test is built).
.PHONY: testdeps
testdeps:
	@sh scripts/install.sh
TEST_LIBS := -lcmocka

CC ?= cc
OPT ?= -O2
CFLAGS := -std=c11 -D_GNU_SOURCE $(OPT) -g -fPIC -Wall -Wextra -Werror \
	  -Iinclude -Ilattice $(DEP_CFLAGS) $(SANFLAGS) -MMD -MP
LDFLAGS := $(SANFLAGS)
LIBS := $(DEP_LIBS) -lm -lpthread
JAVAC := $(JAVA_HOME)/bin/javac
JAVA := $(JAVA_HOME)/bin/java
JAR := $(JAVA_HOME)/bin/jar

# Modules: every src/<module>/*.c goes into libkaba.a, except the CLI and
# the JVMTI agent, which are programs of their own; the analysis's layers
# are src/analysis/<layer>/.  lattice/ is a separate library with no Java
# knowledge.
LIB_SRC := $(filter-out src/cli/% src/trace/agent/%,$(wildcard src/*/*.c)) \
	   $(wildcard src/analysis/*/*.c) $(wildcard viz/*.c)
CLI_SRC := $(wildcard src/cli/*.c)
LATTICE_SRC := $(wildcard lattice/*.c)
AGENT_SRC := $(wildcard src/trace/agent/*.c)
UNIT_SRC := $(wildcard tests/unit/test_*.c)
FUZZ_SRC := $(wildcard tests/fuzz/fuzz_*.c)
FIXTURES := $(notdir $(patsubst %/,%,$(wildcard tests/fixtures/*/)))

obj = $(patsubst %.c,$(BUILD)/obj/%.o,$(1))
LIB_OBJ := $(call obj,$(LIB_SRC)) $(BUILD)/obj/serve_assets.o
CLI_OBJ := $(call obj,$(CLI_SRC))
LATTICE_OBJ := $(call obj,$(LATTICE_SRC))
AGENT_OBJ := $(call obj,$(AGENT_SRC))
UNIT_BIN := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(UNIT_SRC))
FIXTURE_JARS := $(patsubst %,$(BUILD)/fixtures/%.jar,$(FIXTURES))

KABA := $(BUILD)/kaba
AGENT := $(if $(AGENT_SRC),$(BUILD)/libkabatrace.so)

.PHONY: all demo test test-long test-real test-unit test-e2e test-san test-fuzz test-real-asan fuzz bench clean fixtures
all: $(KABA) $(AGENT)

$(BUILD)/obj/%.o: %.c $(DEPS_MK)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

$(BUILD)/libkaba.a: $(LIB_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^
$(BUILD)/liblattice.a: $(LATTICE_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

# kaba opens Graphviz when it draws a diagram (viz/graphviz.c) and igraph
# when it analyses (src/base/igraph.c), so that a run needing neither does
# not map them (kaba/dynlib.h); each gets the soname it compiled against.
DLOPEN_LIBS := -lgvc -lcgraph -lcdt -ligraph
soname = $(shell objdump -p $$($(CC) -print-file-name=$(1)) 2>/dev/null | awk '/SONAME/ { print $$2 }')
GVC_SONAME := $(call soname,libgvc.so)
IGRAPH_SONAME := $(call soname,libigraph.so)
$(BUILD)/obj/viz/graphviz.o: CFLAGS += $(if $(GVC_SONAME),-DKABA_GVC_SONAME='"$(GVC_SONAME)"')
$(BUILD)/obj/src/base/igraph.o: CFLAGS += $(if $(IGRAPH_SONAME),-DKABA_IGRAPH_SONAME='"$(IGRAPH_SONAME)"')
$(KABA): $(CLI_OBJ) $(BUILD)/libkaba.a $(BUILD)/liblattice.a
	$(CC) $(LDFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/libkaba.a $(BUILD)/liblattice.a $(filter-out $(DLOPEN_LIBS),$(LIBS))

$(BUILD)/obj/src/trace/agent/%.o: CFLAGS += -I$(JAVA_HOME)/include -I$(JAVA_HOME)/include/linux
$(BUILD)/libkabatrace.so: $(AGENT_OBJ) $(BUILD)/obj/trace_helper.o $(BUILD)/libkaba.a
	$(CC) -shared $(LDFLAGS) -o $@ $(AGENT_OBJ) $(BUILD)/obj/trace_helper.o $(BUILD)/libkaba.a -lpthread -lz
# The agent's Java half, compiled here and embedded in the library.
$(BUILD)/gen/trace_helper.c: src/trace/agent/TraceLog.java scripts/embed_classes.sh $(DEPS_MK)
	rm -rf $(BUILD)/gen/helper && mkdir -p $(BUILD)/gen/helper
	$(JAVAC) -source 11 -target 11 -Xlint:all,-options -Werror -g:none \
		--add-exports java.base/jdk.internal.misc=ALL-UNNAMED \
		--add-exports java.base/jdk.internal.reflect=ALL-UNNAMED \
		--add-exports java.base/jdk.internal.vm.annotation=ALL-UNNAMED -d $(BUILD)/gen/helper $<
	sh scripts/embed_classes.sh $(BUILD)/gen/helper > $@.tmp && mv $@.tmp $@
$(BUILD)/obj/trace_helper.o: $(BUILD)/gen/trace_helper.c
	$(CC) $(CFLAGS) -I$(JAVA_HOME)/include -I$(JAVA_HOME)/include/linux -Isrc/trace/agent -c $< -o $@

# kaba serve's pages (src/serve/app/), embedded in the library as C arrays,
# so that build/kaba serves them from a fresh clone without installing them.
SERVE_APP := $(sort $(wildcard src/serve/app/*))
$(BUILD)/gen/serve_assets.c: $(SERVE_APP) scripts/embed_files.sh
	@mkdir -p $(dir $@)
	sh scripts/embed_files.sh $(SERVE_APP) > $@.tmp && mv $@.tmp $@
$(BUILD)/obj/serve_assets.o: $(BUILD)/gen/serve_assets.c
	$(CC) $(CFLAGS) -Isrc/serve -c $< -o $@

# Every unit test program links the shared fixtures of tests/unit/support.c,
# and cmocka, which only test programs link.
UNIT_SUPPORT := $(call obj,tests/unit/support.c)
$(UNIT_SUPPORT): | testdeps
$(BUILD)/tests/%: tests/unit/%.c $(UNIT_SUPPORT) $(BUILD)/libkaba.a $(BUILD)/liblattice.a $(DEPS_MK) | testdeps
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Itests -o $@ $< $(UNIT_SUPPORT) $(BUILD)/libkaba.a $(BUILD)/liblattice.a $(LDFLAGS) $(LIBS) $(TEST_LIBS)

# Java fixtures: tests/fixtures/NAME/**.java compiles to build/fixtures/NAME.jar
# (with --release 17; a fixture dir may hold a `javac.opts` file with extra flags,
# a MANIFEST.MF, and a resources/ tree copied into the jar as it is).
# The hazard, bodies and lambda fixtures, frozen_strings, frozen_descriptors, pinned_loaded, pinned_literal, pinned_typetest and pinned_exact are compiled with
# --release 8 too, into NAME-8.jar (class version 52: access$ accessors and
# StringBuilder concatenation instead of nest attributes and invokedynamic,
# other handle kinds for lambda bodies); the shorter stem makes %-8.jar win
# over %.jar.
FIXTURE_JARS += $(patsubst %,$(BUILD)/fixtures/%-8.jar,$(filter hazard_% bodies_% lambda_% frozen_strings frozen_serial_ctor frozen_descriptors pinned_loaded pinned_literal pinned_typetest pinned_exact reflect_rewrite_% fallback_pkgpriv_override,$(FIXTURES)))
# fixture_jar RELEASE: compile fixture $*'s sources into $(basename $@).d, pack $@.
define fixture_jar
@rm -rf $(basename $@).d && mkdir -p $(basename $@).d
$(JAVAC) -g --release $(1) $$(cat tests/fixtures/$*/javac.opts 2>/dev/null) -d $(basename $@).d $(filter %.java,$^)
test ! -d tests/fixtures/$*/resources || cp -R tests/fixtures/$*/resources/. $(basename $@).d/
cd $(basename $@).d && $(JAR) --create --file ../$(notdir $@) \
  $$(test -f $(CURDIR)/tests/fixtures/$*/MANIFEST.MF && echo --manifest $(CURDIR)/tests/fixtures/$*/MANIFEST.MF) .
endef
FIXTURE_INPUTS = $$(shell find tests/fixtures/$$* -name '*.java' -o -name 'javac.opts' -o -name 'MANIFEST.MF' -o -path '*/resources/*' -type f)
.SECONDEXPANSION:
$(BUILD)/fixtures/%.jar: $(FIXTURE_INPUTS)
	$(call fixture_jar,17)
$(BUILD)/fixtures/%-8.jar: $(FIXTURE_INPUTS)
	$(call fixture_jar,8)
fixtures: $(FIXTURE_JARS)

# The behaviour harness's program generator (tests/harness/README.md); its
# build script makes it through this rule and compiles the Java runner.
KGEN_OBJ := $(call obj,$(wildcard tests/harness/*.c)) $(BUILD)/obj/src/base/buf.o
$(BUILD)/harness/kgen: $(KGEN_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) -o $@ $^

# ---- tests ---------------------------------------------------------------
# Every test program prints TAP lines ("ok N - …" / "not ok N - …");
# tests/run.sh collects them into $(BUILD)/results and tests/summary.sh
# prints the closing "N passed, N failed" line.
RESULTS := build/results
# The FCA benchmark contexts (mushroom.dat, ...) that tests/e2e/lattice_counts.sh
# checks kaba lattice's counts on are not in the repository: FCA_DATA=DIR names
# their folder (default: the data folder beside the checkout, where this
# project's machines keep it); without it those checks are skipped.
FCA_DATA ?= $(wildcard $(abspath ../shared/data/fca))
# tests/run.sh runs two programs at a time in the order given: the harness
# (about half of the run) starts first, the rest fill the other core.
E2E_LONGEST_FIRST := $(wildcard tests/e2e/harness.sh) \
	$(filter-out tests/e2e/harness.sh,$(sort $(wildcard tests/e2e/*.sh)))
test: testdeps all fixtures $(UNIT_BIN) $(BUILD)/harness/kgen
	@rm -f $(RESULTS) && mkdir -p build
	@KABA=$(abspath $(KABA)) BUILD=$(abspath $(BUILD)) JAVA_HOME=$(JAVA_HOME) FCA_DATA=$(FCA_DATA) \
	  sh tests/run.sh $(RESULTS) $(E2E_LONGEST_FIRST) $(UNIT_BIN)
	@$(MAKE) --no-print-directory test-san
	@$(MAKE) --no-print-directory test-fuzz
	@sh tests/summary.sh $(RESULTS)

# The behaviour harness's long run (hours on 2 cores; SEEDS, STEP, MAXC,
# MICRO_STEP, KABA_ENGINE in the environment, tests/harness/long.sh): its
# table goes to tests/harness/LONG-RESULTS.md.
test-long: testdeps all $(BUILD)/harness/kgen
	@KABA=$(abspath $(KABA)) JAVA_HOME=$(JAVA_HOME) sh tests/harness/long.sh $(abspath $(BUILD))

# Real programs (issue 19, tests/real/run.sh): javacc on javacc-doc's
# grammars and bsh on its test scripts, original against restructured
# (static and traced), byte for byte; the table goes to
# bench/results/test-real.md.
test-real: testdeps all
	@KABA=$(abspath $(KABA)) JAVA_HOME=$(JAVA_HOME) sh tests/real/run.sh

test-unit: testdeps $(UNIT_BIN)
	@rm -f $(RESULTS).unit && mkdir -p build
	@BUILD=$(abspath $(BUILD)) sh tests/run.sh $(RESULTS).unit $(UNIT_BIN) && sh tests/summary.sh $(RESULTS).unit

# The unit tests again under ASan+UBSan (appends to the same results file),
# and the end-to-end scripts that feed kaba hostile input or run the whole
# pipeline to a restructured jar, with the sanitized kaba (results "san-…").
SAN_E2E := $(wildcard $(addprefix tests/e2e/,badinput.sh info.sh restructure.sh hazards.sh frozen.sh serve.sh))
test-san:
	@$(MAKE) --no-print-directory SANITIZE=1 all fixtures $(patsubst build/%,build-san/%,$(UNIT_BIN))
	@ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(abspath tests/lsan.supp):print_suppressions=0 \
	  BUILD=$(abspath build-san) KABA=$(abspath build-san/kaba) JAVA_HOME=$(JAVA_HOME) TEST_PREFIX=san- \
	  sh tests/run.sh $(RESULTS) $(SAN_E2E) $(patsubst build/%,build-san/%,$(UNIT_BIN))

# kaba analyze under ASan+UBSan on every real jar the benchmarks use, one at
# a time (TAP; minutes each, jdt-core the longest): not part of `make test`.
test-real-asan: testdeps
	@$(MAKE) --no-print-directory SANITIZE=1 all
	@KABA=$(abspath build-san/kaba) JAVA_HOME=$(JAVA_HOME) sh bench/realjars/asan.sh

# ---- fuzzing (libFuzzer through clang) -----------------------------------
FUZZ_CFLAGS := -std=c11 -D_GNU_SOURCE -O1 -g -Iinclude -Ilattice $(DEP_CFLAGS) \
	-fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_BIN := $(patsubst tests/fuzz/%.c,build/fuzz/%,$(FUZZ_SRC))
FUZZ_OBJ := $(patsubst %.c,build/fuzz/obj/%.o,$(LIB_SRC) $(LATTICE_SRC))
# The library is compiled once with the fuzzer's instrumentation; each target
# links what it needs from the archive.
build/fuzz/obj/%.o: %.c $(DEPS_MK) | testdeps
	@mkdir -p $(dir $@)
	clang $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -MMD -MP -c $< -o $@
build/fuzz/libkaba-fuzz.a: $(FUZZ_OBJ)
	rm -f $@ && ar rcs $@ $^
build/fuzz/%: tests/fuzz/%.c build/fuzz/libkaba-fuzz.a
	clang $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ $< build/fuzz/libkaba-fuzz.a $(LIBS)
FUZZ_SECONDS ?= 20
test-fuzz: testdeps $(FUZZ_BIN)
	@BUILD=$(abspath build) FUZZ_SECONDS=$(FUZZ_SECONDS) sh tests/fuzz/run.sh $(RESULTS) $(FUZZ_BIN)
fuzz:
	@$(MAKE) --no-print-directory test-fuzz FUZZ_SECONDS=$${FUZZ_SECONDS:-1800}

# The paper's view first (constructors left out, as in its tables), then the
# whole job with constructors: the restructured jar, run next to the original.
demo: all fixtures
	$(KABA) analyze $(BUILD)/fixtures/paper.jar --no-init -o $(BUILD)/demo
	@echo "diagrams and report.json in $(BUILD)/demo/"
	$(KABA) analyze -q $(BUILD)/fixtures/paper.jar -o $(BUILD)/demo/restructured
	@for arg in "" x; do \
	  echo "java -jar paper.jar $$arg: original prints $$($(JAVA) -jar $(BUILD)/fixtures/paper.jar $$arg)," \
	    "restructured prints $$($(JAVA) -Xverify:all -jar $(BUILD)/demo/restructured/paper-restructured.jar $$arg)"; \
	done
	@echo "restructured jar, mapping.txt and its report in $(BUILD)/demo/restructured/"

bench: testdeps all
	sh bench/run.sh

clean:
	rm -rf build build-san

-include $(LIB_OBJ:.o=.d) $(CLI_OBJ:.o=.d) $(LATTICE_OBJ:.o=.d) $(AGENT_OBJ:.o=.d) $(FUZZ_OBJ:.o=.d) \
	$(UNIT_SUPPORT:.o=.d) $(KGEN_OBJ:.o=.d)
