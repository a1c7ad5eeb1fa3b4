# Checks a multi-stage order pipeline with status transitions, failures and an audit trail.
orders = [
    {"id": 1, "items": {"book": 2}, "address": "12 Elm St", "paid": True},
    {"id": 2, "items": {"lamp": 1, "bulb": 4}, "address": "", "paid": True},
    {"id": 3, "items": {"desk": 1}, "address": "9 Oak Ave", "paid": False},
    {"id": 4, "items": {"bulb": 10}, "address": "3 Pine Rd", "paid": True},
    {"id": 5, "items": {"book": 1, "lamp": 2}, "address": "77 Birch Ln", "paid": True},
]
stock = {"book": 5, "lamp": 2, "bulb": 8, "desk": 0}
audit = []

def check_payment(o):
    if not o["paid"]:
        raise ValueError("payment not received")

def check_address(o):
    if not o["address"].strip():
        raise ValueError("missing shipping address")

def reserve_stock(o):
    short = {item: qty - stock.get(item, 0) for item, qty in o["items"].items() if stock.get(item, 0) < qty}
    if short:
        raise LookupError(f"insufficient stock: {short}")
    for item, qty in o["items"].items():
        stock[item] -= qty

STAGES = [("payment", check_payment), ("address", check_address), ("stock", reserve_stock)]
status = {}
for o in orders:
    for stage_name, stage in STAGES:
        try:
            stage(o)
            audit.append((o["id"], stage_name, "ok"))
        except (ValueError, LookupError) as e:
            audit.append((o["id"], stage_name, f"failed: {e}"))
            status[o["id"]] = f"blocked at {stage_name}"
            break
    else:
        status[o["id"]] = "ready to ship"

for entry in audit:
    print(entry)
print()
for oid, st in status.items():
    print(f"order {oid}: {st}")
print("remaining stock:", stock)
ready = [oid for oid, st in status.items() if st == "ready to ship"]
blocked = {}
for oid, st in status.items():
    if st != "ready to ship":
        blocked.setdefault(st.split()[-1], []).append(oid)
print(f"ready: {ready}; blocked by stage: {blocked}")
print(f"fulfillment rate: {len(ready) / len(orders):.0%}")
