# An error inside a `with` block and its context manager's exit.
class Resource:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


with Resource() as r:
    value = r.name
