data = {"a": [1, 2]}
value = data["a"][0]["b"]
