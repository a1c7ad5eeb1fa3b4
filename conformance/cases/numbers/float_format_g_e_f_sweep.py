"""The g, e and f format types across floats."""

INF = float('inf')
NAN = float('nan')

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(f'{0.0:g}', f'{0.0:.3e}', f'{0.0:.2f}')", lambda: (f'{0.0:g}', f'{0.0:.3e}', f'{0.0:.2f}'))
show("(f'{-0.0:g}', f'{-0.0:.3e}', f'{-0.0:.2f}')", lambda: (f'{-0.0:g}', f'{-0.0:.3e}', f'{-0.0:.2f}'))
show("(f'{0.5:g}', f'{0.5:.3e}', f'{0.5:.2f}')", lambda: (f'{0.5:g}', f'{0.5:.3e}', f'{0.5:.2f}'))
show("(f'{1.5:g}', f'{1.5:.3e}', f'{1.5:.2f}')", lambda: (f'{1.5:g}', f'{1.5:.3e}', f'{1.5:.2f}'))
show("(f'{2.5:g}', f'{2.5:.3e}', f'{2.5:.2f}')", lambda: (f'{2.5:g}', f'{2.5:.3e}', f'{2.5:.2f}'))
show("(f'{-2.5:g}', f'{-2.5:.3e}', f'{-2.5:.2f}')", lambda: (f'{-2.5:g}', f'{-2.5:.3e}', f'{-2.5:.2f}'))
show("(f'{1e-7:g}', f'{1e-7:.3e}', f'{1e-7:.2f}')", lambda: (f'{1e-7:g}', f'{1e-7:.3e}', f'{1e-7:.2f}'))
show("(f'{123456.789:g}', f'{123456.789:.3e}', f'{123456.789:.2f}')", lambda: (f'{123456.789:g}', f'{123456.789:.3e}', f'{123456.789:.2f}'))
show("(f'{1e16:g}', f'{1e16:.3e}', f'{1e16:.2f}')", lambda: (f'{1e16:g}', f'{1e16:.3e}', f'{1e16:.2f}'))
show("(f'{INF:g}', f'{INF:.3e}', f'{INF:.2f}')", lambda: (f'{INF:g}', f'{INF:.3e}', f'{INF:.2f}'))
show("(f'{NAN:g}', f'{NAN:.3e}', f'{NAN:.2f}')", lambda: (f'{NAN:g}', f'{NAN:.3e}', f'{NAN:.2f}'))
