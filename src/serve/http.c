/*
 * kaba serve's HTTP side, on libmicrohttpd: one thread answers every
 * request in turn (the session needs no lock).  The security model of
 * docs/serve.md lives here: the socket is bound to 127.0.0.1 only; a
 * request whose Host is not 127.0.0.1:PORT or localhost:PORT is refused
 * (a page of another site reaching the server by DNS rebinding names its
 * own host); a POST must say Content-Type: application/json and come from
 * the server's own origin when the browser names one (another site's page
 * cannot send that without a CORS preflight the server never grants);
 * bodies are bounded; and no request names a file (api.c opens only the
 * diagrams it listed itself).
 */
#include "internal.h"

#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "kaba/progress.h"

/* An edit line is short; 64 KiB leaves room without letting a client fill memory. */
#define SERVE_MAX_BODY ((size_t)64 << 10)

struct server {
	struct serve_session session;
	unsigned port;
};

/* A request's body as it arrives, and whether it outgrew the bound. */
struct request {
	struct kaba_buf body;
	int too_big;
};

static enum MHD_Result answer(struct MHD_Connection *c, const char *path, struct serve_reply *r)
{
	struct MHD_Response *resp = MHD_create_response_from_buffer(r->body.len, r->body.data,
								    MHD_RESPMEM_MUST_COPY);
	enum MHD_Result ok;

	kaba_buf_free(&r->body);
	if (!resp)
		return MHD_NO;
	MHD_add_response_header(resp, "Content-Type", r->type);
	MHD_add_response_header(resp, "Cache-Control", "no-store");
	MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
	MHD_add_response_header(resp, "Content-Security-Policy", "default-src 'self'; "
				"style-src 'self' 'unsafe-inline'; img-src 'self' data:");
	if (path && !strcmp(path, "/api/script"))
		MHD_add_response_header(resp, "Content-Disposition",
					"attachment; filename=\"kaba-edits.kes\"");
	ok = MHD_queue_response(c, r->status, resp);
	MHD_destroy_response(resp);
	return ok;
}

static enum MHD_Result refuse(struct MHD_Connection *c, unsigned status, const char *why)
{
	struct serve_reply r = { status, "text/plain; charset=utf-8", { 0 } };

	kaba_buf_init(&r.body);
	kaba_buf_printf(&r.body, "%s\n", why);
	return answer(c, NULL, &r);
}

/* Is value (a Host, or an Origin after its scheme) this server, by address or name? */
static int ours(const struct server *sv, const char *value)
{
	char a[64], b[64];

	snprintf(a, sizeof(a), "127.0.0.1:%u", sv->port);
	snprintf(b, sizeof(b), "localhost:%u", sv->port);
	return value && (!strcmp(value, a) || !strcmp(value, b));
}

/* Why the request is refused before its body is read, or NULL; *status the code. */
static const char *screen(const struct server *sv, struct MHD_Connection *c, const char *method,
			  unsigned *status)
{
	const char *host = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_HOST);
	const char *origin = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Origin");
	const char *type = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
						       MHD_HTTP_HEADER_CONTENT_TYPE);
	const char *length = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
							 MHD_HTTP_HEADER_CONTENT_LENGTH);

	*status = 403;
	if (!ours(sv, host))
		return "Host must be 127.0.0.1:PORT or localhost:PORT";
	*status = 405;
	if (strcmp(method, "GET") && strcmp(method, "POST"))
		return "GET or POST only";
	if (strcmp(method, "POST"))
		return NULL;
	*status = 403;
	if (origin && (strncmp(origin, "http://", 7) || !ours(sv, origin + 7)))
		return "a POST must come from the server's own pages";
	*status = 415;
	if (!type || strncmp(type, "application/json", 16))
		return "a POST body is JSON (Content-Type: application/json)";
	*status = 413;
	if (length && strtoull(length, NULL, 10) > SERVE_MAX_BODY)
		return "the body is larger than 64 KiB";
	return NULL;
}

static enum MHD_Result handle(void *cls, struct MHD_Connection *c, const char *url,
			      const char *method, const char *version, const char *data,
			      size_t *size, void **state)
{
	struct server *sv = cls;
	struct request *rq = *state;
	struct serve_reply r = { 0 };
	const char *why;
	unsigned status;

	(void)version;
	if (!rq) {
		if (!(rq = calloc(1, sizeof(*rq))))
			return MHD_NO;
		kaba_buf_init(&rq->body);
		*state = rq;
		if ((why = screen(sv, c, method, &status)))
			return refuse(c, status, why);
		if (!strcmp(method, "POST"))
			return MHD_YES;  /* the body follows */
	} else if (*size) {
		if (rq->body.len + *size > SERVE_MAX_BODY)
			rq->too_big = 1;
		else
			kaba_buf_put(&rq->body, data, *size);
		*size = 0;
		return MHD_YES;
	}
	if (rq->too_big || rq->body.oom)
		return refuse(c, 413, "the body is larger than 64 KiB");
	if (!strcmp(method, "POST"))
		serve_post(&sv->session, url, (const char *)rq->body.data, rq->body.len, &r);
	else
		serve_get(&sv->session, url,
			  MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "name"), &r);
	return answer(c, url, &r);
}

/* Decode %XX in the path and the arguments as libmicrohttpd does, except
 * that a value with %00 stays as it came: a NUL would cut it short, and
 * "/%00x" would read as "/", "?name=proposal.svg%00.json" as proposal.svg. */
static size_t unescape(void *cls, struct MHD_Connection *c, char *s)
{
	(void)cls, (void)c;
	return strstr(s, "%00") ? strlen(s) : MHD_http_unescape(s);
}

static void completed(void *cls, struct MHD_Connection *c, void **state,
		      enum MHD_RequestTerminationCode code)
{
	struct request *rq = *state;

	(void)cls, (void)c, (void)code;
	if (rq) {
		kaba_buf_free(&rq->body);
		free(rq);
	}
	*state = NULL;
}

int kaba_serve(const char *const *ops, size_t n, int flags, struct kaba_error *err)
{
	struct server sv = { 0 };
	struct sockaddr_in addr = { .sin_family = AF_INET };
	struct MHD_Daemon *d;
	unsigned long port = 8080;
	char *end = NULL;
	sigset_t stop;
	int sig, rc, fd;

	(void)flags;
	if (n == 2 && (port = strtoul(ops[1], &end, 10), !*ops[1] || *end || port > 65535))
		return kaba_fail(err, KABA_EUSAGE, "serve", -1, "--port takes 0 to 65535, not '%s'",
				 ops[1]);
	if ((rc = serve_session_open(&sv.session, ops[0], err))) {
		serve_session_close(&sv.session);
		return rc;
	}
	/* the server's thread inherits the mask, so the signals come to sigwait */
	sigemptyset(&stop);
	sigaddset(&stop, SIGINT);
	sigaddset(&stop, SIGTERM);
	pthread_sigmask(SIG_BLOCK, &stop, NULL);
	/* the socket is bound here, so that the port (a free one for 0) is
	 * known before the server's thread reads it to check Host headers */
	addr.sin_port = htons((unsigned short)port);
	addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &(int){ 1 }, sizeof(int)) ||
	    bind(fd, (struct sockaddr *)&addr, sizeof(addr)) || listen(fd, 32) ||
	    getsockname(fd, (struct sockaddr *)&addr, &(socklen_t){ sizeof(addr) })) {
		kaba_fail(err, KABA_EIO, "serve", -1, "cannot listen on 127.0.0.1:%lu: %s", port,
			  strerror(errno));
		if (fd >= 0)
			close(fd);
		serve_session_close(&sv.session);
		return KABA_EIO;
	}
	sv.port = ntohs(addr.sin_port);
	d = MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD, 0, NULL, NULL, handle, &sv,
			     MHD_OPTION_LISTEN_SOCKET, fd,
			     MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
			     MHD_OPTION_UNESCAPE_CALLBACK, unescape, NULL,
			     MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)256 << 10,
			     MHD_OPTION_CONNECTION_LIMIT, 64u,
			     MHD_OPTION_CONNECTION_TIMEOUT, 60u, MHD_OPTION_END);
	if (!d) {
		close(fd);
		serve_session_close(&sv.session);
		return kaba_fail(err, KABA_EIO, "serve", -1, "cannot start the HTTP server on "
				 "127.0.0.1:%u", sv.port);
	}
	fprintf(stderr, "kaba: serving %s at http://127.0.0.1:%u/ (Ctrl-C stops)\n", ops[0], sv.port);
	fflush(stderr);
	sigwait(&stop, &sig);
	MHD_stop_daemon(d);
	serve_session_close(&sv.session);
	return KABA_OK;
}
