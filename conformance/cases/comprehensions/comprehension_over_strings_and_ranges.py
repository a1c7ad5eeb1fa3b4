# Checks comprehensions over strings, ranges with steps, enumerate, reversed, zip.
s = "Hello, World!"
print([c for c in s if c.isalpha()])
print("".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s)))
print([ord(c) for c in "abc"])
print("".join([chr(ord(c) + 1) for c in "HAL"]))
print([i for i in range(10, 0, -2)])
print([i for i in range(0, -10, -3)])
print([i for i in reversed(range(5))])
print([c for c in reversed("stressed")])
print([(i, c) for i, c in enumerate("xyz", start=1)])
print([a * b for a, b in zip(range(1, 5), range(10, 50, 10))])
print([s[i:i + 3] for i in range(0, len(s), 3)])
print([w.capitalize() for w in "the quick  brown fox".split(" ")])
print([w for w in "the quick  brown fox".split()])
print({c: s.lower().count(c) for c in sorted(set(s.lower())) if c.isalpha()})
bits = [int(b) for b in bin(37)[2:]]
print(bits)
print(sum(b * 2 ** i for i, b in enumerate(reversed(bits))))
digits = [int(d) for d in str(2 ** 50)]
print(digits, sum(digits))
print(["FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i for i in range(1, 16)])
