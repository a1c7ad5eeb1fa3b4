"""Merging a JSON config over defaults, recursing into nested sections."""
import json

defaults = {"server": {"host": "0.0.0.0", "port": 8000, "debug": False}, "workers": 2, "paths": ["/srv"]}
override = json.loads('{"server": {"port": 9000, "debug": true}, "paths": ["/data"], "extra": {"x": 1}}')


def merge(base, update):
    merged = dict(base)
    for key, value in update.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = merge(merged[key], value)
        else:
            merged[key] = value
    return merged


config = merge(defaults, override)
print(json.dumps(config, indent=2, sort_keys=True))
print(defaults["server"]["port"], config["server"]["port"])
