# Checks validating records from a tool and collecting human-readable error messages.
records = [
    {"id": 1, "email": "ann@example.com", "age": 34, "country": "NZ", "tags": ["admin"]},
    {"id": 2, "email": "bob-at-example.com", "age": 17, "country": "US", "tags": []},
    {"id": 3, "email": "cy@example.org", "age": None, "country": "usa", "tags": "vip"},
    {"id": 4, "email": "", "age": 150, "country": "DE"},
    {"id": 5, "email": "eve@example.net", "age": "29", "country": "FR", "tags": ["beta", "beta"]},
    {"email": "nobody@example.com", "age": 40, "country": "GB", "tags": []},
]

REQUIRED = ["id", "email", "age", "country", "tags"]

def validate(rec):
    errors = []
    for field in REQUIRED:
        if field not in rec:
            errors.append(f"missing field '{field}'")
    email = rec.get("email")
    if email is not None:
        local, at, domain = email.partition("@")
        if not email:
            errors.append("email is empty")
        elif not at or not local or "." not in domain:
            errors.append(f"invalid email {email!r}")
    age = rec.get("age")
    if "age" in rec:
        if not isinstance(age, int):
            errors.append(f"age must be int, got {type(age).__name__}")
        elif not 18 <= age <= 120:
            errors.append(f"age {age} out of range 18-120")
    country = rec.get("country", "")
    if country and (len(country) != 2 or not country.isupper()):
        errors.append(f"country {country!r} is not an ISO code")
    tags = rec.get("tags")
    if "tags" in rec:
        if not isinstance(tags, list):
            errors.append("tags must be a list")
        elif len(tags) != len(set(tags)):
            errors.append("tags contain duplicates")
    return errors

valid, invalid = [], {}
for i, rec in enumerate(records):
    label = rec.get("id", f"row{i}")
    errs = validate(rec)
    if errs:
        invalid[label] = errs
    else:
        valid.append(label)

print("valid:", valid)
print(f"invalid: {len(invalid)} of {len(records)}")
for label, errs in invalid.items():
    print(f"- record {label}:")
    for e in errs:
        print(f"    * {e}")
error_kinds = {}
for errs in invalid.values():
    for e in errs:
        kind = e.split()[0]
        error_kinds[kind] = error_kinds.get(kind, 0) + 1
print("error kinds:", dict(sorted(error_kinds.items(), key=lambda kv: (-kv[1], kv[0]))))
