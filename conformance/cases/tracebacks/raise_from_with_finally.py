try:
    {}["a"]
except KeyError as e:
    raise RuntimeError("wrapped") from e
finally:
    print("done")
