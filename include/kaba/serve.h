/*
 * serve: the proposal of `kaba analyze -o DIR` in a browser (docs/serve.md).
 * kaba serve is a local HTTP server (libmicrohttpd) on 127.0.0.1 only: a
 * single-page app (src/serve/app/, embedded in the binary at build time) and
 * a JSON API over the editor (editor.h): the report, the views, the
 * diagrams, and edits checked as `kaba edit` checks them, which accumulate
 * into a script `kaba edit` replays.  kaba report writes the same pages as
 * one static HTML file, every API answer the pages read embedded in it.
 */
#ifndef KABA_SERVE_H
#define KABA_SERVE_H

#include <stddef.h>

#include "kaba/error.h"

/* kaba serve: ops DIR, then the --port value when n is 2 (default 8080;
 * 0 takes a free port).  Says "serving DIR at http://127.0.0.1:PORT/" on
 * standard error once it listens, and serves until SIGINT or SIGTERM
 * (KABA_OK).  A DIR the editor cannot open is its error; a port that
 * cannot be bound is KABA_EIO; a bad port KABA_EUSAGE. */
int kaba_serve(const char *const *ops, size_t n, int flags, struct kaba_error *err);

/* kaba report: ops DIR and (n == 2) the -o FILE to write; without FILE
 * KABA_EUSAGE. */
int kaba_serve_report(const char *const *ops, size_t n, int flags, struct kaba_error *err);

#endif
