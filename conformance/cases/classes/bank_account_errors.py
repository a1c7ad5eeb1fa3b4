"""A bank account class raising custom exceptions on invalid operations."""


class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed}, have {available}")
        self.needed = needed
        self.available = available


class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(amount, self.balance)
        self.balance -= amount
        self.history.append(("withdraw", amount))


acct = Account("ann", 100)
acct.deposit(50)
for amount in [30, 500]:
    try:
        acct.withdraw(amount)
    except InsufficientFunds as error:
        print("refused:", error, error.needed - error.available)
try:
    acct.deposit(0)
except ValueError as error:
    print("refused:", error)
print(acct.balance, acct.history)
