/* Running one function on several threads. */
#include <pthread.h>

#include "fca_impl.h"

/* Deep recursion (Close-by-One on long chains) needs more than the default. */
enum { WORKER_STACK = 256 << 20 };

/* Workers share their work through a counter, so a thread that cannot be
 * started only costs speed: the others (at least the caller) do its part. */
void fca_parallel(int threads, void *(*work)(void *), void *args, size_t argsize)
{
	pthread_t *tid = threads > 1 ? fca_calloc((size_t)threads, 1, sizeof(pthread_t)) : NULL;
	pthread_attr_t attr;
	int t, started = 0;

	if (!tid || pthread_attr_init(&attr)) {
		free(tid);
		work(args);
		return;
	}
	pthread_attr_setstacksize(&attr, WORKER_STACK);
	for (t = 1; t < threads; t++, started++)
		if (pthread_create(&tid[t], &attr, work, (char *)args + (size_t)t * argsize))
			break;
	pthread_attr_destroy(&attr);
	work(args);
	for (t = 1; t <= started; t++)
		pthread_join(tid[t], NULL);
	free(tid);
}
