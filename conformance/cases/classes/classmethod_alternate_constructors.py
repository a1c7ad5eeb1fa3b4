"""classmethods as alternate constructors that respect subclasses."""

from datetime import date


class Person:
    def __init__(self, name, born):
        self.name = name
        self.born = born

    @classmethod
    def from_record(cls, record):
        name, year = record.split(",")
        return cls(name.strip(), int(year))

    @staticmethod
    def is_valid_year(year):
        return 1900 <= year <= 2024

    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, {self.born})"


class Employee(Person):
    pass


print(Person.from_record("Ann, 1990"))
print(Employee.from_record("Bo,1985"))
print(Person.is_valid_year(1850), Employee.is_valid_year(2000))
print(type(Employee.from_record("C,2000")) is Employee)
