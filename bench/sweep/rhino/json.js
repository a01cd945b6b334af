// JSON parse/stringify with replacer, reviver, indentation
var obj = { name: "kaba", list: [1, 2.5, true, null, "s"], nested: { a: { b: { c: [] } } }, d: "quote\"and\\slash" };
var txt = JSON.stringify(obj); print(txt);
print(JSON.stringify(obj, null, 2));
print(JSON.stringify(obj, ["name", "d"]));
print(JSON.stringify(obj, function (k, v) { return typeof v === "number" ? v * 10 : v; }));
var back = JSON.parse(txt, function (k, v) { return k === "name" ? v.toUpperCase() : v; });
print(back.name, back.list.length, back.nested.a.b.c.length);
try { JSON.parse("{bad json}"); } catch (e) { print(e.name); }
print(JSON.stringify(new Date(0)), JSON.stringify("\u2028"), JSON.stringify([undefined, function () {}]));
