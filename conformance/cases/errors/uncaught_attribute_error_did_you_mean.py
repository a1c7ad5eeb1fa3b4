# Checks an uncaught AttributeError on a str, where CPython adds a "Did you mean" suggestion.
title = "quarterly report"
words = title.split()
print(words)
print(title.upper())
print(title.title())
print(title.replace("report", "summary"))
try:
    title.uper()
except AttributeError as e:
    print("caught form:", e)
for w in words:
    print(w.capitalize(), len(w))
print("now uncaught")
print(title.uper())
print("never printed")
