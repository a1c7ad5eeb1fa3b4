# A syntax error report: the line and its marker.
print("before")
def broken(:
    pass
