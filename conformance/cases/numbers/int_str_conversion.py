# Checks str()/repr() of ints, digit manipulation and round trips for big and negative values.
for n in [0, -0, 7, -7, 10**18, -10**18, 2**64, 10**50 + 1, -(10**40)]:
    s = str(n)
    print(s, repr(n), len(s), int(s) == n)
n = 9876543210
digits = [int(c) for c in str(n)]
print(digits, sum(digits), int("".join(map(str, reversed(digits)))))
def digit_sum(x):
    total = 0
    x = abs(x)
    while x:
        x, d = divmod(x, 10)
        total += d
    return total
print(digit_sum(2**1000), sum(map(int, str(2**1000))))
print(str(2**1000)[:30], str(2**1000)[-30:])
def is_palindrome(x):
    return str(x) == str(x)[::-1]
print([x for x in range(100, 200) if is_palindrome(x)])
print(str(123) + str(456), int("123" + "456") + 1, "7" * 3, int("7" * 30) % 97)
print(str(-5).zfill(4), str(42).rjust(6, "."), str(10**5).count("0"))
def to_words(n):
    ones = "zero one two three four five six seven eight nine".split()
    return "-".join(ones[int(c)] for c in str(n))
print(to_words(2024), to_words(0), to_words(907))
print(sorted([10, 9, 100, 1], key=str), sorted(["10", "9", "100"], key=int))
