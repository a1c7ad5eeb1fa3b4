import sys

print(sys.version_info >= (3, 8), sys.version_info.major, sys.version_info[:2], type(sys.version_info).__name__)
print(sys.float_info)
print(sys.float_info.epsilon, sys.float_info.max, sys.float_info.dig, len(sys.float_info))
print(sys.int_info, sys.int_info.bits_per_digit, sys.get_int_max_str_digits())
print(sys.flags.optimize, sys.flags.debug, sys.flags.dev_mode, type(sys.flags).__name__)
print(sys.hash_info.width, sys.hash_info.modulus, sys.hash_info.inf, sys.hash_info.imag)
major, minor, *_ = sys.version_info
print(major, minor, sys.maxsize == 2**63 - 1, sys.byteorder)
eps = sys.float_info.epsilon
print(1.0 + eps != 1.0, 1.0 + eps / 2 == 1.0)
for record in (sys.int_info, sys.float_info, sys.flags, sys.hash_info, sys.version_info):
    try:
        type(record)(1)
    except TypeError as e:
        print(e)
