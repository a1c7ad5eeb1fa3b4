# Checks moving averages, day-over-day change and anomaly flags over a daily metric series.
series = [
    ("05-01", 1200), ("05-02", 1185), ("05-03", 1250), ("05-04", 1310), ("05-05", 990),
    ("05-06", 1340), ("05-07", 1420), ("05-08", 1395), ("05-09", 2250), ("05-10", 1450),
    ("05-11", 1475), ("05-12", None), ("05-13", 1510), ("05-14", 1530),
]

filled = []
for i, (day, v) in enumerate(series):
    if v is None:
        prev_v = filled[-1][1]
        next_v = next(x for _, x in series[i + 1:] if x is not None)
        v = (prev_v + next_v) / 2
        print(f"filled gap on {day} with {v}")
    filled.append((day, v))

WINDOW = 3
values = [v for _, v in filled]
ma = [None] * (WINDOW - 1) + [sum(values[i - WINDOW + 1:i + 1]) / WINDOW for i in range(WINDOW - 1, len(values))]

print(f"{'day':<6}{'value':>8}{'ma3':>10}{'dod':>9}  flag")
for i, (day, v) in enumerate(filled):
    dod = "" if i == 0 else f"{(v - values[i - 1]) / values[i - 1]:+.1%}"
    ma_txt = "" if ma[i] is None else f"{ma[i]:.1f}"
    flag = ""
    if i >= WINDOW and abs(v - ma[i - 1]) / ma[i - 1] > 0.25:
        flag = "ANOMALY"
    print(f"{day:<6}{v:>8}{ma_txt:>10}{dod:>9}  {flag}")

weekly = [values[i:i + 7] for i in range(0, len(values), 7)]
for n, week in enumerate(weekly, 1):
    print(f"week {n}: total={sum(week):,.0f} avg={sum(week) / len(week):.1f} peak={max(week)}")
growth = (values[-1] - values[0]) / values[0]
print(f"growth over period: {growth:.2%}; best day: {max(filled, key=lambda p: p[1])[0]}")
