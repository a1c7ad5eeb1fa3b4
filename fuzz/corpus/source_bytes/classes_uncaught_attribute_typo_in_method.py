# Checks an uncaught AttributeError from a typo'd self attribute in a method, with CPython's Did-you-mean hint.
class Invoice:
    def __init__(self, customer, amount):
        self.customer = customer
        self.amount = amount
        self.paid = False

    def mark_paid(self):
        self.paid = True
        return self

    def summary(self):
        status = "paid" if self.paid else "due"
        return f"{self.customer}: {self.ammount} ({status})"

inv = Invoice("acme", 120)
print(inv.customer, inv.amount, inv.mark_paid().paid)
try:
    inv.summary()
except AttributeError as e:
    print("caught once:", e)
print("calling again without a handler")
print(inv.summary())
