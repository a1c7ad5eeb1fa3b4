"""Class attributes shared by instances until an instance assigns its own."""


class Config:
    retries = 3
    tags = []

    def add_tag(self, tag):
        self.tags.append(tag)


a, b = Config(), Config()
a.retries = 5
print(a.retries, b.retries, Config.retries)
a.add_tag("shared")
print(b.tags, Config.tags)
Config.retries = 10
print(a.retries, b.retries)
del a.retries
print(a.retries)
print(sorted(vars(a)), "retries" in vars(Config))
