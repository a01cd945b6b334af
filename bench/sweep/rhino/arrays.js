// arrays: sort with comparator, splice, map/filter/reduce, sparse arrays
var a = [5, 3, 9, 1, 7, 2];
print(a.slice().sort().join(), a.slice().sort(function (x, y) { return y - x; }).join());
print(a.filter(function (x) { return x % 2; }).map(function (x) { return x * x; }).reduce(function (s, x) { return s + x; }, 0));
var b = a.splice(1, 2, "x", "y", "z"); print(a, b, a.length);
var s = []; s[10] = 1; print(s.length, s.indexOf(1), 3 in s);
print([1, [2, [3, [4]]]].toString(), [].concat([1], 2, [[3]]).length);
print(Array.isArray(a), a.reverse().join("-"), a.lastIndexOf("x"));
var m = []; for (var i = 0; i < 1000; i++) m.push(i * 7 % 13); print(m.sort(function (x, y) { return x - y; })[500]);
print(["b", "a", "C"].sort().join(), [10, 9, 1].sort().join());
