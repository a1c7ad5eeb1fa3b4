"""Joining the characters of assorted words and splitting them back."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("('-'.join(''), '-'.join('').split('-') == list('') or '' == '')", lambda: ('-'.join(''), '-'.join('').split('-') == list('') or '' == ''))
show("('-'.join('a'), '-'.join('a').split('-') == list('a') or 'a' == '')", lambda: ('-'.join('a'), '-'.join('a').split('-') == list('a') or 'a' == ''))
show("('-'.join('Hello'), '-'.join('Hello').split('-') == list('Hello') or 'Hello' == '')", lambda: ('-'.join('Hello'), '-'.join('Hello').split('-') == list('Hello') or 'Hello' == ''))
show("('-'.join('hello world'), '-'.join('hello world').split('-') == list('hello world') or 'hello world' == '')", lambda: ('-'.join('hello world'), '-'.join('hello world').split('-') == list('hello world') or 'hello world' == ''))
show("('-'.join('  padded  '), '-'.join('  padded  ').split('-') == list('  padded  ') or '  padded  ' == '')", lambda: ('-'.join('  padded  '), '-'.join('  padded  ').split('-') == list('  padded  ') or '  padded  ' == ''))
show("('-'.join('a,b,,c'), '-'.join('a,b,,c').split('-') == list('a,b,,c') or 'a,b,,c' == '')", lambda: ('-'.join('a,b,,c'), '-'.join('a,b,,c').split('-') == list('a,b,,c') or 'a,b,,c' == ''))
show("('-'.join('tab\\there'), '-'.join('tab\\there').split('-') == list('tab\\there') or 'tab\\there' == '')", lambda: ('-'.join('tab\there'), '-'.join('tab\there').split('-') == list('tab\there') or 'tab\there' == ''))
show("('-'.join('naïve café'), '-'.join('naïve café').split('-') == list('naïve café') or 'naïve café' == '')", lambda: ('-'.join('naïve café'), '-'.join('naïve café').split('-') == list('naïve café') or 'naïve café' == ''))
show("('-'.join('x.y.z'), '-'.join('x.y.z').split('-') == list('x.y.z') or 'x.y.z' == '')", lambda: ('-'.join('x.y.z'), '-'.join('x.y.z').split('-') == list('x.y.z') or 'x.y.z' == ''))
show("('-'.join('AaBbCc'), '-'.join('AaBbCc').split('-') == list('AaBbCc') or 'AaBbCc' == '')", lambda: ('-'.join('AaBbCc'), '-'.join('AaBbCc').split('-') == list('AaBbCc') or 'AaBbCc' == ''))
