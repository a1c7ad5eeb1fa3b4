# Checks str.maketrans in its dict/two-string/three-string forms and str.translate.
t1 = str.maketrans("abc", "xyz")
print(t1)
print("aabbcc abc cab".translate(t1))
t2 = str.maketrans("aeiou", "AEIOU", " ")
print("hello world out there".translate(t2))
t3 = str.maketrans({"a": "4", "e": "3", "l": None, "o": "0o"})
print(t3)
print("hello leet coder".translate(t3))
t4 = str.maketrans({ord("x"): "X", "y": 89})
print(t4, "xyz".translate(t4))
print("abc".translate({97: None, 98: "BB", 99: 100}))
print("abc".translate({}), "".translate(t1))
rot13 = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
                      "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")
msg = "Hello, World!"
enc = msg.translate(rot13)
print(enc, enc.translate(rot13))
no_punct = str.maketrans("", "", ",.!?;:")
print("Hi, there! How are you? Fine; thanks.".translate(no_punct))
print("日本語".translate(str.maketrans("日", "月")), "café".translate({ord("é"): "e"}))
try:
    str.maketrans("abc", "xy")
except ValueError as e:
    print(type(e).__name__, e)
try:
    str.maketrans({"ab": "x"})
except ValueError as e:
    print(type(e).__name__, e)
try:
    "abc".translate({97: 1.5})
except TypeError as e:
    print(type(e).__name__, e)
leet = {ord(k): v for k, v in zip("aeiost", "4310$7")}
print("testing is so easy".translate(leet))
print(b"hello".translate(bytes.maketrans(b"el", b"ip")), b"hello".translate(None, b"l"))
