"""plan.json against the restructured jar it describes (tests/e2e/plan.sh).

usage: plan_check.py PLAN INPUT_JAR RESTRUCTURED_JAR

Prints one line per disagreement and exits 1 if there is any:
- every class of the plan is a class file of the jar, with the plan's
  superclass, interfaces and interface flag;
- every other class file of the jar is the input's, byte for byte (copied);
- every field and body of the plan is in its home class under its output
  name and descriptor; every constructor key with a home is there;
- every body copy is in the class it was copied into, under its name.
"""
import json
import struct
import sys
import zipfile

ACC_INTERFACE = 0x0200


def parse(data):
    """(this, super, interfaces, flags, fields, methods) of a class file;
    fields and methods as sets of (name, descriptor)."""
    pos = 10
    count = struct.unpack_from(">H", data, 8)[0]
    pool = [None] * count
    i = 1
    while i < count:
        tag = data[pos]
        if tag == 1:
            n = struct.unpack_from(">H", data, pos + 1)[0]
            pool[i] = data[pos + 3:pos + 3 + n].decode("utf-8", "surrogatepass")
            pos += 3 + n
        elif tag in (7, 8, 16, 19, 20):
            pool[i] = ("ref", struct.unpack_from(">H", data, pos + 1)[0])
            pos += 3
        elif tag == 15:
            pos += 4
        elif tag in (5, 6):
            pos += 9
            i += 1
        else:       # 3, 4, 9, 10, 11, 12, 17, 18: four bytes
            pos += 5
        i += 1

    def name(index):
        return pool[pool[index][1]] if index else None

    flags, this, sup, nif = struct.unpack_from(">HHHH", data, pos)
    pos += 8
    ifaces = [name(x) for x in struct.unpack_from(">%dH" % nif, data, pos)]
    pos += 2 * nif
    members = []
    for _ in range(2):
        n = struct.unpack_from(">H", data, pos)[0]
        pos += 2
        found = set()
        for _ in range(n):
            _, ni, di, nattrs = struct.unpack_from(">HHHH", data, pos)
            pos += 8
            for _ in range(nattrs):
                pos += 6 + struct.unpack_from(">I", data, pos + 2)[0]
            found.add((pool[ni], pool[di]))
        members.append(found)
    return name(this), name(sup), ifaces, flags, members[0], members[1]


def main(plan_path, input_path, jar_path):
    plan = json.load(open(plan_path))
    with zipfile.ZipFile(jar_path) as z, zipfile.ZipFile(input_path) as orig:
        classes = {e[:-6]: z.read(e) for e in z.namelist() if e.endswith(".class")}
        original = {e[:-6]: orig.read(e) for e in orig.namelist() if e.endswith(".class")}
    bad = []
    planned = {c["name"]: c for c in plan["classes"]}
    parsed = {}
    for name, c in planned.items():
        if name not in classes:
            bad.append("plan class %s is not in the jar" % name)
            continue
        this, sup, ifaces, flags, fields, methods = parse(classes[name])
        parsed[name] = (fields, methods)
        if this != name:
            bad.append("%s.class holds class %s" % (name, this))
        if sup != c.get("superclass"):
            bad.append("%s: superclass %s, plan %s" % (name, sup, c.get("superclass")))
        if ifaces != c["interfaces"]:
            bad.append("%s: interfaces %s, plan %s" % (name, ifaces, c["interfaces"]))
        if bool(flags & ACC_INTERFACE) != c["interface"]:
            bad.append("%s: interface flag disagrees with the plan" % name)
    for name, data in classes.items():
        if name not in planned and original.get(name) != data:
            bad.append("%s is in the jar, not in the plan, and not the input's" % name)

    def has(home, kind, name, desc, what):
        if home not in parsed:
            bad.append("%s: home %s is no class of the plan" % (what, home))
        elif (name, desc) not in parsed[home][0 if kind == "field" else 1]:
            bad.append("%s: no %s %s %s in %s" % (what, kind, name, desc, home))

    for m in plan["members"]:
        has(m["home"], m["kind"], m["name"], m["descriptor"], m["member"])
    for c in plan["constructors"]:
        if "home" in c:
            has(c["home"], "method", "<init>", c["descriptor"], c["member"])
    for c in plan["copies"]:
        if c["into"] not in parsed or not any(n == c["name"] for n, _ in parsed[c["into"]][1]):
            bad.append("%s: no copy %s in %s" % (c["member"], c["name"], c["into"]))
    for line in bad:
        print(line)
    print("%d classes, %d members, %d constructors, %d renamed, %d bridges, %d copies: %d "
          "disagreements" % (len(planned), len(plan["members"]), len(plan["constructors"]),
                             len(plan["renamed"]), len(plan["bridges"]), len(plan["copies"]),
                             len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
