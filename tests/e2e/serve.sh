#!/bin/sh
# kaba serve's API and its security model (docs/serve.md), with curl, on the
# paper's example:
#  - the pages and the API answer; the Figure 5 move is refused with the
#    same G2 line as kaba edit's, the merge is accepted, the script the
#    server gives back replays with kaba edit to the same proposal;
#  - hostile requests get 4xx and change nothing in DIR: path traversal
#    (in the path and in ?name=), a huge body (with and without a length),
#    bad JSON, a wrong Host, a foreign Origin, no JSON content type, other
#    methods;
#  - the jar button writes what `kaba edit --jar DIR SCRIPT` writes;
#  - kaba report writes one HTML file with the answers embedded;
#  - SIGTERM stops the server with exit 0.
# Env: KABA, BUILD, JAVA_HOME.  Prints TAP lines; a few CPU seconds.
set -u
: "${KABA:?}" "${BUILD:?}"
paper=$BUILD/fixtures/paper.jar
work=$BUILD/e2e/serve
. "$(cd "$(dirname "$0")" && pwd)/lib/tap.sh"
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
check() { what=$1; shift; "$@" >/dev/null 2>&1; tap $? "$what"; }
sums() { (cd "$1" && find . -type f | sort | xargs sha256sum | sha256sum); }
cls() { jq -r --arg r "$2" '.classes[] | select(.objects + .variables | index($r)) | .name' "$1/report.json"; }

# serve DIR: start kaba serve on a free port; sets pid, url, host
serve() {
	"$KABA" serve "$1" --port 0 2>"$1.err" &
	pid=$!
	i=0
	while [ $i -lt 100 ] && ! grep -q 'serving' "$1.err"; do sleep 0.1; i=$((i + 1)); done
	host=$(sed -n 's|.*http://\(127.0.0.1:[0-9]*\)/.*|\1|p' "$1.err")
	url=http://$host
}
stop() { kill "$pid" 2>/dev/null; wait "$pid"; }
# code [CURL-ARGS...] URL: the HTTP status
code() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
J='Content-Type: application/json'

"$KABA" analyze -q "$paper" --no-init -o fig >/dev/null 2>&1
"$KABA" analyze -q "$paper" -o full >/dev/null 2>&1
a1=$(cls fig Client.main.a1)
sub=$(cls fig Client.main.a2)
before=$(sums fig)
serve fig
check "kaba serve says where it listens (127.0.0.1, a free port)" test -n "$host"
check "GET / is the page" sh -c "curl -s $url/ | grep -q 'src=\"app.js\"'"
check "GET /app.js and /app.css" sh -c "[ \$(curl -s -o /dev/null -w '%{http_code}' $url/app.js)/\$(curl -s -o /dev/null -w '%{http_code}' $url/app.css) = 200/200 ]"
check "GET /api/report is report.json" sh -c "curl -s $url/api/report | jq -e '.format == \"kaba-report\" or .summary' "
check "GET /api/state lists the proposal and the original classes" \
	sh -c "curl -s $url/api/state | jq -e '(.proposal.classes | length) > 0 and (.originals | index(\"A\"))'"
check "GET /api/class?name=A is kaba show class A --json" \
	sh -c "[ \"\$(curl -s '$url/api/class?name=A' | jq -c .)\" = \"\$('$KABA' show fig class A --json | jq -c .)\" ]"
same_view() { [ "$(curl -s "$url/api/new?name=$1" | jq -c .)" = "$("$KABA" show fig new "$1" --json | jq -c .)" ]; }
check "GET /api/new?name=$a1 is kaba show new --json" same_view "$a1"
check "GET /api/new of no class: 404 with the reason" test "$(code "$url/api/new?name=NoSuch")" = 404
check "GET /api/diagrams lists DIR's SVG files" sh -c "curl -s $url/api/diagrams | jq -e 'index(\"proposal.svg\") and index(\"original.svg\")'"
check "GET /api/diagram?name=proposal.svg is SVG" sh -c "curl -s '$url/api/diagram?name=proposal.svg' | grep -q '<svg'"

# ---- hostile requests ----
for bad in '../fig/report.json' '/etc/passwd' 'hierarchies/../../report.json' 'report.json' \
	   'proposal.json' '%2e%2e%2freport.json' ''; do
	check "traversal: /api/diagram?name=$bad is 404" test "$(code "$url/api/diagram?name=$bad")" = 404
done
check "a NUL in ?name= (proposal.svg%00.json): 404" test "$(code "$url/api/diagram?name=proposal.svg%00.json")" = 404
check "a NUL in the path (/%00x): 404" test "$(code "$url/%00x")" = 404
check "traversal in the path: /../../etc/passwd is 404" test "$(code --path-as-is "$url/../../etc/passwd")" = 404
check "traversal in the path: /%2e%2e/report.json is 404" test "$(code "$url/%2e%2e/report.json")" = 404
check "wrong Host: 403" test "$(code -H 'Host: evil.example' "$url/api/state")" = 403
check "wrong Host with our port: 403" test "$(code -H "Host: evil.example:${host#*:}" "$url/api/state")" = 403
check "Host localhost:PORT is ours: 200" test "$(code -H "Host: localhost:${host#*:}" "$url/api/state")" = 200
head -c 100000 /dev/zero | tr '\0' '{' >big.json
check "a body over 64 KiB: 413" test "$(code -H "$J" --data-binary @big.json "$url/api/edit")" = 413
check "a chunked body over 64 KiB: 413" \
	test "$(code -H "$J" -H 'Transfer-Encoding: chunked' --data-binary @big.json "$url/api/edit")" = 413
check "bad JSON: 400" test "$(code -H "$J" -d '{"edit": ' "$url/api/edit")" = 400
check "JSON that is no object: 400" test "$(code -H "$J" -d '"merge A B"' "$url/api/edit")" = 400
check "no edit in the object: 400" test "$(code -H "$J" -d '{"line": "x"}' "$url/api/edit")" = 400
check "two lines in one edit: 400" test "$(code -H "$J" -d "{\"edit\": \"merge $a1 $sub\\nmerge $a1 $sub\"}" "$url/api/edit")" = 400
check "an unknown edit: 400 with the script error" \
	sh -c "curl -s -H '$J' -d '{\"edit\": \"frobnicate\"}' $url/api/edit | jq -e '.error | test(\"unknown edit\")'"
check "an unknown class: 400" test "$(code -H "$J" -d '{"edit": "merge NoSuch Other"}' "$url/api/edit")" = 400
check "a POST without the JSON content type: 415" test "$(code -d '{"edit": "split A"}' "$url/api/edit")" = 415
check "a POST from another origin: 403" \
	test "$(code -H "$J" -H 'Origin: http://evil.example' -d '{}' "$url/api/jar")" = 403
check "PUT: 405" test "$(code -X PUT -H "$J" -d '{}' "$url/api/edit")" = 405
check "DELETE: 405" test "$(code -X DELETE "$url/api/state")" = 405
check "an unknown API path: 404" test "$(code "$url/api/../../etc/passwd")" = 404
check "a POST to an unknown path: 404" test "$(code -H "$J" -d '{}' "$url/api/nothing")" = 404
check "undo without an edit: 400" test "$(code -H "$J" -d '{}' "$url/api/undo")" = 400
check "the jar without an edit: 400" test "$(code -H "$J" -d '{}' "$url/api/jar")" = 400
# random requests: bodies of random bytes, random names and paths (python3: the bytes URL-encoded)
fuzz() {
	python3 - "$url" <<'PY'
import random, sys, urllib.error, urllib.parse, urllib.request
url, bad = sys.argv[1], []
random.seed(24)
for i in range(150):
    blob = bytes(random.randrange(256) for _ in range(random.randrange(1, 300)))
    q = urllib.parse.quote(blob)
    kind = i % 3
    req = (urllib.request.Request(url + "/api/edit", data=blob, headers={"Content-Type": "application/json"})
           if kind == 0 else urllib.request.Request(url + "/api/diagram?name=" + q) if kind == 1
           else urllib.request.Request(url + "/" + q))
    try:
        code = urllib.request.urlopen(req, timeout=10).status
    except urllib.error.HTTPError as e:
        code = e.code
    except OSError as e:
        code = repr(e)
    if not isinstance(code, int) or not 400 <= code < 500:
        bad.append((kind, blob, code))
print(bad)
sys.exit(1 if bad else 0)
PY
}
check "150 random requests (bodies, ?name=, paths): each 4xx" fuzz
"$KABA" serve fig --port "${host#*:}" >/dev/null 2>&1
check "a second kaba serve on the same port: exit 3" test $? = 3
check "hostile requests changed nothing in DIR" test "$(sums fig)" = "$before"
check "... and the server still answers" test "$(code "$url/api/state")" = 200

# ---- Figure 5 through the API ----
curl -s -H "$J" -d "{\"edit\": \"move Client.main.a1 to $sub\"}" "$url/api/edit" >f5.json
check "Figure 5: the move is refused" jq -e '.accepted == false and .edits == []' f5.json
check "Figure 5: ... with kaba edit's G2 line" jq -e --arg l "refused: move Client.main.a1 to $sub: assignment Client.main.a1 = Client.main#new@0 (new A at Client.java:7) (rule C2) would be type-incorrect: Client.main#new@0's class $a1 is not a subclass of Client.main.a1's class $sub [G2]" \
	'.refusals == [$l]' f5.json
curl -s -H "$J" -d "{\"edit\": \"merge $a1 $sub\"}" "$url/api/edit" >merge.json
check "Figure 5: the merge is accepted" jq -e --arg l "merge $a1 $sub" '.accepted and .edits == [$l]' merge.json
has_a2() { curl -s "$url/api/new?name=$a1" | jq -e '.variables | index("Client.main.a2")'; }
check "the new-class view shows the edit: a2 now in $a1" has_a2
check "the proposal diagram is drawn for the edited proposal" \
	sh -c "curl -s '$url/api/diagram?name=proposal.svg' | grep -q '<svg' && ! curl -s '$url/api/diagram?name=proposal.svg' | cmp -s - fig/proposal.svg"
curl -s -D script.hdr "$url/api/script" >edits.kes
check "the edit script downloads as an attachment" grep -qi 'content-disposition: attachment' script.hdr
check "the edit script holds the accepted edit only" test "$(cat edits.kes)" = "merge $a1 $sub"
cp -r fig replay
"$KABA" edit -q replay edits.kes >/dev/null
check "kaba edit replays the script" test $? = 0
check "... to the proposal the server holds" \
	sh -c "[ \"\$(curl -s $url/api/state | jq -c .proposal)\" = \"\$(jq -c .proposal replay/proposal.json)\" ]"
curl -s -H "$J" -d '{}' "$url/api/undo" >undo.json
check "undo forgets the edit" jq -e '.edits == [] and .accepted' undo.json
check "edits in the session changed nothing in DIR" test "$(sums fig)" = "$before"
stop
check "SIGTERM stops kaba serve with exit 0" test "$?" = 0

# ---- the jar button (the full proposal: kaba edit --jar needs the initializer rows) ----
sup=$(cls full Client.main.a1)
cp -r full byedit
serve full
curl -s -H "$J" -d "{\"edit\": \"split $sup\"}" "$url/api/edit" >split.json
check "the jar: an accepted split" jq -e '.accepted' split.json
curl -s -H "$J" -d '{}' "$url/api/jar" >jar.json
check "the jar: POST /api/jar answers 200" jq -e '.accepted and .edits == []' jar.json
stop
printf 'split %s\n' "$sup" >split.kes
"$KABA" edit -q --jar byedit split.kes >/dev/null
same_dir() {
	for f in proposal.json paper-restructured.jar mapping.txt; do cmp -s "full/$f" "byedit/$f" || return 1; done
	# report.json names the jar by its path, which holds DIR
	[ "$(jq -c '.restructured_jars |= map(split("/")[-1])' full/report.json)" = \
	  "$(jq -c '.restructured_jars |= map(split("/")[-1])' byedit/report.json)" ]
}
check "the jar: DIR is what kaba edit --jar writes (proposal, report, jar, mapping)" same_dir

# ---- kaba report ----
"$KABA" report -q fig -o fig.html
check "kaba report writes one HTML file" test -s fig.html
check "... with the pages and the answers embedded" \
	sh -c "grep -q 'window.KABA_DATA' fig.html && ! grep -q 'src=\"app.js\"' fig.html && grep -q '/api/class?name=A' fig.html"
check "... and no '</script>' inside the data" test "$(grep -o '</script>' fig.html | wc -l)" = 2
"$KABA" report fig >/dev/null 2>&1
check "kaba report without -o: exit 64" test $? = 64
"$KABA" serve nothing-here >/dev/null 2>&1
check "kaba serve of a DIR without proposal.json: exit 2" test $? = 2
"$KABA" serve fig --port 70000 >/dev/null 2>&1
check "kaba serve --port 70000: exit 64" test $? = 64
# under test-san (ASan+UBSan) a report of the server's goes to its stderr
check "the servers' stderr holds no sanitizer report" sh -c '! grep -q "Sanitizer\|runtime error" fig.err full.err'
echo "1..$n"
