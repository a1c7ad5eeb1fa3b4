"""A class attribute counting instances and assigning ids."""


class Ticket:
    issued = 0

    def __init__(self, title):
        Ticket.issued += 1
        self.id = Ticket.issued
        self.title = title

    def __repr__(self):
        return f"<Ticket #{self.id} {self.title}>"


tickets = [Ticket(t) for t in ["login bug", "typo", "crash"]]
print(tickets, Ticket.issued)
print({t.id: t.title for t in tickets})
