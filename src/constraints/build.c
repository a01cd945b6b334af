#include "kaba/constraints.h"

int kaba_constrain_type(struct kaba_table *t, enum kaba_rule rule, size_t sub, size_t super,
			struct kaba_error *err)
{
	return kaba_table_add_implication(t, KABA_IMPL_ROW, rule, super, sub, err);
}

int kaba_constrain_column(struct kaba_table *t, enum kaba_rule rule, size_t a, size_t b,
			  struct kaba_error *err)
{
	return kaba_table_add_implication(t, KABA_IMPL_COLUMN, rule, a, b, err);
}

int kaba_dominance(struct kaba_table *t, size_t overriding, size_t overridden,
		   struct kaba_error *err)
{
	enum kaba_column_kind kind;

	if (overriding >= t->ncolumns || overridden >= t->ncolumns || overriding == overridden)
		return kaba_fail(err, KABA_EINPUT, "constraints", -1,
				 "dominance needs two different columns");
	kind = t->columns[overriding].kind;
	if (kind != t->columns[overridden].kind ||
	    (kind != KABA_COL_DEF && kind != KABA_COL_DCL && kind != KABA_COL_FIELD))
		return kaba_fail(err, KABA_EINPUT, "constraints", -1,
				 "dominance between %s and %s: needs two def, dcl or field columns",
				 t->columns[overriding].name, t->columns[overridden].name);
	return kaba_table_add_implication(t, KABA_IMPL_DOMINANCE,
					  kind == KABA_COL_DCL ? KABA_C12_DOMINANCE_DCL
							       : KABA_C11_DOMINANCE_DEF,
					  overriding, overridden, err);
}
