# Checks string slicing with positive/negative steps, out-of-range bounds and omitted parts.
s = "abcdefghij"
print(s[2:5], s[:3], s[7:], s[:], s[-3:], s[:-3], s[-5:-2])
print(s[::2], s[1::2], s[::3], s[::-1], s[::-2], s[-1::-3])
print(s[8:2:-1], s[8:2:-2], s[2:8:-1], s[-2:-8:-1], s[5::-1], s[:5:-1])
print(repr(s[5:2]), repr(s[100:]), s[-100:3], s[3:100], repr(s[-1:-1]))
print(s[0:10:4], s[9:0:-4], s[9::-4], s[-100::-1], repr(s[100::-1][:3]))
print(s[1:-1], s[-1:0:-1], s[None:None:-1], s[None:4], s[slice(1, 9, 3)])
u = "añ日😀z"
print(u[::-1], u[1:4], u[-2:], u[::2], u[3:0:-1])
for start in [None, -12, -3, 0, 4, 12]:
    for stop in [None, -12, -3, 0, 4, 12]:
        print(repr(s[start:stop:-1]), end=" ")
    print()
for step in [1, 2, 3, -1, -2, -3, 11, -11]:
    print(step, s[::step], s[2:8:step], s[8:2:step])
try:
    print(s[::0])
except ValueError as e:
    print(type(e).__name__, e)
def is_pal(x):
    x = "".join(ch.lower() for ch in x if ch.isalnum())
    return x == x[::-1]
print(is_pal("A man, a plan, a canal: Panama"), is_pal("hello"), is_pal("Ésé"))
print("hello world"[::-1].split(), " ".join(w[::-1] for w in "hello world".split()))
