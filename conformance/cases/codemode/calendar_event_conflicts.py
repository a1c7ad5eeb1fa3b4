# Checks detecting overlapping calendar events and finding free slots from "HH:MM" strings.
events = [
    {"title": "Standup", "start": "09:00", "end": "09:15"},
    {"title": "Design review", "start": "10:00", "end": "11:30"},
    {"title": "1:1 with Sam", "start": "11:00", "end": "11:30"},
    {"title": "Lunch", "start": "12:00", "end": "13:00"},
    {"title": "Customer call", "start": "12:45", "end": "13:15"},
    {"title": "Focus time", "start": "14:00", "end": "16:00"},
    {"title": "Retro", "start": "16:00", "end": "16:45"},
]

def to_min(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)

def to_hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"

parsed = sorted(
    [(to_min(e["start"]), to_min(e["end"]), e["title"]) for e in events]
)
print("parsed:", parsed[:3])

conflicts = []
for i in range(len(parsed)):
    for j in range(i + 1, len(parsed)):
        s1, e1, t1 = parsed[i]
        s2, e2, t2 = parsed[j]
        if s2 < e1 and s1 < e2:
            overlap = min(e1, e2) - max(s1, s2)
            conflicts.append((t1, t2, overlap))
print("conflicts:")
for a, b, mins in conflicts:
    print(f"  {a!r} overlaps {b!r} by {mins} min")

day_start, day_end = to_min("09:00"), to_min("17:30")
free = []
cursor = day_start
for s, e, _ in parsed:
    if s > cursor:
        free.append((cursor, s))
    cursor = max(cursor, e)
if cursor < day_end:
    free.append((cursor, day_end))

print("free slots:")
for s, e in free:
    print(f"  {to_hhmm(s)}-{to_hhmm(e)} ({e - s} min)")
busy = sum(e - s for s, e, _ in parsed)
free_total = sum(e - s for s, e in free)
long_enough = [f"{to_hhmm(s)}" for s, e in free if e - s >= 45]
print(f"booked {busy} min (incl. overlaps), free {free_total} min")
print("slots for a 45-min meeting:", long_enough)
