// ES6-ish features Rhino 1.7.14 supports: let, arrow functions, for-of, Map/Set, Symbol, templates
let total = 0; for (let v of [1, 2, 3]) total += v; print(total);
const sq = x => x * x; print([1, 2, 3].map(sq).join());
var m = new Map(); m.set("a", 1).set("b", 2); print(m.size, m.get("b"), m.has("c"));
var s = new Set([1, 2, 2, 3]); print(s.size);
var sym = Symbol("tag"); var o = {}; o[sym] = 5; print(o[sym], typeof sym, String(sym));
function* gen(n) { for (var i = 0; i < n; i++) yield i * i; }
var out = []; for (var v of gen(5)) out.push(v); print(out.join(","));
print(`template ${1 + 2} literal`, Object.assign({ a: 1 }, { b: 2 }).b, [1, 2, 3].includes(2));
print(Array.from("abc").join("+"), "abc".startsWith("ab"), Math.sign(-3), Number.isInteger(5.0));
