// exceptions: throw/catch/finally, error types, Java exceptions
function f(n) { if (n > 2) throw new RangeError("too big: " + n); return n; }
try { f(1); f(5); } catch (e) { print(e.name, e.message, e instanceof RangeError, e instanceof Error); }
finally { print("finally"); }
try { null.x; } catch (e) { print(e.name); }
try { undefinedVariable; } catch (e) { print(e.name); }
try { throw { code: 42 }; } catch (e) { print(e.code); }
function nested() { try { try { throw new Error("inner"); } finally { print("inner finally"); } } catch (e) { return "caught " + e.message; } }
print(nested());
try { java.lang.Integer.parseInt("zz"); } catch (e) { print("java exception:", e.javaException instanceof java.lang.NumberFormatException); }
try { eval("var = ;"); } catch (e) { print(e.name); }
function MyErr(m) { this.message = m; } MyErr.prototype = new Error(); MyErr.prototype.name = "MyErr";
try { throw new MyErr("custom"); } catch (e) { print(e.name + ": " + e.message, String(e)); }
