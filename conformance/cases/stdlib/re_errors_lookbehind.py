import re


def show(pattern, flags=0):
    try:
        re.compile(pattern, flags)
        print(repr(pattern), "compiled")
    except re.error as e:
        print(repr(pattern), "|", e.msg, "|", e.pos, e.lineno, e.colno, "|", e)


for p in ["(?<=a+)b", "(?<=a*)b", "(?<=a?)b", "(?<=a{1,2})b", "(?<=a{2})b", "(?<!a|bc)x", "(?<=a|bc)x",
          "(?<=(a|bc))x", "(?<=(?:ab|cd))x", "(?<=\\w+)", "(?<=a)(?<!b+)", "(?<=x(?<=a+))", "(?<=(a)\\1)b",
          "(?<=(?P<n>a)(?P=n))b", "(?<=a(?=b+))b", "(?<=a(?!b*))c", "(?<=\\b)x", "(?<=^)x", "(?<=$)x", "(?<=.)x",
          "(?<=[abc])x", "(?<=(?i)a)", "(?<=(?>a|bc))x", "(?<=a++)", "(?<=a{3}+)b", "ab(?<=a.b+)",
          "(a)(?<=\\1)", "(?<=\\d{3}-)\\d+", "(?<=[ab]{2}|cd)x", "(?<!(?:x|y){3})z"]:
    show(p)
try:
    re.search("(?<=\\s+)word", "a  word")
except re.error as e:
    print(type(e).__name__, e, e.pattern, e.pos)
try:
    re.compile("(?<=a+)b")
except re.error as e:
    print(e.args, repr(e))
print(re.search("(?<=\\s)word", "a  word"))
print(re.search("(?:\\s+)(word)", "a  word").group(1))
