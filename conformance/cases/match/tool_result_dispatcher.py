# Checks a realistic dispatcher matching JSON-like tool results by shape and status.
results = [
    {"tool": "search", "status": "ok", "data": {"hits": [{"title": "Rust"}, {"title": "Python"}], "total": 2}},
    {"tool": "search", "status": "ok", "data": {"hits": [], "total": 0}},
    {"tool": "weather", "status": "ok", "data": {"city": "Oslo", "temp": -3, "unit": "C"}},
    {"tool": "weather", "status": "ok", "data": {"city": "Lima", "temp": 75, "unit": "F"}},
    {"tool": "db", "status": "error", "error": {"code": "TIMEOUT", "retry_after": 5}},
    {"tool": "db", "status": "error", "error": {"code": "AUTH"}},
    {"tool": "files", "status": "ok", "data": ["a.txt", "b.txt", "c.md"]},
    {"tool": "files", "status": "ok", "data": []},
    {"tool": "calc", "status": "ok", "data": 42},
    {"tool": "calc", "status": "ok", "data": 2.5},
    {"tool": "mystery", "status": "pending"},
    {"status": "ok"},
    ["not", "a", "dict"],
]

def to_celsius(temp, unit):
    return temp if unit == "C" else round((temp - 32) * 5 / 9, 1)

def render(result):
    match result:
        case {"tool": "search", "status": "ok", "data": {"hits": [], "total": 0}}:
            return "search: no results"
        case {"tool": "search", "status": "ok", "data": {"hits": [{"title": first}, *others], "total": n}}:
            return f"search: {n} hits, top={first!r}, +{len(others)} more"
        case {"tool": "weather", "status": "ok", "data": {"city": city, "temp": t, "unit": "C" | "F" as u}}:
            return f"weather: {city} {to_celsius(t, u)}C"
        case {"status": "error", "error": {"code": "TIMEOUT", "retry_after": int(secs)}, "tool": tool}:
            return f"{tool}: timed out, retry in {secs}s"
        case {"status": "error", "error": {"code": code}, "tool": tool}:
            return f"{tool}: failed with {code}"
        case {"tool": "files", "data": []}:
            return "files: empty directory"
        case {"tool": "files", "data": [*names]}:
            md = [n for n in names if n.endswith(".md")]
            return f"files: {len(names)} files, {len(md)} markdown"
        case {"tool": "calc", "data": int(v) | float(v)}:
            return f"calc: {v} ({type(v).__name__})"
        case {"tool": tool, "status": status}:
            return f"{tool}: unhandled status {status!r}"
        case {"status": _}:
            return "result without tool name"
        case _:
            return f"malformed result: {type(result).__name__}"

counts = {}
for r in results:
    line = render(r)
    print(line)
    key = line.split(":")[0]
    counts[key] = counts.get(key, 0) + 1
print(sorted(counts.items()))

def next_action(result):
    match result:
        case {"status": "error", "error": {"retry_after": s}} if s < 10:
            return "retry"
        case {"status": "error"}:
            return "escalate"
        case {"status": "ok"}:
            return "continue"
    return "wait"

print([next_action(r) for r in results if isinstance(r, dict)])
