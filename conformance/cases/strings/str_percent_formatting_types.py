"""printf-style formatting with each conversion type."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'%s|%r|%a' % ('é', 'é', 'é')", lambda: '%s|%r|%a' % ('é', 'é', 'é'))
show("'%d %i %u' % (1.9, -2, 3)", lambda: '%d %i %u' % (1.9, -2, 3))
show("'%5.2f|%-8.3e|%g' % (3.14159, 12345.678, 0.0001)", lambda: '%5.2f|%-8.3e|%g' % (3.14159, 12345.678, 0.0001))
show("'%x %X %o %#x %#o' % (255, 255, 8, 255, 8)", lambda: '%x %X %o %#x %#o' % (255, 255, 8, 255, 8))
show("'%c%c' % (72, 'i')", lambda: '%c%c' % (72, 'i'))
show("'%05d|%+d|% d' % (42, 42, 42)", lambda: '%05d|%+d|% d' % (42, 42, 42))
show("'%(name)s is %(age)d' % {'name': 'Ann', 'age': 30}", lambda: '%(name)s is %(age)d' % {'name': 'Ann', 'age': 30})
show("'%.3s' % 'abcdef'", lambda: '%.3s' % 'abcdef')
show("'%*d' % (5, 42)", lambda: '%*d' % (5, 42))
show("'%%'  % ()", lambda: '%%'  % ())
show("'%d' % 'x'", lambda: '%d' % 'x')
show("'%s %s' % ('a',)", lambda: '%s %s' % ('a',))
show("'%s' % ('a', 'b')", lambda: '%s' % ('a', 'b'))
show("'%z' % 1", lambda: '%z' % 1)
