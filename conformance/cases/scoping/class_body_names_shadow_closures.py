# A class body that binds a name its methods take from the enclosing function: the class
# attribute and the closure variable stay separate, as in CPython.
def make_codec(encode, decode):
    class Base:
        def encode(self, text):
            return "base encode"

    class Codec(Base):
        def encode(self, text):
            return encode(text)

        def decode(self, data):
            return decode(data)

        label = "codec"

    return Codec


Codec = make_codec(str.upper, str.lower)
codec = Codec()
print(codec.encode("abc"), codec.decode("XYZ"), Codec.encode.__name__, Codec.label)


def outer():
    x = "closure x"

    class C:
        x = "class x"
        seen_in_body = x

        def get(self):
            return x

        items = [x for _ in range(2)]

        class Inner:
            def get(self):
                return x

    return C, x


C, x = outer()
print(C.x, C.seen_in_body, C().get(), C.items, C.Inner().get(), x)


def counter():
    count = 0

    class Tally:
        count = 100

        def bump(self):
            nonlocal count
            count += 1
            return count

    return Tally


Tally = counter()
t = Tally()
print(t.bump(), t.bump(), Tally.count)
