"""printf-style %s, %r and %10s of assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("('%s|%r|%10s|%-6.2s|' % ('', '', '', ''))", lambda: ('%s|%r|%10s|%-6.2s|' % ('', '', '', '')))
show("('%s|%r|%10s|%-6.2s|' % ('a', 'a', 'a', 'a'))", lambda: ('%s|%r|%10s|%-6.2s|' % ('a', 'a', 'a', 'a')))
show("('%s|%r|%10s|%-6.2s|' % ('Hello', 'Hello', 'Hello', 'Hello'))", lambda: ('%s|%r|%10s|%-6.2s|' % ('Hello', 'Hello', 'Hello', 'Hello')))
show("('%s|%r|%10s|%-6.2s|' % ('hello world', 'hello world', 'hello world', 'hello world'))", lambda: ('%s|%r|%10s|%-6.2s|' % ('hello world', 'hello world', 'hello world', 'hello world')))
show("('%s|%r|%10s|%-6.2s|' % ('  padded  ', '  padded  ', '  padded  ', '  padded  '))", lambda: ('%s|%r|%10s|%-6.2s|' % ('  padded  ', '  padded  ', '  padded  ', '  padded  ')))
show("('%s|%r|%10s|%-6.2s|' % ('a,b,,c', 'a,b,,c', 'a,b,,c', 'a,b,,c'))", lambda: ('%s|%r|%10s|%-6.2s|' % ('a,b,,c', 'a,b,,c', 'a,b,,c', 'a,b,,c')))
show("('%s|%r|%10s|%-6.2s|' % ('tab\\there', 'tab\\there', 'tab\\there', 'tab\\there'))", lambda: ('%s|%r|%10s|%-6.2s|' % ('tab\there', 'tab\there', 'tab\there', 'tab\there')))
show("('%s|%r|%10s|%-6.2s|' % ('naïve café', 'naïve café', 'naïve café', 'naïve café'))", lambda: ('%s|%r|%10s|%-6.2s|' % ('naïve café', 'naïve café', 'naïve café', 'naïve café')))
show("('%s|%r|%10s|%-6.2s|' % ('x.y.z', 'x.y.z', 'x.y.z', 'x.y.z'))", lambda: ('%s|%r|%10s|%-6.2s|' % ('x.y.z', 'x.y.z', 'x.y.z', 'x.y.z')))
show("('%s|%r|%10s|%-6.2s|' % ('AaBbCc', 'AaBbCc', 'AaBbCc', 'AaBbCc'))", lambda: ('%s|%r|%10s|%-6.2s|' % ('AaBbCc', 'AaBbCc', 'AaBbCc', 'AaBbCc')))
