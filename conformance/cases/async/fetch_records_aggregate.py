# Checks an agent-style script fetching several records concurrently with fake APIs, then aggregating.
import asyncio

USERS = {1: {"name": "Ann", "team": "core"}, 2: {"name": "Bob", "team": "web"}, 3: {"name": "Cid", "team": "core"}}
ORDERS = {1: [120.0, 35.5], 2: [], 3: [10.0, 10.0, 80.25]}
call_log = []

async def get_user(uid):
    call_log.append(f"user:{uid}")
    await asyncio.sleep(0)
    return {"id": uid, **USERS[uid]}

async def get_orders(uid):
    call_log.append(f"orders:{uid}")
    for _ in range(uid):
        await asyncio.sleep(0)
    return ORDERS[uid]

async def get_profile(uid):
    user, orders = await asyncio.gather(get_user(uid), get_orders(uid))
    return {**user, "orders": len(orders), "spent": round(sum(orders), 2)}

async def main():
    ids = [3, 1, 2]
    profiles = await asyncio.gather(*(get_profile(uid) for uid in ids))
    print("call order:", call_log)
    for p in profiles:
        print(f"{p['id']} {p['name']:<4} team={p['team']:<5} orders={p['orders']} spent={p['spent']:.2f}")
    by_team = {}
    for p in profiles:
        team = by_team.setdefault(p["team"], {"members": [], "spent": 0.0})
        team["members"].append(p["name"])
        team["spent"] += p["spent"]
    for team in sorted(by_team):
        info = by_team[team]
        print(team, sorted(info["members"]), f"{info['spent']:.2f}")
    top = max(profiles, key=lambda p: p["spent"])
    print("top spender:", top["name"])
    inactive = [p["name"] for p in profiles if p["orders"] == 0]
    print("inactive:", inactive)
    return {"users": len(profiles), "total": round(sum(p["spent"] for p in profiles), 2)}

summary = asyncio.run(main())
print("summary:", summary)
