# Checks IndexError messages for lists, tuples, strings, ranges, bytes and pops.
cases = [
    ("[1, 2][5]", lambda: [1, 2][5]),
    ("[1, 2][-3]", lambda: [1, 2][-3]),
    ("[][0]", lambda: [][0]),
    ("(1,)[1]", lambda: (1,)[1]),
    ("()[0]", lambda: ()[0]),
    ("'abc'[3]", lambda: "abc"[3]),
    ("''[0]", lambda: ""[0]),
    ("range(3)[3]", lambda: range(3)[3]),
    ("b'ab'[2]", lambda: b"ab"[2]),
    ("[].pop()", lambda: [].pop()),
    ("[1].pop(3)", lambda: [1].pop(3)),
    ("list assign", lambda: assign_list()),
    ("del list item", lambda: del_list()),
    ("nested", lambda: [[1], [2]][1][1]),
]

def assign_list():
    x = [0]
    x[1] = 5

def del_list():
    x = [0]
    del x[4]

for label, fn in cases:
    try:
        print(label, "=", fn())
    except IndexError as e:
        print(f"{label:<14} IndexError: {e}")

print("slices never raise:", [1, 2][5:], "abc"[10:20], (1,)[-9:])
lst = [10, 20, 30]
idx = 7
value = lst[idx] if -len(lst) <= idx < len(lst) else None
print("guarded:", value)
try:
    lst[idx]
except LookupError as e:
    print("as LookupError:", type(e).__name__, e)
