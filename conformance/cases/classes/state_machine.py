# Checks a small order state machine class with a transition table, history and invalid transitions.
class InvalidTransition(Exception):
    pass

class Order:
    TRANSITIONS = {
        "new": {"pay": "paid", "cancel": "cancelled"},
        "paid": {"ship": "shipped", "refund": "refunded"},
        "shipped": {"deliver": "delivered", "lose": "lost"},
        "lost": {"refund": "refunded"},
    }

    def __init__(self, order_id):
        self.order_id = order_id
        self.state = "new"
        self.history = [("init", "new")]

    def fire(self, event):
        options = self.TRANSITIONS.get(self.state, {})
        if event not in options:
            raise InvalidTransition(f"{self.order_id}: cannot {event} when {self.state}")
        self.state = options[event]
        self.history.append((event, self.state))
        handler = getattr(self, "on_" + self.state, None)
        if handler:
            handler()
        return self

    def on_shipped(self):
        print(f"  [{self.order_id}] notify customer: shipped")

    def on_refunded(self):
        print(f"  [{self.order_id}] issue refund")

    @property
    def is_final(self):
        return self.state not in self.TRANSITIONS

    def available(self):
        return sorted(self.TRANSITIONS.get(self.state, {}))

    def __repr__(self):
        return f"Order({self.order_id}, {self.state})"

o = Order("A1")
print(o, o.available(), o.is_final)
o.fire("pay").fire("ship")
print(o, o.available())
o.fire("deliver")
print(o, o.is_final, o.history)

scripts = {
    "B2": ["pay", "ship", "lose", "refund"],
    "C3": ["cancel", "pay"],
    "D4": ["ship"],
    "E5": ["pay", "refund", "refund"],
}
finals = {}
for oid, events in scripts.items():
    order = Order(oid)
    for ev in events:
        try:
            order.fire(ev)
        except InvalidTransition as e:
            print("  rejected:", e)
            break
    finals[oid] = (order.state, len(order.history) - 1, order.is_final)
print(finals)
