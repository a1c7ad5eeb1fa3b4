"""Distinct characters and their sorted order over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(len(set('')), ''.join(sorted(set(''))))", lambda: (len(set('')), ''.join(sorted(set('')))))
show("(len(set('a')), ''.join(sorted(set('a'))))", lambda: (len(set('a')), ''.join(sorted(set('a')))))
show("(len(set('Hello')), ''.join(sorted(set('Hello'))))", lambda: (len(set('Hello')), ''.join(sorted(set('Hello')))))
show("(len(set('hello world')), ''.join(sorted(set('hello world'))))", lambda: (len(set('hello world')), ''.join(sorted(set('hello world')))))
show("(len(set('  padded  ')), ''.join(sorted(set('  padded  '))))", lambda: (len(set('  padded  ')), ''.join(sorted(set('  padded  ')))))
show("(len(set('a,b,,c')), ''.join(sorted(set('a,b,,c'))))", lambda: (len(set('a,b,,c')), ''.join(sorted(set('a,b,,c')))))
show("(len(set('tab\\there')), ''.join(sorted(set('tab\\there'))))", lambda: (len(set('tab\there')), ''.join(sorted(set('tab\there')))))
show("(len(set('naïve café')), ''.join(sorted(set('naïve café'))))", lambda: (len(set('naïve café')), ''.join(sorted(set('naïve café')))))
show("(len(set('x.y.z')), ''.join(sorted(set('x.y.z'))))", lambda: (len(set('x.y.z')), ''.join(sorted(set('x.y.z')))))
show("(len(set('AaBbCc')), ''.join(sorted(set('AaBbCc'))))", lambda: (len(set('AaBbCc')), ''.join(sorted(set('AaBbCc')))))
