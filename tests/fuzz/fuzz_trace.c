/*
 * libFuzzer target for the trace-file reader: any input either fails with
 * KABA_EINPUT or decodes into a trace that encodes back to a file that
 * decodes to the same encoding, and whose entries turn into a table
 * (kaba_trace_to_table) without a crash.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/table.h"
#include "kaba/trace.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct kaba_trace t, again;
	struct kaba_error err = { 0 };
	struct kaba_buf first, second;
	struct kaba_table *table;
	int rc;

	kaba_trace_init(&t);
	rc = kaba_trace_decode(&t, data, size, "fuzz", &err);
	if (rc) {
		if (rc != KABA_EINPUT && rc != KABA_EIO)
			abort();
		kaba_trace_free(&t);
		return 0;
	}
	kaba_buf_init(&first);
	kaba_buf_init(&second);
	kaba_trace_init(&again);
	if (kaba_trace_encode(&t, &first) ||
	    kaba_trace_decode(&again, first.data, first.len, "fuzz", &err) ||
	    kaba_trace_encode(&again, &second) || first.len != second.len ||
	    memcmp(first.data, second.data, first.len))
		abort();
	table = kaba_table_new();
	if (table) {
		rc = kaba_trace_to_table(&t, table, &err);
		if (rc && rc != KABA_EINPUT && rc != KABA_EIO)
			abort();
		kaba_table_free(table);
	}
	kaba_buf_free(&first);
	kaba_buf_free(&second);
	kaba_trace_free(&again);
	kaba_trace_free(&t);
	return 0;
}
