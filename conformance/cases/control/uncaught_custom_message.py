# Checks an uncaught ValueError raised explicitly with a multi-part message after partial output.
def validate(record):
    if not isinstance(record, dict):
        raise TypeError("record must be a dict")
    if "name" not in record:
        raise ValueError("record missing 'name': " + repr(record))
    return record["name"].title()
records = [{"name": "ada"}, {"name": "alan turing"}, "not a dict", {"id": 3}, {"name": "never"}]
checked = 0
for r in records:
    try:
        print("valid:", validate(r))
    except TypeError as e:
        print("skipping:", e)
        continue
    finally:
        checked += 1
        print("checked", checked)
print("unreachable")
