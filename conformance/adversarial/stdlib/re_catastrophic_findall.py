# Checks exponential backtracking in re.findall over a long log text is held to the step limit, which except Exception cannot catch
# limits: steps=2000000
# expect: TimeoutError: step limit of 2000000 steps exceeded
# stdout-ends: 200\n
import re
text = "".join("request %d handled by worker node\n" % i for i in range(200)) + "!"
print(len(re.findall(r"^request (\d+)", text, re.M)))
try:
    re.findall(r"(?:\w+\s?)+$", text)
except Exception as e:
    print("caught", type(e).__name__)
re.sub(r"(\w+\s?)+$", "", text)
