/*
 * Frozen classes (docs/reflection.md Terms, §G rule 24): classes reflection or
 * keep rules may touch.  A frozen class is treated as library code by the
 * table: it keeps its binary name, supertypes, members, descriptors and
 * modifiers, so its members are columns only where tabled objects use them
 * (as dcl(Throwable.getMessage) is), and its objects and the variables of
 * its type are not rows.  Its method bodies are still analysed: they are
 * program code, and their uses of tabled objects are in the table.
 */
#ifndef KABA_ANALYSIS_FROZEN_H
#define KABA_ANALYSIS_FROZEN_H

#include <stdint.h>

struct ka;

/* After a points-to solution: the candidates of every unresolved creation
 * site (reflect.c).  1 if objects were added (solve again), 0 if none,
 * else a status. */
int ka_reflect_candidates(struct ka *ka);

/* After the last solution: name or freeze what getClass() observes, and
 * freeze the classes named by class literals in reachable code, enum
 * classes, Serializable classes when object streams are used, classes
 * with native methods and those named by bootstrap constants and
 * annotations (frozen.c says why) and by binary names in string constants
 * (named.c), then, to a fixpoint,
 * every user supertype of a frozen class, every user class its field and
 * method descriptors name and its nestmates (a frozen class keeps its
 * supertypes, descriptors and nest attributes).  0 or a status. */
int ka_frozen_close(struct ka *ka);

/* After the last solution, before ka_frozen_close: the objects whose
 * class getClass() observes get named rows, or their classes freeze
 * (getclass.c).  0 or a status. */
int ka_getclass_sites(struct ka *ka);

/* Is cls a user class that the table restructures (user, not frozen)? */
int ka_tabled(const struct ka *ka, int32_t cls);

#endif
