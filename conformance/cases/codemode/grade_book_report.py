# Checks a grade book: weighted averages, letter grades, class stats and ranking with ties.
WEIGHTS = {"homework": 0.3, "midterm": 0.3, "final": 0.4}
students = [
    {"name": "Priya", "homework": [92, 88, 95], "midterm": 84, "final": 91},
    {"name": "Jonas", "homework": [70, 65, 80], "midterm": 72, "final": 68},
    {"name": "Mei", "homework": [100, 98, 97], "midterm": 95, "final": 99},
    {"name": "Omar", "homework": [85, 0, 90], "midterm": 78, "final": 82},
    {"name": "Lena", "homework": [60, 55, 58], "midterm": 49, "final": 61},
    {"name": "Tariq", "homework": [88, 90, 86], "midterm": 80, "final": 85},
]

def letter(score):
    for cutoff, grade in [(90, "A"), (80, "B"), (70, "C"), (60, "D")]:
        if score >= cutoff:
            return grade
    return "F"

report = []
for s in students:
    hw = sum(s["homework"]) / len(s["homework"])
    total = hw * WEIGHTS["homework"] + s["midterm"] * WEIGHTS["midterm"] + s["final"] * WEIGHTS["final"]
    report.append({"name": s["name"], "hw": hw, "total": round(total, 1), "grade": letter(total),
                   "missing": s["homework"].count(0)})

report.sort(key=lambda r: (-r["total"], r["name"]))
rank, prev = 0, None
for i, r in enumerate(report, 1):
    if r["total"] != prev:
        rank = i
        prev = r["total"]
    r["rank"] = rank

print(f"{'#':>2} {'Student':<7}{'HW avg':>8}{'Total':>7} Grade")
for r in report:
    note = "  (missing work)" if r["missing"] else ""
    print(f"{r['rank']:>2} {r['name']:<7}{r['hw']:>8.1f}{r['total']:>7.1f}   {r['grade']}{note}")

totals = [r["total"] for r in report]
mean = sum(totals) / len(totals)
ordered = sorted(totals)
mid = len(ordered) // 2
median = (ordered[mid - 1] + ordered[mid]) / 2 if len(ordered) % 2 == 0 else ordered[mid]
dist = {g: 0 for g in "ABCDF"}
for r in report:
    dist[r["grade"]] += 1
print(f"\nmean {mean:.2f}  median {median:.2f}  range {ordered[0]}-{ordered[-1]}")
print("distribution:", "  ".join(f"{g}:{'#' * n}{n}" for g, n in dist.items()))
at_risk = [r["name"] for r in report if r["grade"] in "DF"]
print("at risk:", ", ".join(at_risk) if at_risk else "none")
