// misc: delete, in, void, comma, getters on arrays, string conversion of functions, sealed objects, load errors
var o = { a: 1, b: 2 }; delete o.a; print("a" in o, "b" in o, void 0, (1, 2, 3));
var sealed = Object.seal({ x: 1 }); sealed.y = 2; delete sealed.x; print(sealed.x, sealed.y, Object.isSealed(sealed));
print((function add(a, b) { return a + b; }).toString().replace(/\s+/g, " "));
print([3, 1, 2].toString(), String([null, undefined, 1]), [,].length, [1, 2, 3].join(undefined));
var re = new RegExp("a+", "gi"); print(re.source, re.global, re.ignoreCase, "AaAbaa".replace(re, "_"));
print(decodeURIComponent("%E2%82%AC"), isNaN(parseInt("")), Boolean(""), !!"0", null == undefined, null === undefined);
var count = 0; var obj = { get lazy() { count++; return 1; } }; obj.lazy; obj.lazy; print(count);
print(Object.prototype.toString.call([]), Object.prototype.toString.call(null), Object.prototype.toString.call(new Date(0)));
quit(3);
