import difflib

before = """def greet(name):
    print("Hello, " + name)

def farewell(name):
    print("Bye, " + name)

greet("world")
farewell("world")
""".splitlines(keepends=True)
after = """def greet(name, punctuation="!"):
    print("Hello, " + name + punctuation)

def farewell(name):
    print("Goodbye, " + name)

greet("world")
greet("agent")
""".splitlines(keepends=True)

print("".join(difflib.unified_diff(before, after, fromfile="a/hello.py", tofile="b/hello.py")), end="")
print("".join(difflib.context_diff(before, after, "old", "new", "2024-01-01", "2024-01-02", n=1)), end="")
print("".join(difflib.ndiff(before, after)), end="")
print(list(difflib.unified_diff(["a", "b", "c"], ["a", "c", "d"], lineterm="", n=0)))
print(list(difflib.unified_diff([], [])), list(difflib.unified_diff(["same\n"], ["same\n"])))
print(list(difflib.unified_diff([], ["new\n"])), list(difflib.context_diff(["old\n"], [])))
delta = list(difflib.ndiff(["one\n", "two\n", "three\n"], ["ore\n", "tree\n", "emu\n"]))
print(delta)
print(list(difflib.restore(delta, 1)), list(difflib.restore(delta, 2)))

matcher = difflib.SequenceMatcher(None, "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(matcher.ratio(), 4), matcher.quick_ratio(), matcher.real_quick_ratio())
print(matcher.get_matching_blocks())
for opcode in matcher.get_opcodes():
    print(opcode)
junked = difflib.SequenceMatcher(lambda c: c == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(junked.ratio(), 4), junked.find_longest_match(0, 29, 0, 38), junked.bjunk)
m = difflib.SequenceMatcher(None, "abxcd", "abcd")
print(m.find_longest_match(), m.get_matching_blocks()[0].size, m.get_opcodes())
m.set_seq2("xcd")
print(m.get_opcodes(), list(m.get_grouped_opcodes(0)))
long_a = ["line %d\n" % i for i in range(40)]
long_b = long_a[:10] + ["changed\n"] + long_a[11:30] + long_a[31:] + ["tail\n"]
print([[(t, i1, i2, j1, j2) for t, i1, i2, j1, j2 in g] for g in difflib.SequenceMatcher(None, long_a, long_b).get_grouped_opcodes(2)])
popular = difflib.SequenceMatcher(None, "x" * 10 + "y", "x" * 300 + "y")
print(len(popular.bpopular), popular.get_matching_blocks()[:2])
print(difflib.SequenceMatcher(None, "x" * 10, "x" * 300, autojunk=False).get_matching_blocks()[0])

commands = ["status", "commit", "checkout", "branch", "cherry-pick", "stash", "rebase", "reset"]
for typo in ["comit", "chekout", "stsh", "brnch", "xyz", "reabse"]:
    print(typo, difflib.get_close_matches(typo, commands), difflib.get_close_matches(typo, commands, n=1, cutoff=0.4))
print(difflib.get_close_matches("apple", ["ape", "apple", "peach", "puppy"]))
print(difflib.IS_LINE_JUNK("  # \n"), difflib.IS_LINE_JUNK("x\n"), difflib.IS_CHARACTER_JUNK(" "), difflib.IS_CHARACTER_JUNK("\n"))
d = difflib.Differ(charjunk=difflib.IS_CHARACTER_JUNK)
print(list(d.compare(["\tabcDefghiJkl\n"], ["\tabcdefGhijkl\n"])))
print(difflib.Match(1, 2, 3), difflib.SequenceMatcher[str])
