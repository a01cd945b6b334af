// numbers and Math; dates in UTC only
print(0.1 + 0.2, 1 / 3, (1 / 3).toFixed(5), (255).toString(16), parseInt("ff", 16), parseFloat("3.14abc"));
print(Math.max(1, 5, 3), Math.min(), Math.floor(-2.5), Math.round(2.5), Math.sqrt(2), Math.pow(2, 53));
print(Number.MAX_VALUE, Number.MIN_VALUE, 1 / 0, -1 / 0, 0 / 0, isNaN("x"), isFinite("12"));
print((123.456).toPrecision(4), (1e21).toString(), (1234.5678).toExponential(2), 7 % -3, -7 % 3, 5 >>> 1, -5 >> 1, ~5);
var d = new Date(Date.UTC(2020, 1, 29, 12, 30, 0)); print(d.getTime(), d.toISOString(), d.getUTCDay());
var x = 0; for (var i = 0; i < 100000; i++) x = (x * 31 + i) % 1000003; print(x);
print(Number("0x1A"), Number(""), Number(" 12 "), +true, "3" * "4", "3" + 4);
