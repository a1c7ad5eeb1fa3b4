"""assert statements with messages, caught as AssertionError."""


def check_order(order):
    assert order["qty"] > 0, f"qty must be positive: {order['qty']}"
    assert order["sku"], "sku is empty"
    return "valid"


for order in [{"qty": 1, "sku": "A"}, {"qty": 0, "sku": "A"}, {"qty": 2, "sku": ""}]:
    try:
        print(check_order(order))
    except AssertionError as error:
        print("invalid:", error)
