# Checks building a markdown table from tool results with computed column widths and alignment.
results = [
    {"model": "small-v2", "accuracy": 0.8123, "latency_ms": 12.5, "cost": 0.0004},
    {"model": "base-v3", "accuracy": 0.8871, "latency_ms": 48.25, "cost": 0.0021},
    {"model": "large-v3-experimental", "accuracy": 0.9312, "latency_ms": 210.0, "cost": 0.0150},
    {"model": "distilled", "accuracy": 0.8702, "latency_ms": 9.75, "cost": 0.0003},
]

headers = ["Rank", "Model", "Accuracy", "Latency (ms)", "Cost/1k"]
ranked = sorted(results, key=lambda r: r["accuracy"], reverse=True)
rows = []
for i, r in enumerate(ranked, 1):
    rows.append([
        str(i),
        r["model"],
        f"{r['accuracy']:.1%}",
        f"{r['latency_ms']:.1f}",
        f"${r['cost'] * 1000:.2f}",
    ])

widths = [max(len(h), *(len(row[i]) for row in rows)) for i, h in enumerate(headers)]
right_aligned = {0, 2, 3, 4}
print("widths:", widths)

def fmt_row(cells):
    out = []
    for i, cell in enumerate(cells):
        out.append(cell.rjust(widths[i]) if i in right_aligned else cell.ljust(widths[i]))
    return "| " + " | ".join(out) + " |"

sep_cells = []
for i, w in enumerate(widths):
    sep_cells.append("-" * (w - 1) + ":" if i in right_aligned else "-" * w)

lines = [fmt_row(headers), "| " + " | ".join(sep_cells) + " |"]
lines += [fmt_row(r) for r in rows]
print("\n".join(lines))

best_value = max(results, key=lambda r: r["accuracy"] / r["cost"])
fastest = min(results, key=lambda r: r["latency_ms"])
print()
print(f"**Best accuracy:** {ranked[0]['model']} ({ranked[0]['accuracy']:.2%})")
print(f"**Fastest:** {fastest['model']} ({fastest['latency_ms']} ms)")
print(f"**Best accuracy per dollar:** {best_value['model']}")
