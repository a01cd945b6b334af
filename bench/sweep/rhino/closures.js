// closures, higher-order functions, recursion, arguments, call/apply/bind
function counter() { var n = 0; return function () { return ++n; }; }
var c1 = counter(), c2 = counter();
print(c1(), c1(), c2(), c1());
function compose(f, g) { return function (x) { return f(g(x)); }; }
print(compose(function (x) { return x * 2; }, function (x) { return x + 3; })(4));
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
print(fib(20));
function sum() { var s = 0; for (var i = 0; i < arguments.length; i++) s += arguments[i]; return s; }
print(sum(1, 2, 3, 4), sum.apply(null, [5, 6]), sum.call(null, 7));
var bound = function (a, b) { return this.k + a + b; }.bind({ k: 100 }, 1);
print(bound(2));
var fs = []; for (var i = 0; i < 3; i++) fs.push((function (j) { return function () { return j; }; })(i));
print(fs.map(function (f) { return f(); }).join(" "));
