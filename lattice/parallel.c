/* Running one function on several threads. */
#include <pthread.h>

#include "fca_impl.h"

/* Close-by-One recurses once per item added: long chains need a deeper
 * stack than the process's, so even a single worker gets a thread of its own. */
enum { WORKER_STACK = 256 << 20 };

/* Workers share their work through a counter, so a thread that cannot be
 * started only costs speed: the others (at least the caller) do its part. */
void fca_parallel(int threads, void *(*work)(void *), void *args, size_t argsize)
{
	pthread_t *tid = fca_calloc(threads > 1 ? (size_t)threads : 1, 1, sizeof(pthread_t));
	char *started = fca_calloc(threads > 1 ? (size_t)threads : 1, 1, 1);
	pthread_attr_t attr;
	int t, any = 0;

	if (!tid || !started || pthread_attr_init(&attr)) {
		free(tid);
		free(started);
		work(args);
		return;
	}
	pthread_attr_setstacksize(&attr, WORKER_STACK);
	for (t = 0; t < (threads > 1 ? threads : 1); t++)
		any |= started[t] = !pthread_create(&tid[t], &attr, work,
						    (char *)args + (size_t)t * argsize);
	pthread_attr_destroy(&attr);
	if (!any)
		work(args);
	for (t = 0; t < (threads > 1 ? threads : 1); t++)
		if (started[t])
			pthread_join(tid[t], NULL);
	free(tid);
	free(started);
}
