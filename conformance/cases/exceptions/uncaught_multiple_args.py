# Checks an uncaught user exception with several constructor args; the message is the args tuple.
class QuotaExceeded(Exception):
    pass

usage = {"alice": 3, "bob": 9}
LIMIT = 5

def use(user, n):
    new = usage.get(user, 0) + n
    if new > LIMIT:
        raise QuotaExceeded(user, new, LIMIT)
    usage[user] = new
    return new

print(use("alice", 1), use("carol", 4))
try:
    use("alice", 2)
except QuotaExceeded as e:
    print("caught:", str(e), e.args)
use("bob", 1)
