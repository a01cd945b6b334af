// strings and regular expressions
var s = "The quick brown fox jumps over the lazy dog";
print(s.toUpperCase(), s.length, s.indexOf("fox"), s.charAt(4), s.charCodeAt(0));
print(s.split(" ").reverse().join(" "));
print(s.replace(/o/g, "0"), s.replace(/(\w+) (\w+)/, "$2 $1"));
var re = /(\d{4})-(\d{2})-(\d{2})/;
var m = re.exec("date: 2024-03-15 end"); print(m[0], m[1], m[2], m[3], m.index);
print("a1b22c333".match(/\d+/g).join("|"), /^[a-z]+$/i.test("HeLLo"), "x".repeat ? "has repeat" : "no repeat");
print("  trim me ".trim() + "|", "abc".substring(1), "abc".substr(-2), "a,b,,c".split(","));
print("caseless".replace(/[aeiou]/g, function (v) { return v.toUpperCase(); }));
var g = /a(b)?/g, r, out = []; while ((r = g.exec("abaab")) !== null) out.push(r.index + ":" + r[1]); print(out.join(" "));
print(escape("a b&c"), encodeURIComponent("ä/ö?"), String.fromCharCode(72, 105));
print("%d".length, "\u00e9t\u00e9", "abc" < "abd", "10" < "9", 10 < 9);
