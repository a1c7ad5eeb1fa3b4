tests = [(b'\xff\xfea', 'utf-16'), (b'a', 'utf-16'), (b'a\x00b', 'utf-16-le'), (b'\x00\xd8a\x00', 'utf-16-le'), (b'\x00\xdca\x00', 'utf-16-le'), (b'\x00\xd8', 'utf-16-le'), (b'a\x00\x00\xd8', 'utf-16-le'),
 (b'\xd8\x00\x00a', 'utf-16-be'), (b'\xfe\xff\x00a', 'utf-16'), (b'a\x00', 'utf-16'), (b'\x00\x00\x11\x00', 'utf-32-le'), (b'\x00\xd8\x00\x00', 'utf-32-le'), (b'a\x00\x00', 'utf-32'), (b'\xff\xfe\x00\x00a\x00\x00\x00', 'utf-32'), (b'\x00\x00\xfe\xff\x00\x00\x00a', 'utf-32'), (b'', 'utf-16'), (b'\xff\xfe', 'utf-16'),
 ('naïve café 😀 日本'.encode('utf-16'), 'utf-16'), ('naïve café 😀 日本'.encode('utf-32-be'), 'utf_32_be')]
for data, enc in tests:
    for errors in ['strict', 'replace', 'ignore', 'backslashreplace']:
        try:
            print(enc, data, errors, repr(data.decode(enc, errors)))
        except UnicodeDecodeError as e:
            print(enc, data, errors, type(e).__name__, e, e.start, e.end, e.encoding, e.reason)
for enc in ['utf-16', 'utf-16-le', 'utf-16be', 'UTF16', 'utf_32', 'utf-32-be', 'utf-32le', 'U16', 'U32', 'utf-16-be']:
    print(enc, 'hé😀'.encode(enc), bytearray('hé', enc), str("hé".encode(enc), enc))
print(''.encode('utf-16'), ''.encode('utf-32'))
# A tool returned a UTF-16 document (as Windows tools often do); the agent decodes and parses it.
import json
payload = json.dumps({"name": "Zoë", "city": "Kraków", "emoji": "🚀"}, ensure_ascii=False).encode("utf-16")
print(payload[:2], len(payload))
record = json.loads(payload.decode("utf-16"))
print(record["name"], record["city"], record["emoji"], len(record["emoji"].encode("utf-16-le")))
try:
    payload[:-1].decode("utf-16")
except UnicodeDecodeError as error:
    print(error.reason, error.start, error.end)
