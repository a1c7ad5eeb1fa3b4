# Checks a realistic bank account class hierarchy with validation, transaction history and overridden rules.
class InsufficientFunds(Exception):
    pass

class Account:
    interest_rate = 0.0
    _next_number = 1000

    def __init__(self, owner, opening=0):
        self.owner = owner
        self.number = Account._next_number
        Account._next_number += 1
        self._balance = 0
        self.transactions = []
        if opening:
            self.deposit(opening)

    @property
    def balance(self):
        return self._balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.transactions.append(("deposit", amount))

    def can_withdraw(self, amount):
        return amount <= self._balance

    def withdraw(self, amount):
        if amount <= 0:
            raise ValueError("withdrawal must be positive")
        if not self.can_withdraw(amount):
            raise InsufficientFunds(f"{self.owner}: balance {self._balance}, requested {amount}")
        self._balance -= amount
        self.transactions.append(("withdraw", amount))

    def apply_interest(self):
        interest = round(self._balance * self.interest_rate, 2)
        if interest:
            self._balance = round(self._balance + interest, 2)
            self.transactions.append(("interest", interest))
        return interest

    def transfer(self, other, amount):
        self.withdraw(amount)
        other.deposit(amount)

    def __repr__(self):
        return f"{type(self).__name__}(#{self.number}, {self.owner}, {self._balance})"

class Savings(Account):
    interest_rate = 0.05

class Checking(Account):
    def __init__(self, owner, opening=0, overdraft=100):
        super().__init__(owner, opening)
        self.overdraft = overdraft

    def can_withdraw(self, amount):
        return amount <= self._balance + self.overdraft

accounts = [Savings("ann", 1000), Checking("bob", 50), Account("cy")]
print(accounts)
ops = [(0, "withdraw", 200), (1, "withdraw", 120), (1, "withdraw", 100), (2, "deposit", -5),
       (2, "withdraw", 1), (0, "deposit", 300), (2, "deposit", 40)]
for idx, op, amount in ops:
    acct = accounts[idx]
    try:
        getattr(acct, op)(amount)
        print(f"ok   {op:<8} {amount:>5} -> {acct}")
    except (ValueError, InsufficientFunds) as e:
        print(f"fail {op:<8} {amount:>5} -> {type(e).__name__}: {e}")
print([a.apply_interest() for a in accounts])
accounts[0].transfer(accounts[2], 500)
for a in accounts:
    print(a, a.transactions)
print(sum(a.balance for a in accounts), Account._next_number)
