"""Mixins adding to_dict and to_json to unrelated classes."""

import json


class DictMixin:
    def to_dict(self):
        return {k: v for k, v in vars(self).items() if not k.startswith("_")}


class JsonMixin(DictMixin):
    def to_json(self):
        return json.dumps(self.to_dict(), sort_keys=True)


class User(JsonMixin):
    def __init__(self, name, email):
        self.name = name
        self.email = email
        self._password = "secret"


class Product(JsonMixin):
    def __init__(self, sku, price):
        self.sku = sku
        self.price = price


print(User("ann", "a@x.org").to_json())
print(Product("P-1", 9.99).to_dict())
print([c.__name__ for c in User.__mro__])
