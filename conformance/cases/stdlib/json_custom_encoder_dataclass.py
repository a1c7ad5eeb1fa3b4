import json
from dataclasses import dataclass
from datetime import date
from enum import Enum
from fractions import Fraction


class Status(Enum):
    OPEN = "open"
    CLOSED = "closed"


@dataclass
class Ticket:
    id: int
    title: str
    status: Status
    opened: date
    cost: Fraction


class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Enum):
            return o.value
        if isinstance(o, date):
            return o.isoformat()
        if isinstance(o, Fraction):
            return str(o)
        return super().default(o)


tickets = [Ticket(1, "login broken", Status.OPEN, date(2024, 1, 3), Fraction(3, 2)),
           Ticket(2, "typo", Status.CLOSED, date(2024, 2, 9), Fraction(1, 4))]
print(json.dumps([vars(t) for t in tickets], cls=Enc, indent=1))
try:
    json.dumps(vars(tickets[0]))
except TypeError as e:
    print("TypeError", e)
back = json.loads(json.dumps([vars(t) for t in tickets], cls=Enc))
print([Ticket(d["id"], d["title"], Status(d["status"]), date.fromisoformat(d["opened"]), Fraction(d["cost"])) for d in back] == tickets)
