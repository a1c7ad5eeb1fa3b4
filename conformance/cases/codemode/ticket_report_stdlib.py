import json, statistics, math
from collections import Counter, defaultdict
from datetime import datetime, timedelta, date
from dataclasses import dataclass, field, asdict
from typing import List, Dict, Optional
from enum import Enum
import itertools, functools, operator

class Status(str, Enum):
    OPEN = "open"
    CLOSED = "closed"

@dataclass
class Ticket:
    id: int
    title: str
    status: Status
    created: datetime
    tags: List[str] = field(default_factory=list)
    assignee: Optional[str] = None

    @property
    def age_days(self) -> int:
        return (datetime(2024, 3, 1) - self.created).days

raw = [
    {"id": 1, "title": "Login fails", "status": "open", "created": "2024-02-01T10:00:00", "tags": ["auth", "bug"], "assignee": "ana"},
    {"id": 2, "title": "Slow dashboard", "status": "closed", "created": "2024-01-15T09:30:00", "tags": ["perf"]},
    {"id": 3, "title": "Typo on page", "status": "open", "created": "2024-02-20T16:45:00", "tags": ["ui", "bug"], "assignee": "bo"},
    {"id": 4, "title": "Export CSV", "status": "open", "created": "2024-02-28T08:00:00", "tags": ["feature"], "assignee": "ana"},
]
tickets = [Ticket(r["id"], r["title"], Status(r["status"]), datetime.fromisoformat(r["created"]), r.get("tags", []), r.get("assignee")) for r in raw]
open_tickets = [t for t in tickets if t.status is Status.OPEN]
print(f"{len(open_tickets)} open of {len(tickets)}")
by_assignee = defaultdict(list)
for t in open_tickets:
    by_assignee[t.assignee or "unassigned"].append(t.id)
print(dict(by_assignee))
tag_counts = Counter(tag for t in tickets for tag in t.tags)
print(tag_counts.most_common(2))
ages = [t.age_days for t in open_tickets]
print(statistics.mean(ages), statistics.median(ages), round(statistics.stdev(ages), 2), max(ages), min(ages))
print(json.dumps([asdict(t) | {"status": t.status.value, "created": t.created.isoformat()} for t in open_tickets[:1]], indent=2))
oldest = max(open_tickets, key=operator.attrgetter("age_days"))
print(f"Oldest: #{oldest.id} {oldest.title!r} ({oldest.age_days} days, {oldest.created:%b %d})")
for status, group in itertools.groupby(sorted(tickets, key=lambda t: t.status.value), key=lambda t: t.status):
    print(status.value, [t.id for t in group])
week = timedelta(days=7)
print([(t.id, (t.created + week).date().isoformat()) for t in tickets])
total = functools.reduce(operator.add, (len(t.title) for t in tickets))
print(total, math.ceil(total / 3), f"{total / len(tickets):.3f}")
print(sorted(tickets, key=lambda t: (-len(t.tags), t.title))[0].title)
report = "\n".join(f"{t.id:>3} | {t.title:<16} | {t.status.value:^8} | {','.join(t.tags)}" for t in tickets)
print(report)
{"open": len(open_tickets), "tags": dict(tag_counts)}
