x = {"a": 1}
print(x["a"], x[
    "b"])
