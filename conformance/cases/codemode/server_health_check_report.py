# Checks a fleet health report from status-check tool results: uptime %, failing checks, grouping.
checks = [
    {"host": "web-1", "role": "web", "cpu": 0.42, "mem": 0.61, "disk": 0.55, "uptime_h": 720, "ok": True},
    {"host": "web-2", "role": "web", "cpu": 0.91, "mem": 0.73, "disk": 0.58, "uptime_h": 12, "ok": True},
    {"host": "web-3", "role": "web", "cpu": None, "mem": None, "disk": None, "uptime_h": 0, "ok": False},
    {"host": "db-1", "role": "db", "cpu": 0.65, "mem": 0.88, "disk": 0.93, "uptime_h": 2160, "ok": True},
    {"host": "db-2", "role": "db", "cpu": 0.30, "mem": 0.52, "disk": 0.71, "uptime_h": 2159, "ok": True},
    {"host": "cache-1", "role": "cache", "cpu": 0.12, "mem": 0.97, "disk": 0.10, "uptime_h": 96, "ok": True},
]
LIMITS = {"cpu": 0.85, "mem": 0.90, "disk": 0.90}

alerts = []
for c in checks:
    if not c["ok"]:
        alerts.append((c["host"], "unreachable"))
        continue
    for metric, limit in LIMITS.items():
        if c[metric] > limit:
            alerts.append((c["host"], f"{metric} {c[metric]:.0%} > {limit:.0%}"))
    if c["uptime_h"] < 24:
        alerts.append((c["host"], f"recent restart ({c['uptime_h']}h ago)"))

print(f"{'host':<9}{'role':<7}{'cpu':>6}{'mem':>6}{'disk':>6}{'uptime':>9}")
for c in checks:
    def pct(v):
        return "  --" if v is None else f"{v:.0%}"
    up = f"{c['uptime_h'] // 24}d{c['uptime_h'] % 24:02d}h" if c["ok"] else "DOWN"
    print(f"{c['host']:<9}{c['role']:<7}{pct(c['cpu']):>6}{pct(c['mem']):>6}{pct(c['disk']):>6}{up:>9}")

print(f"\n{len(alerts)} alerts:")
for host, msg in alerts:
    print(f"  [{host}] {msg}")

roles = {}
for c in checks:
    r = roles.setdefault(c["role"], {"total": 0, "up": 0})
    r["total"] += 1
    r["up"] += c["ok"]
print("\navailability by role:")
for role, r in roles.items():
    status = "OK" if r["up"] == r["total"] else "DEGRADED"
    print(f"  {role:<6}{r['up']}/{r['total']} ({r['up'] / r['total']:.0%}) {status}")
healthy = [c["host"] for c in checks if c["ok"] and all(c[m] <= l for m, l in LIMITS.items())]
print("fully healthy:", healthy)
print(f"fleet availability: {sum(c['ok'] for c in checks) / len(checks):.1%}")
