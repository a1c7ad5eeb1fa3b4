# Checks int('9' * 5000) follows CPython 3.11's 4300-digit limit
# expect: ValueError: Exceeds the limit (4300 digits) for integer string conversion: value has 5000 digits; use sys.set_int_max_str_digits() to increase the limit
n = int('9' * 5000)
