"""math.gcd, lcm, comb, perm and factorial."""

import math

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('math.gcd(12, 18)', lambda: math.gcd(12, 18))
show('math.gcd(0, 0)', lambda: math.gcd(0, 0))
show('math.gcd(12, 18, 27)', lambda: math.gcd(12, 18, 27))
show('math.lcm(4, 6)', lambda: math.lcm(4, 6))
show('math.lcm(4, 6, 10)', lambda: math.lcm(4, 6, 10))
show('math.lcm()', lambda: math.lcm())
show('math.comb(5, 2)', lambda: math.comb(5, 2))
show('math.comb(5, 7)', lambda: math.comb(5, 7))
show('math.perm(5, 2)', lambda: math.perm(5, 2))
show('math.perm(5)', lambda: math.perm(5))
show('math.factorial(10)', lambda: math.factorial(10))
show('math.factorial(-1)', lambda: math.factorial(-1))
show('math.comb(-1, 2)', lambda: math.comb(-1, 2))
show('math.gcd(2**100, 6**50)', lambda: math.gcd(2**100, 6**50))
