# Checks walking a nested JSON-like tool response to find secrets, flatten keys and count leaves.
response = {
    "service": "billing",
    "version": 3,
    "database": {"host": "db.internal", "port": 5432, "password": "hunter2", "replicas": [
        {"host": "r1.internal", "lag_ms": 12},
        {"host": "r2.internal", "lag_ms": 340, "api_key": "abc123"},
    ]},
    "features": {"invoices": True, "refunds": False, "limits": {"daily": 1000, "monthly": None}},
    "owners": ["team-pay", "team-core"],
}

SENSITIVE = ("password", "api_key", "token", "secret")

def flatten(node, prefix=""):
    flat = {}
    if isinstance(node, dict):
        for k, v in node.items():
            flat.update(flatten(v, f"{prefix}.{k}" if prefix else k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            flat.update(flatten(v, f"{prefix}[{i}]"))
    else:
        flat[prefix] = node
    return flat

flat = flatten(response)
print(f"{len(flat)} leaf values")
for k, v in flat.items():
    print(f"  {k} = {v!r}")

secrets = [k for k in flat if k.split(".")[-1] in SENSITIVE]
print("sensitive paths:", secrets)

def redact(node):
    if isinstance(node, dict):
        return {k: ("***" if k in SENSITIVE else redact(v)) for k, v in node.items()}
    if isinstance(node, list):
        return [redact(v) for v in node]
    return node

safe = redact(response)
print("redacted db:", safe["database"])
print("original untouched:", response["database"]["password"])
nulls = [k for k, v in flat.items() if v is None]
flags_on = [k.split(".")[-1] for k, v in flat.items() if v is True]
laggy = [r["host"] for r in response["database"]["replicas"] if r["lag_ms"] > 100]
print("null values:", nulls)
print("enabled features:", flags_on)
print("lagging replicas:", laggy)
