# Methods: the caller marks the method call, the method its failing line.
class Account:
    def __init__(self, balance):
        self.balance = balance

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f"cannot withdraw {amount}")
        self.balance -= amount
        return self.balance


account = Account(100)
print(account.withdraw(30))
print("left:", account.withdraw(500))
