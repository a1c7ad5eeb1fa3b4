# Checks huge counted repeats compile compactly (no expansion into copies) and match within the limits
# limits: steps=50000000 memory=64MiB
# expect: ok
import re
patterns = [re.compile("a{65535}" * 200), re.compile("(?:a{1000}){1000}"), re.compile("(?:(?:x{100}){100}){100}")]
print([p.groups for p in patterns])
print(patterns[0].match("a" * 1000))
print(patterns[1].match("a" * 999999))
print(patterns[1].match("a" * 1000000).end())
print(patterns[2].match("x" * 10000))
