# Checks TypeError messages from calling functions with wrong argument counts or types.
def two(a, b):
    return a + b
cases = [
    lambda: two(1),
    lambda: two(1, 2, 3),
    lambda: two(1, c=2),
    lambda: two(1, 2, a=3),
    lambda: len(),
    lambda: len(1, 2),
    lambda: len(5),
    lambda: abs("x"),
    lambda: int([]),
    lambda: "a" + 1,
    lambda: 1 + "a",
    lambda: [1] + (2,),
    lambda: "a" * "b",
    lambda: None(),
    lambda: 5(),
    lambda: "abc"(1),
    lambda: -"x",
    lambda: sum(["a", "b"]),
    lambda: sorted([1, "a"]),
    lambda: max(),
    lambda: max([]),
    lambda: [1, 2]["0"],
    lambda: {}[[]],
    lambda: ord("ab"),
    lambda: chr(-1),
]
for i, c in enumerate(cases):
    try:
        print(i, "ok", c())
    except (TypeError, ValueError) as e:
        print(i, type(e).__name__, e)
