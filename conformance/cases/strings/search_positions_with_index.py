class Pos:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


text = "alpha beta gamma beta"
print(text.find("beta", Pos(7)), text.rfind("beta", 0, Pos(12)), text.count("a", Pos(-5)))
print(text.startswith("beta", Pos(6)), text.endswith("gamma", 0, Pos(16)), text.index("gamma", Pos(2), Pos(-1)))
print([1, 2, 3, 2].index(2, Pos(2)), (5, 6, 7).index(7, Pos(-1)))
print(b"abcabc".find(b"c", Pos(3)), bytearray(b"abcabc").count(b"a", Pos(1), Pos(5)))
print(b"Hello World".istitle(), bytearray(b"Hello world").istitle(), b"A1 B2".istitle(), b"".istitle())
print(bytes(Pos(3)), bytearray(Pos(2)))
try:
    text.find("a", 1.5)
except TypeError as e:
    print(e)
try:
    text.find("a", "1")
except TypeError as e:
    print(e)
