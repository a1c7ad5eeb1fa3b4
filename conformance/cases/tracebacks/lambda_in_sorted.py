# A lambda failing inside map: the lambda's own frame.
rows = [{"name": "a", "age": 3}, {"name": "b"}]
ages = list(map(lambda row: row["age"] + 1, rows))
