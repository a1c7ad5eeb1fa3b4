# Checks computing latency percentiles per endpoint with index-based nearest-rank method.
samples = {
    "/search": [120, 95, 310, 101, 99, 87, 450, 130, 115, 92, 105, 2100],
    "/login": [35, 40, 38, 41, 36, 300, 39, 37],
    "/profile": [55],
    "/export": [],
}

def percentile(sorted_values, p):
    if not sorted_values:
        return None
    k = max(0, min(len(sorted_values) - 1, -(-p * len(sorted_values) // 100) - 1))
    return sorted_values[k]

SLO_MS = 250
summary = {}
for endpoint, values in samples.items():
    ordered = sorted(values)
    summary[endpoint] = {
        "n": len(values),
        "p50": percentile(ordered, 50),
        "p90": percentile(ordered, 90),
        "p99": percentile(ordered, 99),
        "mean": round(sum(values) / len(values), 1) if values else None,
        "over_slo": sum(1 for v in values if v > SLO_MS),
    }
    print(endpoint, summary[endpoint])

def cell(v, suffix="ms"):
    return "-" if v is None else f"{v}{suffix}"

print(f"\n{'endpoint':<10}{'n':>4}{'p50':>9}{'p90':>9}{'p99':>9}{'mean':>10}  SLO")
for ep, s in summary.items():
    status = "n/a" if s["n"] == 0 else ("OK" if s["over_slo"] / s["n"] <= 0.1 else f"BREACH ({s['over_slo']}/{s['n']})")
    print(f"{ep:<10}{s['n']:>4}{cell(s['p50']):>9}{cell(s['p90']):>9}{cell(s['p99']):>9}{cell(s['mean']):>10}  {status}")

all_values = sorted(v for vs in samples.values() for v in vs)
print(f"\noverall: n={len(all_values)} p50={percentile(all_values, 50)} p95={percentile(all_values, 95)} max={all_values[-1]}")
outliers = {ep: [v for v in vs if v > 3 * percentile(sorted(vs), 50)] for ep, vs in samples.items() if vs}
print("outliers (>3x median):", {k: v for k, v in outliers.items() if v})
