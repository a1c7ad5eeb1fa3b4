# repr and str of floats across the binary range: powers of two (including subnormals), decimal
# round numbers, integers near 2**53 and 10**16, odd multiples of small powers of two (the values
# that can lie halfway between two shortest candidates), and pseudo-random bit patterns,
# printed alone, in lists and in tuples with their negation.
state = 2463534242


def rand_bits(n):
    global state
    out = 0
    for _ in range(0, n, 32):
        state ^= (state << 13) & 0xFFFFFFFF
        state ^= state >> 17
        state ^= (state << 5) & 0xFFFFFFFF
        out = (out << 32) | state
    return out >> (-n % 32) if n % 32 else out


values = [2.0 ** k for k in range(-1074, 1024, 7)]
values += [m * 10.0 ** e for e in range(-25, 25, 3) for m in (1, 5, 25, 3, 7, 999, 12345)]
values += [float(n) for n in range(2 ** 53 - 5, 2 ** 53 + 5)]
values += [float(n) for n in range(10 ** 16 - 5, 10 ** 16 + 5)]
for _ in range(300):
    odd = rand_bits(53) | 1
    values.append(odd * 2.0 ** (rand_bits(7) % 66 - 26))
for _ in range(300):
    sign = -1.0 if rand_bits(1) else 1.0
    mantissa = 1.0 + rand_bits(52) / 2.0 ** 52
    values.append(sign * mantissa * 2.0 ** (rand_bits(11) % 2000 - 1000))

for x in values:
    print(repr(x), str(x), [x], (x, -x))
print(len(values), f"{0.1 + 0.2}", f"{1e22!r}", str([1e-5, 1e16, -0.0, 123.0]))
