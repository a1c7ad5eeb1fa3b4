# Checks a format width of 10**30 is CPython's 'Too many decimal digits' ValueError
# limits: memory=64MiB steps=0
# expect: ValueError: Too many decimal digits in format string
s = f'{1:{10**30}}'
