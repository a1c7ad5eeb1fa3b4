# Checks summarizing support tickets by status and priority with counts and oldest open items.
tickets = [
    {"id": 501, "title": "Login page returns 500", "priority": "P1", "status": "open", "age_days": 2, "assignee": "dana"},
    {"id": 502, "title": "Typo in footer", "priority": "P4", "status": "open", "age_days": 40, "assignee": None},
    {"id": 503, "title": "Export to CSV missing header row", "priority": "P2", "status": "in_progress", "age_days": 5, "assignee": "li"},
    {"id": 504, "title": "Dark mode contrast too low on settings screen", "priority": "P3", "status": "open", "age_days": 12, "assignee": None},
    {"id": 505, "title": "Payment webhook retries forever", "priority": "P1", "status": "in_progress", "age_days": 1, "assignee": "dana"},
    {"id": 506, "title": "Add SSO for enterprise", "priority": "P2", "status": "closed", "age_days": 30, "assignee": "omar"},
    {"id": 507, "title": "Search is slow for large accounts", "priority": "P2", "status": "open", "age_days": 9, "assignee": "li"},
]

status_counts = {}
priority_counts = {}
for t in tickets:
    status_counts[t["status"]] = status_counts.get(t["status"], 0) + 1
    priority_counts[t["priority"]] = priority_counts.get(t["priority"], 0) + 1
print("by status:", status_counts)
print("by priority:", dict(sorted(priority_counts.items())))

open_tickets = [t for t in tickets if t["status"] != "closed"]
unassigned = [t["id"] for t in open_tickets if t["assignee"] is None]
print("unassigned open tickets:", unassigned)

workload = {}
for t in open_tickets:
    who = t["assignee"] or "(unassigned)"
    workload.setdefault(who, []).append(t["id"])
print("workload:", workload)

def short(title, width=28):
    return title if len(title) <= width else title[: width - 3] + "..."

queue = sorted(open_tickets, key=lambda t: (t["priority"], -t["age_days"]))
print()
print(f"{'ID':<5}{'Pri':<5}{'Age':>4}  {'Title':<28}  Assignee")
for t in queue:
    print(f"{t['id']:<5}{t['priority']:<5}{t['age_days']:>4}  {short(t['title']):<28}  {t['assignee'] or '-'}")

p1_open = sum(1 for t in open_tickets if t["priority"] == "P1")
stale = [t["id"] for t in open_tickets if t["age_days"] > 7]
print(f"\n{p1_open} P1 tickets open; {len(stale)} stale (>7d): {stale}")
print(f"open ratio: {len(open_tickets) / len(tickets):.0%}")
