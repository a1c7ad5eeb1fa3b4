# Checks joining users and orders by id, aggregating spend and ranking top customers.
users = [
    {"user_id": 1, "name": "Maria Lopez", "tier": "gold"},
    {"user_id": 2, "name": "Chen Wei", "tier": "silver"},
    {"user_id": 3, "name": "Aisha Khan", "tier": "gold"},
    {"user_id": 4, "name": "Tom Brady", "tier": "bronze"},
    {"user_id": 5, "name": "Eve Adams", "tier": "silver"},
]
orders = [
    {"order_id": 9001, "user_id": 2, "amount": 120.0},
    {"order_id": 9002, "user_id": 1, "amount": 75.5},
    {"order_id": 9003, "user_id": 3, "amount": 310.25},
    {"order_id": 9004, "user_id": 2, "amount": 64.0},
    {"order_id": 9005, "user_id": 7, "amount": 999.0},
    {"order_id": 9006, "user_id": 1, "amount": 249.5},
    {"order_id": 9007, "user_id": 5, "amount": 120.0},
    {"order_id": 9008, "user_id": 3, "amount": 15.75},
]

users_by_id = {u["user_id"]: u for u in users}
spend = {}
order_counts = {}
orphans = []
for o in orders:
    uid = o["user_id"]
    if uid not in users_by_id:
        orphans.append(o["order_id"])
        continue
    spend[uid] = spend.get(uid, 0) + o["amount"]
    order_counts[uid] = order_counts.get(uid, 0) + 1

print("spend:", spend)
print("orphan orders:", orphans)
no_orders = [u["name"] for u in users if u["user_id"] not in spend]
print("users without orders:", no_orders)

ranked = sorted(spend.items(), key=lambda kv: (-kv[1], users_by_id[kv[0]]["name"]))
print("\nTop customers")
for rank, (uid, total) in enumerate(ranked[:3], start=1):
    u = users_by_id[uid]
    print(f"{rank}. {u['name']:<12} {u['tier']:<7} {order_counts[uid]} orders  ${total:,.2f}")

tier_totals = {}
for uid, total in spend.items():
    tier = users_by_id[uid]["tier"]
    tier_totals[tier] = tier_totals.get(tier, 0) + total
print("\nBy tier:")
for tier in sorted(tier_totals, key=tier_totals.get, reverse=True):
    print(f"  {tier:<7} ${tier_totals[tier]:>8.2f}")
