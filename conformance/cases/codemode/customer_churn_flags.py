# Checks flagging churn-risk accounts from activity data with day arithmetic on ISO dates.
TODAY = "2024-06-30"
accounts = [
    {"id": "C-01", "name": "Brightline", "plan": "enterprise", "last_login": "2024-06-28", "seats": 120, "used": 97, "tickets_30d": 1},
    {"id": "C-02", "name": "Nimbus Co", "plan": "team", "last_login": "2024-04-02", "seats": 15, "used": 3, "tickets_30d": 0},
    {"id": "C-03", "name": "Quarry", "plan": "team", "last_login": "2024-06-01", "seats": 10, "used": 9, "tickets_30d": 6},
    {"id": "C-04", "name": "Oakwell", "plan": "starter", "last_login": "2024-05-20", "seats": 3, "used": 1, "tickets_30d": 0},
    {"id": "C-05", "name": "Vantage", "plan": "enterprise", "last_login": "2024-06-15", "seats": 200, "used": 64, "tickets_30d": 4},
]

DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]

def day_number(iso):
    y, m, d = (int(p) for p in iso.split("-"))
    leap = 1 if (y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)) and m > 2 else 0
    return y * 365 + DAYS_BEFORE_MONTH[m - 1] + d + leap

today = day_number(TODAY)
flagged = []
for a in accounts:
    idle = today - day_number(a["last_login"])
    utilization = a["used"] / a["seats"]
    reasons = []
    if idle > 30:
        reasons.append(f"inactive {idle}d")
    if utilization < 0.4:
        reasons.append(f"low seat use {utilization:.0%}")
    if a["tickets_30d"] >= 5:
        reasons.append(f"{a['tickets_30d']} support tickets")
    score = min(100, idle + int((1 - utilization) * 50) + a["tickets_30d"] * 5)
    a.update(idle=idle, utilization=utilization, reasons=reasons, score=score)
    if reasons:
        flagged.append(a)

print("idle days:", {a["id"]: a["idle"] for a in accounts})
print(f"\n{len(flagged)} of {len(accounts)} accounts at risk")
for a in sorted(flagged, key=lambda a: -a["score"]):
    level = "HIGH" if a["score"] >= 80 else "MED" if a["score"] >= 65 else "LOW"
    print(f"{a['id']} {a['name']:<11}{a['plan']:<11} risk={a['score']:>3} {level:<4} - {'; '.join(a['reasons'])}")
seats_at_risk = sum(a["seats"] for a in flagged)
print(f"\nseats at risk: {seats_at_risk} of {sum(a['seats'] for a in accounts)} ({seats_at_risk / sum(a['seats'] for a in accounts):.1%})")
by_plan = {}
for a in flagged:
    by_plan.setdefault(a["plan"], []).append(a["name"])
print("by plan:", by_plan)
