# A stream of concatenated JSON documents read with raw_decode, ASCII and not, with and without hooks.
import json

parts = ['{"id": %d, "name": "item %d", "tags": ["a", "b"]}' % (i, i) for i in range(2000)]
for text in ["\n".join(parts), " ".join(p.replace("item", "é€😀") for p in parts[:300])]:
    for decoder in [json.JSONDecoder(), json.JSONDecoder(object_hook=lambda d: d.get("id", d))]:
        idx = 0
        seen = []
        while idx < len(text):
            obj, idx = decoder.raw_decode(text, idx)
            seen.append(obj)
            while idx < len(text) and text[idx] in " \n":
                idx += 1
        print(len(seen), seen[-1], idx, len(text))
try:
    json.JSONDecoder().raw_decode("é" * 10 + '{"a": [1, 2,, 3]}', 10)
except json.JSONDecodeError as e:
    print(e.msg, e.pos, e.colno)
