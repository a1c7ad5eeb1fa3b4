# Checks aggregating error log lines by level and service with partition-based parsing.
log_lines = [
    "2024-06-01 12:00:01 ERROR [payments] Card declined: insufficient funds",
    "2024-06-01 12:00:03 WARN [auth] Token expires soon",
    "2024-06-01 12:00:04 ERROR [payments] Timeout talking to gateway",
    "2024-06-01 12:00:09 INFO [web] GET /checkout 200",
    "2024-06-01 12:01:15 ERROR [auth] Invalid signature for user=42",
    "2024-06-01 12:01:16 ERROR [payments] Timeout talking to gateway",
    "garbage line without structure",
    "2024-06-01 12:02:00 CRITICAL [db] Replica lag 45s",
    "2024-06-01 12:02:30 WARN [payments] Retrying charge id=abc",
]

parsed = []
unparsed = 0
for line in log_lines:
    head, sep, message = line.partition("] ")
    if not sep:
        unparsed += 1
        continue
    date, time, level, service = head.split(" ", 3)
    parsed.append({"time": time, "level": level, "service": service.lstrip("["), "msg": message})

print(f"parsed={len(parsed)} unparsed={unparsed}")
print(parsed[0])

levels = {}
for p in parsed:
    levels[p["level"]] = levels.get(p["level"], 0) + 1
order = ["CRITICAL", "ERROR", "WARN", "INFO"]
print("levels:", {lvl: levels.get(lvl, 0) for lvl in order})

errors = [p for p in parsed if p["level"] in ("ERROR", "CRITICAL")]
by_service = {}
for p in errors:
    by_service.setdefault(p["service"], []).append(p["msg"])

print("\nError summary by service:")
for service, msgs in sorted(by_service.items(), key=lambda kv: (-len(kv[1]), kv[0])):
    unique_msgs = list(dict.fromkeys(msgs))
    print(f"  {service} ({len(msgs)} errors, {len(unique_msgs)} distinct)")
    for m in unique_msgs:
        count = msgs.count(m)
        suffix = f" x{count}" if count > 1 else ""
        print(f"    - {m[:40]}{suffix}")

first_err, last_err = errors[0]["time"], errors[-1]["time"]
print(f"\nfirst error at {first_err}, last at {last_err}")
noisiest = max(by_service, key=lambda s: len(by_service[s]))
print(f"noisiest service: {noisiest}; error share: {len(errors) / len(parsed):.0%}")
