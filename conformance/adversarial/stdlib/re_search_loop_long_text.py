# Checks that a scanner calling search, findall and finditer at successive positions of a 1 MB non-ASCII text stays linear: no call copies the text, so 165 000 calls finish under the default limits
# expect: ok
# stdout-ends: 1045000 55000 55000 55000 55000\n
import re

text = "ünïcödé wörds 123, " * 55000
word = re.compile(r"\d+")
pos = 0
searched = 0
while True:
    m = word.search(text, pos)
    if m is None:
        break
    searched += 1
    pos = m.end()
windowed = 0
iterated = 0
for start in range(0, len(text), 19):
    windowed += len(word.findall(text, start, start + 19))
    iterated += sum(1 for _ in word.finditer(text, start, start + 19))
print(len(text), searched, windowed, iterated, word.subn("#", text)[1])
