# Checks an uncaught AssertionError with a formatted message.
balances = {"alice": 120, "carol": 0, "bob": -15, "dave": 40}


def check(name, bal):
    assert isinstance(bal, int), f"balance for {name} is not an int"
    assert bal >= 0, f"negative balance for {name}: {bal}"
    return True


total = sum(balances.values())
print("total", total)
for name, bal in balances.items():
    print("checking", name, bal)
    check(name, bal)
    print("ok", name)
print("all balances ok")
