import json
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

# A calendar tool returned events in UTC; the agent shows them in each attendee's zone.
TOOL_RESULT = json.dumps({
    "events": [
        {"title": "Standup", "start": "2026-03-27T08:00:00+00:00", "minutes": 15},
        {"title": "Planning", "start": "2026-03-30T08:00:00+00:00", "minutes": 60},
        {"title": "Retro", "start": "2026-10-23T15:30:00+00:00", "minutes": 45},
        {"title": "Review", "start": "2026-11-02T15:30:00Z", "minutes": 30},
    ],
    "attendees": {"ana": "Europe/Paris", "bo": "America/New_York", "chen": "Asia/Shanghai", "dev": "Asia/Kolkata",
                  "eli": "Australia/Sydney"},
})


@dataclass
class Event:
    title: str
    start: datetime
    minutes: int

    @property
    def end(self):
        return self.start + timedelta(minutes=self.minutes)


data = json.loads(TOOL_RESULT)
events = [Event(e["title"], datetime.fromisoformat(e["start"].replace("Z", "+00:00")), e["minutes"]) for e in data["events"]]
zones = {name: ZoneInfo(key) for name, key in data["attendees"].items()}

for event in events:
    print(f"{event.title} ({event.minutes} min)")
    for name, zone in zones.items():
        local = event.start.astimezone(zone)
        end = event.end.astimezone(zone)
        flag = " (next day)" if local.date() > event.start.date() else ""
        print(f"  {name:5} {local:%a %d %b %H:%M} - {end:%H:%M} {local.tzname()} UTC{local:%z}{flag}")

# A daily 9:00 meeting in New York keeps its wall-clock time across the DST change.
ny = zones["bo"]
first = datetime(2026, 3, 6, 9, 0, tzinfo=ny)
for day in range(4):
    meeting = first + timedelta(days=day)
    print(meeting.isoformat(), meeting.astimezone(timezone.utc).isoformat(), meeting.astimezone(zones["ana"]).strftime("%H:%M %Z"))

# Elapsed real time across the change: convert to UTC first.
before = datetime(2026, 10, 24, 12, tzinfo=zones["ana"])
after = datetime(2026, 10, 25, 12, tzinfo=zones["ana"])
print(after - before, after.astimezone(timezone.utc) - before.astimezone(timezone.utc))

# Local times that do not exist or happen twice.
gap = datetime(2026, 3, 29, 2, 30, tzinfo=zones["ana"])
print(gap.utcoffset(), gap.replace(fold=1).utcoffset(), gap.astimezone(timezone.utc).astimezone(zones["ana"]))
twice = datetime(2026, 10, 25, 2, 30, tzinfo=zones["ana"])
print(twice.tzname(), twice.replace(fold=1).tzname(), twice.astimezone(timezone.utc), twice.replace(fold=1).astimezone(timezone.utc))
print(sorted({e.start.astimezone(zones["eli"]).strftime("%Z") for e in events}))
