"""len and repr of assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(len(''), repr(''), ascii(''))", lambda: (len(''), repr(''), ascii('')))
show("(len('a'), repr('a'), ascii('a'))", lambda: (len('a'), repr('a'), ascii('a')))
show("(len('Hello'), repr('Hello'), ascii('Hello'))", lambda: (len('Hello'), repr('Hello'), ascii('Hello')))
show("(len('hello world'), repr('hello world'), ascii('hello world'))", lambda: (len('hello world'), repr('hello world'), ascii('hello world')))
show("(len('  padded  '), repr('  padded  '), ascii('  padded  '))", lambda: (len('  padded  '), repr('  padded  '), ascii('  padded  ')))
show("(len('MiXeD CaSe'), repr('MiXeD CaSe'), ascii('MiXeD CaSe'))", lambda: (len('MiXeD CaSe'), repr('MiXeD CaSe'), ascii('MiXeD CaSe')))
show("(len('tab\\there'), repr('tab\\there'), ascii('tab\\there'))", lambda: (len('tab\there'), repr('tab\there'), ascii('tab\there')))
show("(len('naïve café'), repr('naïve café'), ascii('naïve café'))", lambda: (len('naïve café'), repr('naïve café'), ascii('naïve café')))
show("(len('123'), repr('123'), ascii('123'))", lambda: (len('123'), repr('123'), ascii('123')))
show("(len('x_1'), repr('x_1'), ascii('x_1'))", lambda: (len('x_1'), repr('x_1'), ascii('x_1')))
