"""A stand-in CRM for the code-mode example: each call reads its arguments as a JSON object on
stdin and prints its result as JSON, as `garter run --tools` expects of a tool's command."""

import json
import sys

CUSTOMERS = {
    "EMEA": [{"id": 1, "name": "Acme"}, {"id": 2, "name": "Initech"}, {"id": 3, "name": "Vandelay"}],
    "AMER": [{"id": 4, "name": "Hooli"}, {"id": 5, "name": "Globex"}],
    "APAC": [{"id": 6, "name": "Umbrella"}],
}

ORDERS = {
    1: [(1001, 1200.50, "paid"), (1007, 410.00, "paid"), (1011, 99.00, "refunded")],
    2: [(1003, 845.25, "paid"), (1012, 120.00, "pending")],
    3: [],
    4: [(1006, 1530.75, "paid")],
    5: [(1002, 310.00, "refunded"), (1009, 2200.00, "paid")],
    6: [(1005, 99.99, "pending")],
}


def list_customers(region):
    return CUSTOMERS[region]


def get_orders(customer_id, status=None):
    if customer_id not in ORDERS:
        sys.exit(f"no customer with id {customer_id}")
    rows = [{"id": i, "amount": a, "status": s} for i, a, s in ORDERS[customer_id]]
    return [r for r in rows if status is None or r["status"] == status]


if __name__ == "__main__":
    tool = {"list_customers": list_customers, "get_orders": get_orders}[sys.argv[1]]
    print(json.dumps(tool(**json.load(sys.stdin))))
