"""str.strip family with a set of characters to remove."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'xxhixx'.strip('x')", lambda: 'xxhixx'.strip('x'))
show("'abcHIcba'.strip('abc')", lambda: 'abcHIcba'.strip('abc'))
show("'  hi  '.lstrip()", lambda: '  hi  '.lstrip())
show("'www.example.com'.lstrip('w.')", lambda: 'www.example.com'.lstrip('w.'))
show("'file.txt.bak'.rstrip('.bak')", lambda: 'file.txt.bak'.rstrip('.bak'))
show("'hello'.strip('')", lambda: 'hello'.strip(''))
show("'hello'.strip(None)", lambda: 'hello'.strip(None))
show("'--a--'.rstrip('-')", lambda: '--a--'.rstrip('-'))
show("'\\n\\tline\\r\\n'.strip()", lambda: '\n\tline\r\n'.strip())
show("'aaa'.strip('a')", lambda: 'aaa'.strip('a'))
