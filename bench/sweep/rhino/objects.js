// objects, prototypes, getters/setters, property enumeration order
function Point(x, y) { this.x = x; this.y = y; }
Point.prototype.norm2 = function () { return this.x * this.x + this.y * this.y; };
Point.prototype.toString = function () { return "(" + this.x + "," + this.y + ")"; };
var p = new Point(3, 4);
print(p, p.norm2(), p instanceof Point, Object.keys(p).join("|"));
var o = { a: 1, get b() { return this.a + 1; }, set c(v) { this.a = v; } };
o.c = 41; print(o.a, o.b);
var q = Object.create(p); q.z = 9;
for (var k in q) print("key", k);
print(Object.getOwnPropertyNames(Point.prototype).sort().join(","));
Object.defineProperty(o, "hidden", { value: 7, enumerable: false });
print(JSON.stringify(o), o.hidden, Object.isFrozen(Object.freeze({})));
print(typeof null, typeof undefined, typeof {}, typeof [], typeof print, typeof 1.5);
