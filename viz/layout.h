/*
 * How a class diagram is laid out (viz/classes.c builds it, viz/estimate.c
 * guesses its size without Graphviz): shared so that the guess sees the
 * rank distances the built graph will have.
 */
#ifndef KABA_VIZ_LAYOUT_H
#define KABA_VIZ_LAYOUT_H

#include "kaba/viz.h"

/* The leaves of a class with more than stagger_after of them staggered;
 * the part from `below` on (0: none) under the part before it rather than
 * beside it; label lists folded after max_labels; ranks from left to right
 * (lr) rather than bottom up. */
struct layout {
	size_t stagger_after, below, max_labels;
	int lr;
};

/* Per class: its direct subclasses, the leaves among those whose first
 * superclass it is, and how many of those are placed already. */
struct fanout {
	size_t subs, leaves, placed;
};

/* f[0..n) counted from the classes' superclasses (placed 0). */
void viz_fanout(const struct kaba_viz_class *c, size_t n, struct fanout *f);

/* The rank distance (edge minlen) from class i to its first superclass;
 * called for i in order, it staggers the leaves below each class. */
unsigned viz_stagger(const struct kaba_viz_class *c, size_t i, struct fanout *f, size_t after);

/* The width and height in points dot would give classes[0..n) laid out
 * as l says, estimated from the boxes' text and the ranks alone; -1 when
 * out of memory. */
int viz_estimate(const struct kaba_viz_class *c, size_t n, const struct layout *l, double *w,
		 double *h);

#endif
