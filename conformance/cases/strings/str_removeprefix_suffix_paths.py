"""str.removeprefix and removesuffix on paths and names."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'test_name'.removeprefix('test_')", lambda: 'test_name'.removeprefix('test_'))
show("'name'.removeprefix('test_')", lambda: 'name'.removeprefix('test_'))
show("'file.py'.removesuffix('.py')", lambda: 'file.py'.removesuffix('.py'))
show("'file.py'.removesuffix('')", lambda: 'file.py'.removesuffix(''))
show("'aaa'.removeprefix('a')", lambda: 'aaa'.removeprefix('a'))
show("'/usr/local/bin'.removeprefix('/usr')", lambda: '/usr/local/bin'.removeprefix('/usr'))
show("''.removesuffix('x')", lambda: ''.removesuffix('x'))
