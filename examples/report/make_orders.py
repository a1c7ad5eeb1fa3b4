"""Writes orders.csv: 100,000 order rows (deterministic, about 5.5 MB) for the report example,
or as many rows as the second argument says (the benchmark reads 200,000, about 11 MB):
    python3 examples/report/make_orders.py /tmp/orders.csv [ROWS]
"""
import sys

REGIONS = ["EMEA", "AMER", "APAC", "LATAM"]
PRODUCTS = [("widget", 19.99), ("gadget", 34.50), ("gizmo", 7.25), ("doohickey", 120.00), ("sprocket", 3.10)]
CUSTOMERS = ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Stark, Inc.", "Wayne \"WE\"", "Tyrell"]
STATUSES = ["paid"] * 8 + ["refunded", "pending"]


def rows(count):
    state = 20240601
    for i in range(count):
        state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
        r = state >> 33
        product, price = PRODUCTS[r % len(PRODUCTS)]
        quantity = 1 + (r >> 3) % 12
        day = 1 + (r >> 7) % 28
        month = 1 + (r >> 12) % 12
        yield [
            str(100000 + i),
            f"2024-{month:02d}-{day:02d}",
            REGIONS[(r >> 16) % len(REGIONS)],
            CUSTOMERS[(r >> 19) % len(CUSTOMERS)],
            product,
            str(quantity),
            f"{price:.2f}",
            STATUSES[(r >> 23) % len(STATUSES)],
        ]


def main(path, count):
    import csv
    with open(path, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["order_id", "date", "region", "customer", "product", "quantity", "unit_price", "status"])
        writer.writerows(rows(count))


main(sys.argv[1] if len(sys.argv) > 1 else "orders.csv", int(sys.argv[2]) if len(sys.argv) > 2 else 100_000)
