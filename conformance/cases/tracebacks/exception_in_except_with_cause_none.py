# `raise ... from None` hides the context.
def convert(text):
    try:
        return int(text)
    except ValueError:
        raise TypeError("expected digits") from None


convert("abc")
