// inheritance chains via prototypes, toString/valueOf, getters on prototypes, with, eval, switch
function Shape(n) { this.n = n; } Shape.prototype.area = function () { return 0; };
Shape.prototype.describe = function () { return this.n + " area " + this.area().toFixed(2); };
function Circle(r) { Shape.call(this, "circle"); this.r = r; } Circle.prototype = Object.create(Shape.prototype);
Circle.prototype.area = function () { return Math.PI * this.r * this.r; };
function Sq(a) { Shape.call(this, "square"); this.a = a; } Sq.prototype = Object.create(Shape.prototype);
Sq.prototype.area = function () { return this.a * this.a; };
[new Circle(1), new Sq(2), new Shape("blob")].forEach(function (s) { print(s.describe(), s instanceof Shape, s.constructor === Shape); });
var money = { v: 5, valueOf: function () { return this.v; }, toString: function () { return "$" + this.v; } };
print(money + 1, "" + money, String(money), money > 4);
with (Math) print(floor(PI * 100));
print(eval("1 + 2 * 3"), eval("(function(){ return typeof arguments; })()"));
function kind(x) { switch (typeof x) { case "number": return "num"; case "string": return "str"; default: return "other"; } }
print(kind(1), kind("s"), kind(null));
label: for (var i = 0; i < 3; i++) { for (var j = 0; j < 3; j++) { if (j == 1) continue label; if (i == 2) break label; print(i, j); } }
