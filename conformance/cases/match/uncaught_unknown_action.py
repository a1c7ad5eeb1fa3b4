# Checks an uncaught error raised from the fallback case of a match-based action dispatcher.
balances = {"ann": 100, "bob": 20}

def apply(action):
    match action:
        case {"op": "deposit", "user": user, "amount": int(amount)} if amount > 0:
            balances[user] = balances.get(user, 0) + amount
            return f"{user} +{amount} -> {balances[user]}"
        case {"op": "withdraw", "user": user, "amount": int(amount)} if balances.get(user, 0) >= amount:
            balances[user] -= amount
            return f"{user} -{amount} -> {balances[user]}"
        case {"op": "withdraw", "user": user}:
            return f"{user}: insufficient funds"
        case {"op": "transfer", "from": src, "to": dst, "amount": amount}:
            return apply({"op": "withdraw", "user": src, "amount": amount}) + " / " + \
                apply({"op": "deposit", "user": dst, "amount": amount})
        case {"op": op}:
            raise ValueError(f"unsupported operation {op!r}")
        case _:
            raise TypeError("action must be a mapping with an 'op' key")

actions = [
    {"op": "deposit", "user": "ann", "amount": 50},
    {"op": "withdraw", "user": "bob", "amount": 30},
    {"op": "transfer", "from": "ann", "to": "cid", "amount": 70},
    {"op": "withdraw", "user": "cid", "amount": 10},
]
for a in actions:
    print(apply(a))
try:
    apply(["op", "deposit"])
except TypeError as e:
    print("TypeError:", e)
print(sorted(balances.items()))
apply({"op": "refund", "user": "bob", "amount": 5})
print("unreachable")
