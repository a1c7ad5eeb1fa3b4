# Methods of str and list subclasses given generators or key functions (the receiver is not what
# runs Python code), and a bare str.join() call.
try:
    str.join()
except TypeError as e:
    print(e)
class L(list): pass
l = L([3,1,2])
l.sort(key=lambda x: -x)
print(l)
l.extend(x for x in (7, 8))
print(l)
class S(str): pass
print(S("+").join(c for c in "xyz"))
print(S("+").join(["a","b"]))
