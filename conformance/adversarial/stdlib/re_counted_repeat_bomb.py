# Checks nested huge counted repeats that must backtrack through every split are held to the step limit
# limits: steps=2000000
# expect: TimeoutError: step limit of 2000000 steps exceeded
import re
print(re.match("(?:a{65535}){65535}", "a" * 1000))
re.match("(?:a{1,65535}){1,65535}b", "a" * 60)
