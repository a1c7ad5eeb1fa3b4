"""Reading JSON Lines, skipping bad lines, and aggregating by a field."""
import json
from collections import defaultdict

lines = """{"user": "ann", "amount": 12.5}
{"user": "bob", "amount": 3}
not json
{"user": "ann", "amount": 7.25}
{"user": "cy"}
""".splitlines()

totals = defaultdict(float)
errors = []
for number, line in enumerate(lines, 1):
    try:
        event = json.loads(line)
        totals[event["user"]] += event["amount"]
    except json.JSONDecodeError as error:
        errors.append(f"line {number}: {error.msg} at column {error.colno}")
    except KeyError as error:
        errors.append(f"line {number}: missing {error}")
for user, amount in sorted(totals.items()):
    print(f"{user}: {amount:.2f}")
print("\n".join(errors))
