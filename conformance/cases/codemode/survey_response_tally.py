# Checks tallying survey responses with single-choice, multi-choice and rating questions.
responses = [
    {"role": "engineer", "tools": ["vim", "vscode"], "rating": 4, "comment": "Love the new CLI"},
    {"role": "designer", "tools": ["figma"], "rating": 5, "comment": ""},
    {"role": "engineer", "tools": ["vscode", "jetbrains"], "rating": 3, "comment": "Docs are thin"},
    {"role": "manager", "tools": [], "rating": 2, "comment": "Too slow   "},
    {"role": "engineer", "tools": ["vscode"], "rating": None, "comment": None},
    {"role": "designer", "tools": ["figma", "vscode"], "rating": 4, "comment": "nice"},
    {"role": "ENGINEER", "tools": ["Vim"], "rating": 5, "comment": "fast!"},
]

roles = {}
for r in responses:
    role = r["role"].lower()
    roles[role] = roles.get(role, 0) + 1
n = len(responses)
print("roles:")
for role, c in sorted(roles.items(), key=lambda kv: -kv[1]):
    print(f"  {role:<9}{c:>2}  {c / n:>5.0%}  {'█' * c}")

tool_counts = {}
for r in responses:
    for t in {t.lower() for t in r["tools"]}:
        tool_counts[t] = tool_counts.get(t, 0) + 1
print("tools (multi-select, % of respondents):")
for tool, c in sorted(tool_counts.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"  {tool:<10}{c / n:.0%}")
print("no tools selected:", sum(1 for r in responses if not r["tools"]))

ratings = [r["rating"] for r in responses if r["rating"] is not None]
avg = sum(ratings) / len(ratings)
dist = {k: ratings.count(k) for k in range(1, 6)}
promoters = sum(1 for x in ratings if x >= 4)
print(f"\nrating avg {avg:.2f} from {len(ratings)} answers; distribution {dist}")
print(f"satisfied (4-5): {promoters}/{len(ratings)} = {promoters / len(ratings):.1%}")

by_role = {}
for r in responses:
    if r["rating"] is not None:
        by_role.setdefault(r["role"].lower(), []).append(r["rating"])
print("avg by role:", {k: round(sum(v) / len(v), 2) for k, v in by_role.items()})
comments = [c.strip() for c in (r["comment"] for r in responses) if c and c.strip()]
print("comments:", comments)
