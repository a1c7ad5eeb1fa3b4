# Checks that shell patterns full of stars cannot make matching backtrack without end: fnmatch's translation uses atomic groups, so a long name that almost matches fails fast
# limits: steps=20000000 time=5
# expect: ok
import fnmatch

name = "a" * 3000
pattern = "*a" * 300 + "b"
print(fnmatch.fnmatchcase(name, pattern), fnmatch.fnmatch(name + "b", pattern))
print(len(fnmatch.filter([name] * 50, "*a*a*a*a*a*a*a*a*a*a*c")))
print(fnmatch.fnmatchcase("x" * 5000, "[!y]" * 2000 + "*[!x]"))
