"""Slices with steps and negative bounds over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''[1:4], ''[::-2], ''[-3:], ''[:100])", lambda: (''[1:4], ''[::-2], ''[-3:], ''[:100]))
show("('a'[1:4], 'a'[::-2], 'a'[-3:], 'a'[:100])", lambda: ('a'[1:4], 'a'[::-2], 'a'[-3:], 'a'[:100]))
show("('Hello'[1:4], 'Hello'[::-2], 'Hello'[-3:], 'Hello'[:100])", lambda: ('Hello'[1:4], 'Hello'[::-2], 'Hello'[-3:], 'Hello'[:100]))
show("('hello world'[1:4], 'hello world'[::-2], 'hello world'[-3:], 'hello world'[:100])", lambda: ('hello world'[1:4], 'hello world'[::-2], 'hello world'[-3:], 'hello world'[:100]))
show("('  padded  '[1:4], '  padded  '[::-2], '  padded  '[-3:], '  padded  '[:100])", lambda: ('  padded  '[1:4], '  padded  '[::-2], '  padded  '[-3:], '  padded  '[:100]))
show("('a,b,,c'[1:4], 'a,b,,c'[::-2], 'a,b,,c'[-3:], 'a,b,,c'[:100])", lambda: ('a,b,,c'[1:4], 'a,b,,c'[::-2], 'a,b,,c'[-3:], 'a,b,,c'[:100]))
show("('tab\\there'[1:4], 'tab\\there'[::-2], 'tab\\there'[-3:], 'tab\\there'[:100])", lambda: ('tab\there'[1:4], 'tab\there'[::-2], 'tab\there'[-3:], 'tab\there'[:100]))
show("('naïve café'[1:4], 'naïve café'[::-2], 'naïve café'[-3:], 'naïve café'[:100])", lambda: ('naïve café'[1:4], 'naïve café'[::-2], 'naïve café'[-3:], 'naïve café'[:100]))
show("('x.y.z'[1:4], 'x.y.z'[::-2], 'x.y.z'[-3:], 'x.y.z'[:100])", lambda: ('x.y.z'[1:4], 'x.y.z'[::-2], 'x.y.z'[-3:], 'x.y.z'[:100]))
show("('AaBbCc'[1:4], 'AaBbCc'[::-2], 'AaBbCc'[-3:], 'AaBbCc'[:100])", lambda: ('AaBbCc'[1:4], 'AaBbCc'[::-2], 'AaBbCc'[-3:], 'AaBbCc'[:100]))
