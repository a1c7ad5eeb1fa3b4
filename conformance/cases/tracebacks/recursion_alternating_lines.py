def check(n):
    if n > 2:
        raise RecursionError("deep")
    return check(n + 1) if n % 2 else check(n + 1)
check(0)
