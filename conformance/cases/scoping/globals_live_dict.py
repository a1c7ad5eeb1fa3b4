x = 1
g = globals()
print(g is globals(), type(g).__name__)
g['y'] = 2
print(y)
def f():
    return x + y
print(f())
globals()['x'] = 10
print(x, f())
exec("z = x * 3", globals())
print(z)
del g['z']
try:
    print(z)
except NameError as e:
    print(e)
for name in ['a', 'b']:
    globals()[name] = name.upper()
print(a, b)
print(sorted(k for k in globals() if not k.startswith('__')))
def setg():
    global w
    w = 5
setg()
print(g['w'])
globals().update(q=7)
print(q)
print('x' in dir())
import math
print(g['math'] is math)
class C:
    v = x
print(C.v, g['C'] is C)
print(globals().get('nope', 'dflt'))
x += 1
print(g['x'])
del x
print('x' in g)
print(__name__, g['__name__'])
