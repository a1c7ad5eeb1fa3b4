"""str.startswith and endswith with tuples and bounds."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'report.csv'.endswith(('.csv', '.tsv'))", lambda: 'report.csv'.endswith(('.csv', '.tsv')))
show("'report.txt'.endswith(('.csv', '.tsv'))", lambda: 'report.txt'.endswith(('.csv', '.tsv')))
show("'https://x'.startswith(('http://', 'https://'))", lambda: 'https://x'.startswith(('http://', 'https://')))
show("'hello'.startswith('ell', 1)", lambda: 'hello'.startswith('ell', 1))
show("'hello'.startswith('ell', 1, 3)", lambda: 'hello'.startswith('ell', 1, 3))
show("'hello'.endswith('ll', 0, 4)", lambda: 'hello'.endswith('ll', 0, 4))
show("'hello'.startswith('')", lambda: 'hello'.startswith(''))
show("'hello'.startswith('', 6)", lambda: 'hello'.startswith('', 6))
show("'hello'.endswith(())", lambda: 'hello'.endswith(()))
show("'hello'.startswith('h', -5)", lambda: 'hello'.startswith('h', -5))
