# Checks setting attributes on exception instances after creation, before raising and while handling.
class JobError(Exception):
    pass

def run_job(job):
    if job["size"] > 10:
        err = JobError(f"job {job['id']} too large")
        err.job_id = job["id"]
        err.size = job["size"]
        err.hint = "split it"
        raise err
    return job["size"] * 2

jobs = [{"id": "a", "size": 3}, {"id": "b", "size": 40}, {"id": "c", "size": 11}]
failures = []
for job in jobs:
    try:
        print(job["id"], run_job(job))
    except JobError as e:
        e.handled_by = "main loop"
        failures.append(e)
        print(job["id"], "failed:", e, e.job_id, e.size, e.hint)

for f in failures:
    print(sorted(vars(f).items()))
print([f.args for f in failures])

e = ValueError("builtin too")
e.code = 17
print(e.code, e.args, sorted(vars(e)))

try:
    int("zz")
except ValueError as err:
    err.input_value = "zz"
    stored = err
print(stored.input_value, stored)

class Annotated(Exception):
    severity = "low"

a = Annotated("x")
print(a.severity)
a.severity = "high"
print(a.severity, Annotated.severity, Annotated("y").severity)

def enrich(exc, **info):
    for k, v in info.items():
        setattr(exc, k, v)
    return exc

try:
    raise enrich(JobError("enriched"), retry=True, attempts=3)
except JobError as j:
    print(j, j.retry, j.attempts, getattr(j, "missing", "no attr"))

try:
    try:
        raise JobError("inner")
    except JobError as inner:
        inner.note = "seen by first handler"
        raise
except JobError as outer:
    print(outer.note)

print(hasattr(JobError("z"), "job_id"), hasattr(failures[0], "job_id"))
