# Checks indexing, slicing and bounded searches far into a long non-ASCII str cost bounded work each, so many of them stay inside a modest step limit
# limits: steps=20000000 time=20
# expect: ok
text = "é" * 2_000_000 + "end"
total = 0
for i in range(100_000):
    position = 1_999_000 + i % 1000
    total += ord(text[position]) + len(text[position:position + 3])
    total += text.startswith("é", position) + text.find("n", 1_999_990) + text.count("é", position, position + 5)
print(total)
