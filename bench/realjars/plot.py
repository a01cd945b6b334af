#!/usr/bin/env python3
"""An SVG of the ladder's cost against the table's size: user CPU seconds
and peak RSS (MiB) of `kaba analyze` against the cells (rows x columns) of
the first round's table, one point per jar, both axes logarithmic, from
the rows ladder.sh prints (a Markdown table; rows without numbers, such as
a crash or a run that did not finish, and empty tables, which a log axis
cannot place, are left out).

    plot.py LADDER.md OUT.svg
"""
import math
import re
import sys

W, H, LEFT, RIGHT, TOP, BOTTOM = 760, 420, 70, 70, 30, 60


def points(path):
    out = []
    for line in open(path):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if (len(cells) < 10 or not re.match(r"^\d+ x \d+$", cells[2]) or
                not all(re.match(r"^[\d.]+$", c) for c in cells[6:8])):
            continue
        rows, cols = (int(x) for x in cells[2].split(" x "))
        if not rows * cols:
            continue
        out.append((cells[0], rows * cols, float(cells[6]), float(cells[7])))
    return out


def log_axis(lo, hi, a, b):
    lo, hi = math.log10(lo), math.log10(hi)
    return lambda v: a + (math.log10(v) - lo) / (hi - lo) * (b - a)


def label(v):
    return "%g" % v if 0.01 <= v < 10000 else "1e%d" % round(math.log10(v))


def decades(lo, hi):
    d = math.floor(math.log10(lo))
    while 10 ** d <= hi:
        yield 10 ** d
        d += 1


def main():
    pts = points(sys.argv[1])
    if not pts:
        sys.exit("plot.py: no rows with numbers in %s" % sys.argv[1])
    xs = [p[1] for p in pts]
    cpu = [max(p[2], 0.01) for p in pts]
    mem = [max(p[3], 1) for p in pts]
    xlo, xhi = 10 ** math.floor(math.log10(min(xs))), 10 ** math.ceil(math.log10(max(xs)))
    clo, chi = 10 ** math.floor(math.log10(min(cpu))), 10 ** math.ceil(math.log10(max(cpu)))
    mlo, mhi = 10 ** math.floor(math.log10(min(mem))), 10 ** math.ceil(math.log10(max(mem)))
    X = log_axis(xlo, xhi, LEFT, W - RIGHT)
    C = log_axis(clo, chi, H - BOTTOM, TOP)
    M = log_axis(mlo, mhi, H - BOTTOM, TOP)
    s = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" '
         'font-size="11">' % (W, H),
         '<rect width="100%" height="100%" fill="white"/>',
         '<text x="%d" y="18" font-size="13">kaba analyze on the ladder: cost against the '
         'table\'s size</text>' % LEFT]
    for v in decades(xlo, xhi):
        s.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>' % (X(v), TOP, X(v), H - BOTTOM))
        s.append('<text x="%.1f" y="%d" text-anchor="middle">%s</text>' % (X(v), H - BOTTOM + 15, label(v)))
    for v in decades(clo, chi):
        s.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>' % (LEFT, C(v), W - RIGHT, C(v)))
        s.append('<text x="%d" y="%.1f" text-anchor="end" fill="#c33">%s</text>' % (LEFT - 5, C(v) + 4, label(v)))
    for v in decades(mlo, mhi):
        s.append('<text x="%d" y="%.1f" fill="#36c">%s</text>' % (W - RIGHT + 5, M(v) + 4, label(v)))
    s.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="black"/>'
             % (LEFT, TOP, W - LEFT - RIGHT, H - TOP - BOTTOM))
    s.append('<text x="%d" y="%d" text-anchor="middle">table cells (rows x columns, first round)</text>'
             % ((LEFT + W - RIGHT) // 2, H - 20))
    s.append('<text x="15" y="%d" fill="#c33" transform="rotate(-90 15 %d)" text-anchor="middle">'
             'user CPU s (red)</text>' % (H // 2, H // 2))
    s.append('<text x="%d" y="%d" fill="#36c" transform="rotate(90 %d %d)" text-anchor="middle">'
             'peak RSS MiB (blue)</text>' % (W - 20, H // 2, W - 20, H // 2))
    for (name, x, c, m), cy, my in zip(pts, cpu, mem):
        s.append('<circle cx="%.1f" cy="%.1f" r="4" fill="#c33"/>' % (X(x), C(cy)))
        s.append('<rect x="%.1f" y="%.1f" width="7" height="7" fill="#36c"/>' % (X(x) - 3.5, M(my) - 3.5))
        s.append('<text x="%.1f" y="%.1f" font-size="9">%s</text>' % (X(x) + 6, C(cy) - 4, name))
    s.append("</svg>")
    with open(sys.argv[2], "w") as f:
        f.write("\n".join(s) + "\n")


main()
