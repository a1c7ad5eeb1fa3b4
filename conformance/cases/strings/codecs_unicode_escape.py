for data in [b'a\\x4', b'\\xg1', b'\\u12', b'\\U00110000', b'\\N{BULLET}x', b'\\N{NOPE}', b'\\N{BULL', b'\\101\\7\\q\\\n\\"\\t', b'caf\xe9\\', b'\\N', b'\\Nx', b'\\N{}']:
    for errors in ['strict', 'replace', 'backslashreplace', 'ignore']:
        try:
            print(data, errors, repr(data.decode('unicode_escape', errors)))
        except UnicodeDecodeError as e:
            print(data, errors, e, e.start, e.end)
for data in [b'\\u00e9 \\\\u00e9 \\x41 \\U0001F600', b'\\u12', b'a\\']:
    try:
        print(repr(data.decode('raw_unicode_escape')))
    except UnicodeDecodeError as e:
        print(e, e.start, e.end)
print('tab\t nl\n quote\' dq" bs\\ é € 😀 \x7f \x00'.encode('unicode_escape'))
print('tab\t bs\\ é € 😀'.encode('raw_unicode_escape'), 'x'.encode('Unicode_Escape'))
# An agent unescaping a string a tool returned with literal escapes.
raw = r'Line one\nLine two\tTabbed \u2014 dash \"quoted\"'
print(raw.encode('latin-1').decode('unicode_escape'))
