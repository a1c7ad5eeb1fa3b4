# Checks retry loops around a simulated flaky tool that fails deterministically for some inputs.
call_log = []
attempts_by_city = {}

def fetch_weather(city):
    n = attempts_by_city.get(city, 0) + 1
    attempts_by_city[city] = n
    call_log.append(f"{city}#{n}")
    if city == "Atlantis":
        raise ValueError(f"unknown city: {city}")
    if city == "Paris" and n < 3:
        raise TimeoutError(f"timeout fetching {city} (attempt {n})")
    if city == "Tokyo" and n == 1:
        raise RuntimeError("connection reset")
    return {"city": city, "temp": len(city) * 3.5}

def with_retries(fn, arg, max_attempts=3):
    last_error = None
    for attempt in range(1, max_attempts + 1):
        try:
            result = fn(arg)
        except (TimeoutError, RuntimeError) as e:
            last_error = e
            print(f"  retryable error on attempt {attempt}: {type(e).__name__}: {e}")
            continue
        except ValueError as e:
            print(f"  permanent error: {e}")
            return None, str(e)
        else:
            return result, None
    return None, f"gave up after {max_attempts} attempts: {last_error}"

results = {}
failures = {}
for city in ["Lima", "Paris", "Atlantis", "Tokyo"]:
    print(f"fetching {city}")
    data, err = with_retries(fetch_weather, city)
    if err:
        failures[city] = err
    else:
        results[city] = data["temp"]

attempts_by_city.clear()
print("strict budget:")
data, err = with_retries(fetch_weather, "Paris", max_attempts=2)
print("  ->", data, "|", err)

print("call log:", call_log)
print("results:", results)
print("failures:", failures)
print(f"success rate: {len(results)}/{len(results) + len(failures)} ({len(results) / (len(results) + len(failures)):.0%})")
