# Checks str(10**100000) follows CPython 3.11's 4300-digit limit
# expect: ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
x = 10**100000
s = str(x)
