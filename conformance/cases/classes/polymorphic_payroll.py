# Checks polymorphism across a list of mixed subclasses: payroll with overridden pay() and shared report logic.
class Employee:
    def __init__(self, name, title):
        self.name = name
        self.title = title

    def pay(self):
        return 0

    def bonus(self):
        return 0

    def total(self):
        return self.pay() + self.bonus()

    def row(self):
        return f"{self.name:<6}{type(self).__name__:<12}{self.title:<10}{self.total():>10,.2f}"

class Salaried(Employee):
    def __init__(self, name, title, annual):
        super().__init__(name, title)
        self.annual = annual

    def pay(self):
        return round(self.annual / 12, 2)

class Hourly(Employee):
    OVERTIME = 1.5

    def __init__(self, name, title, rate, hours):
        super().__init__(name, title)
        self.rate, self.hours = rate, hours

    def pay(self):
        regular = min(self.hours, 160)
        extra = max(self.hours - 160, 0)
        return round(regular * self.rate + extra * self.rate * self.OVERTIME, 2)

class Manager(Salaried):
    def __init__(self, name, annual, reports):
        super().__init__(name, "manager", annual)
        self.reports = reports

    def bonus(self):
        return 100 * len(self.reports)

class Contractor(Hourly):
    OVERTIME = 1.0

staff = [
    Salaried("ann", "engineer", 120000),
    Hourly("bob", "support", 25, 170),
    Contractor("cy", "design", 60, 175),
    Hourly("di", "intern", 18.5, 80),
]
boss = Manager("eve", 150000, staff[:2])
staff.append(boss)
for e in staff:
    print(e.row())
print(f"{'total':<28}{sum(e.total() for e in staff):>10,.2f}")
by_type = {}
for e in staff:
    by_type.setdefault(type(e).__name__, []).append(e.name)
print(by_type)
print([e.name for e in staff if isinstance(e, Hourly)], [e.name for e in staff if type(e) is Hourly])
print(max(staff, key=lambda e: e.total()).name, min(staff, key=Employee.total).name)
print(sorted((round(e.total()), e.name) for e in staff)[:3])
print([r.name for r in boss.reports], boss.bonus(), Contractor.OVERTIME, Hourly.OVERTIME)
