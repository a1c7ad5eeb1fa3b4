# Checks input, exit, quit, help and friends are refused cleanly (open(0): without a filesystem, no descriptor)
# expect: ok
# stdout-ends: ['NameError', 'PermissionError']\n
names = []
for attempt in (lambda: input(), lambda: exit(3), lambda: quit(), lambda: help(1),
                lambda: license(), lambda: copyright(), lambda: credits(), lambda: open(0).read()):
    try:
        attempt()
        names.append('ran')
    except Exception as e:
        names.append(type(e).__name__)
print(sorted(set(names)))
