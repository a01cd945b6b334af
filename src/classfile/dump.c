/* A javap-like listing of a parsed class, for debugging. */
#include "internal.h"

#include <inttypes.h>

static void put_utf8(FILE *f, const struct kaba_class *cls, uint32_t index)
{
	size_t len, i;
	const char *s = kaba_cp_utf8(cls, index, &len);

	if (!s) {
		fprintf(f, "#%u?", index);
		return;
	}
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c < 0x20 || c == 0x7f)
			fprintf(f, "\\x%02x", c);
		else
			fputc(c, f);
	}
}

/* A short description of what entry `index` names, for comments.  The
 * depth bound keeps an edited pool with a reference cycle printable. */
static void put_ref(FILE *f, const struct kaba_class *cls, uint32_t index, int depth)
{
	const struct kaba_cp_entry *e;

	if (index == 0 || index >= cls->cp.count || depth > 4) {
		fprintf(f, "-");
		return;
	}
	e = &cls->cp.entries[index];
	switch (e->tag) {
	case KABA_CP_UTF8:
		put_utf8(f, cls, index);
		break;
	case KABA_CP_CLASS:
	case KABA_CP_STRING:
	case KABA_CP_METHOD_TYPE:
	case KABA_CP_MODULE:
	case KABA_CP_PACKAGE:
		put_utf8(f, cls, e->index);
		break;
	case KABA_CP_FIELDREF:
	case KABA_CP_METHODREF:
	case KABA_CP_INTERFACE_METHODREF:
		put_ref(f, cls, e->ref.class_index, depth + 1);
		fputc('.', f);
		put_ref(f, cls, e->ref.nat_index, depth + 1);
		break;
	case KABA_CP_NAME_AND_TYPE:
		put_utf8(f, cls, e->nat.name_index);
		fputc(':', f);
		put_utf8(f, cls, e->nat.descriptor_index);
		break;
	case KABA_CP_INTEGER:
		fprintf(f, "%" PRId32, (int32_t)e->bits32);
		break;
	case KABA_CP_LONG:
		fprintf(f, "%" PRId64 "L", (int64_t)e->bits64);
		break;
	case KABA_CP_FLOAT:
		fprintf(f, "float 0x%08" PRIx32, e->bits32);
		break;
	case KABA_CP_DOUBLE:
		fprintf(f, "double 0x%016" PRIx64, e->bits64);
		break;
	case KABA_CP_METHOD_HANDLE:
		fprintf(f, "handle kind %u ", e->handle.kind);
		put_ref(f, cls, e->handle.index, depth + 1);
		break;
	case KABA_CP_DYNAMIC:
	case KABA_CP_INVOKE_DYNAMIC:
		fprintf(f, "bsm %u ", e->dyn.bsm_index);
		put_ref(f, cls, e->dyn.nat_index, depth + 1);
		break;
	}
}

static void put_entry_ref(FILE *f, const struct kaba_class *cls, uint32_t index)
{
	put_ref(f, cls, index, 0);
}

static void dump_code(FILE *f, const struct kaba_class *cls, const struct kaba_code *c)
{
	struct kaba_insn_iter it;
	struct kaba_insn insn;
	struct kaba_error err = { 0 };
	uint32_t i;

	fprintf(f, "    Code: max_stack %u, max_locals %u, %u bytes\n",
		c->max_stack, c->max_locals, c->code_len);
	kaba_insn_iter_init(&it, c->code, c->code_len, NULL, 0);
	while (kaba_insn_next(&it, &insn, &err) > 0) {
		fprintf(f, "      %5u: %s%s", insn.offset, insn.wide ? "wide " : "",
			kaba_opcode_name(insn.opcode));
		switch (insn.kind) {
		case KABA_OPND_CP1:
		case KABA_OPND_CP2:
		case KABA_OPND_INVOKEINTERFACE:
		case KABA_OPND_INVOKEDYNAMIC:
		case KABA_OPND_MULTIANEWARRAY:
			fprintf(f, " #%d  // ", insn.operand);
			put_entry_ref(f, cls, (uint32_t)insn.operand);
			break;
		case KABA_OPND_BRANCH2:
		case KABA_OPND_BRANCH4:
			fprintf(f, " %lld", (long long)insn.target);
			break;
		case KABA_OPND_TABLESWITCH:
		case KABA_OPND_LOOKUPSWITCH:
			fprintf(f, " default %lld", (long long)insn.target);
			for (i = 0; i < insn.ncases; i++) {
				int32_t match;
				int64_t target;

				kaba_insn_case(&insn, i, &match, &target);
				fprintf(f, ", %" PRId32 ": %lld", match, (long long)target);
			}
			break;
		case KABA_OPND_IINC:
			fprintf(f, " %d %d", insn.operand, insn.operand2);
			break;
		case KABA_OPND_NONE:
			break;
		default:
			fprintf(f, " %d", insn.operand);
			break;
		}
		fputc('\n', f);
	}
	for (i = 0; i < c->nexceptions; i++) {
		fprintf(f, "      try %u-%u handler %u catch ", c->exceptions[i].start_pc,
			c->exceptions[i].end_pc, c->exceptions[i].handler_pc);
		put_entry_ref(f, cls, c->exceptions[i].catch_type);
		fputc('\n', f);
	}
}

static void dump_attrs(FILE *f, const struct kaba_class *cls,
		       const struct kaba_attrs *attrs, const char *indent)
{
	uint16_t i;

	for (i = 0; i < attrs->n; i++) {
		const struct kaba_attr *a = &attrs->v[i];

		if (a->kind == KABA_ATTR_CODE) {
			dump_code(f, cls, a->code);
			dump_attrs(f, cls, &a->code->attrs, "      ");
			continue;
		}
		fprintf(f, "%s", indent);
		put_utf8(f, cls, a->name_index);
		switch (a->kind) {
		case KABA_ATTR_CONSTANT_VALUE:
		case KABA_ATTR_SIGNATURE:
		case KABA_ATTR_SOURCE_FILE:
		case KABA_ATTR_NEST_HOST:
		case KABA_ATTR_MODULE_MAIN_CLASS:
			fprintf(f, " ");
			put_entry_ref(f, cls, a->index);
			break;
		case KABA_ATTR_STACK_MAP_TABLE:
			fprintf(f, ": %u frames", a->stack_map->nframes);
			break;
		case KABA_ATTR_LINE_NUMBER_TABLE:
			fprintf(f, ": %u lines", a->lines->n);
			break;
		case KABA_ATTR_LOCAL_VARIABLE_TABLE:
		case KABA_ATTR_LOCAL_VARIABLE_TYPE_TABLE:
			fprintf(f, ": %u variables", a->locals->n);
			break;
		case KABA_ATTR_EXCEPTIONS:
		case KABA_ATTR_NEST_MEMBERS:
		case KABA_ATTR_PERMITTED_SUBCLASSES:
		case KABA_ATTR_MODULE_PACKAGES: {
			uint16_t j;

			for (j = 0; j < a->list.n; j++) {
				fputc(' ', f);
				put_entry_ref(f, cls, a->list.v[j]);
			}
			break;
		}
		default:
			fprintf(f, ": %u bytes", a->len);
			break;
		}
		fputc('\n', f);
	}
}

static void dump_members(FILE *f, const struct kaba_class *cls,
			 const struct kaba_members *list, const char *what)
{
	uint16_t i;

	fprintf(f, "%s (%u):\n", what, list->n);
	for (i = 0; i < list->n; i++) {
		fprintf(f, "  0x%04x ", list->v[i].access);
		put_utf8(f, cls, list->v[i].name_index);
		fputc(' ', f);
		put_utf8(f, cls, list->v[i].descriptor_index);
		fputc('\n', f);
		dump_attrs(f, cls, &list->v[i].attrs, "    ");
	}
}

void kaba_class_dump(FILE *f, const struct kaba_class *cls)
{
	uint32_t i;
	uint16_t j;

	fprintf(f, "class ");
	put_entry_ref(f, cls, cls->this_class);
	fprintf(f, " extends ");
	put_entry_ref(f, cls, cls->super_class);
	fprintf(f, " (version %u.%u, access 0x%04x)\n", cls->major, cls->minor, cls->access);
	for (j = 0; j < cls->interfaces.n; j++) {
		fprintf(f, "  implements ");
		put_entry_ref(f, cls, cls->interfaces.v[j]);
		fputc('\n', f);
	}
	fprintf(f, "constant pool (%u):\n", cls->cp.count);
	for (i = 1; i < cls->cp.count; i++) {
		if (cls->cp.entries[i].tag == KABA_CP_NONE)
			continue;
		fprintf(f, "  #%u tag %u ", i, cls->cp.entries[i].tag);
		put_entry_ref(f, cls, i);
		fputc('\n', f);
	}
	dump_members(f, cls, &cls->fields, "fields");
	dump_members(f, cls, &cls->methods, "methods");
	fprintf(f, "attributes (%u):\n", cls->attrs.n);
	dump_attrs(f, cls, &cls->attrs, "  ");
}
