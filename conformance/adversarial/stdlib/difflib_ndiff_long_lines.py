# Checks ndiff's pairwise intraline comparison of many long replaced lines stops at the step limit
# limits: steps=3000000
# expect: TimeoutError: step limit of 3000000 steps exceeded
import difflib
a = [("abcdefghij" * 50)[i:] + "\n" for i in range(300)]
b = [("jihgfedcba" * 50)[i:] + "\n" for i in range(300)]
print(sum(1 for _ in difflib.ndiff(a, b)))
