# Checks an uncaught user exception that was logged and re-raised with bare raise through several frames.
class PaymentDeclined(Exception):
    def __init__(self, card, reason):
        super().__init__(f"card ending {card[-4:]} declined: {reason}")
        self.card = card

log = []

def charge(card, amount):
    if amount > 1000:
        raise PaymentDeclined(card, "limit exceeded")
    return f"charged {amount}"

def checkout(card, amount):
    try:
        return charge(card, amount)
    except PaymentDeclined as e:
        log.append(str(e))
        print("logged:", e)
        raise

print(checkout("4111111111111111", 250))
try:
    checkout("4111111111111111", 5000)
except PaymentDeclined:
    print("handled once, log has", len(log))
checkout("5500000000000004", 1200)
