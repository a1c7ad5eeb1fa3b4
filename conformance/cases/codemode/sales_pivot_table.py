# Checks building a region x quarter pivot table with row/column totals from sales rows.
sales = [
    ("EMEA", "Q1", 120.5), ("EMEA", "Q2", 98.0), ("EMEA", "Q3", 143.25), ("EMEA", "Q4", 160.0),
    ("AMER", "Q1", 210.0), ("AMER", "Q2", 190.75), ("AMER", "Q4", 255.5),
    ("APAC", "Q2", 75.0), ("APAC", "Q3", 88.8), ("APAC", "Q4", 102.2),
    ("EMEA", "Q1", 30.0), ("AMER", "Q3", 205.0),
]

quarters = ["Q1", "Q2", "Q3", "Q4"]
regions = sorted({r for r, _, _ in sales})
pivot = {r: {q: 0.0 for q in quarters} for r in regions}
for region, q, amount in sales:
    pivot[region][q] += amount

print("pivot:", pivot["EMEA"])
col_totals = {q: sum(pivot[r][q] for r in regions) for q in quarters}
row_totals = {r: sum(pivot[r].values()) for r in regions}
grand = sum(row_totals.values())

header = f"{'Region':<7}" + "".join(f"{q:>9}" for q in quarters) + f"{'Total':>10}{'Share':>7}"
print(header)
print("=" * len(header))
for r in sorted(regions, key=lambda r: -row_totals[r]):
    cells = "".join(f"{pivot[r][q]:>9.1f}" if pivot[r][q] else f"{'-':>9}" for q in quarters)
    print(f"{r:<7}{cells}{row_totals[r]:>10.2f}{row_totals[r] / grand:>7.0%}")
print("-" * len(header))
print(f"{'Total':<7}" + "".join(f"{col_totals[q]:>9.1f}" for q in quarters) + f"{grand:>10.2f}")

growth = {}
for r in regions:
    first = next((pivot[r][q] for q in quarters if pivot[r][q]), None)
    last = pivot[r]["Q4"]
    growth[r] = (last - first) / first if first else None
print("\nQ-first to Q4 growth:")
for r, g in growth.items():
    print(f"  {r}: {g:+.1%}" if g is not None else f"  {r}: n/a")
best_q = max(col_totals, key=col_totals.get)
missing = [(r, q) for r in regions for q in quarters if not pivot[r][q]]
print(f"best quarter: {best_q} ({col_totals[best_q]:.2f}); gaps: {missing}")
