// LiveConnect: Java objects, collections, interfaces implemented in JS
var list = new java.util.ArrayList(); list.add("b"); list.add("a"); list.add("c");
java.util.Collections.sort(list); print(list, list.size());
var map = new java.util.TreeMap(); map.put("k2", 2); map.put("k1", 1); print(map);
var sb = new java.lang.StringBuilder(); for (var i = 0; i < 5; i++) sb.append(i); print(sb.toString());
var r = new java.lang.Runnable({ run: function () { print("run from JS"); } }); r.run();
var cmp = new java.util.Comparator({ compare: function (a, b) { return b.compareTo(a); } });
var l2 = java.util.Arrays.asList("x", "z", "y"); java.util.Collections.sort(l2, cmp); print(l2);
print(java.lang.Math.abs(-3), java.lang.Integer.MAX_VALUE, typeof java.lang.System.out);
var arr = java.lang.reflect.Array.newInstance(java.lang.Integer.TYPE, 3); arr[1] = 9; print(arr.length, arr[1]);
print(new java.math.BigInteger("123456789012345678901234567890").multiply(java.math.BigInteger.TEN));
