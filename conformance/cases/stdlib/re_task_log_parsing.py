import re

LOG = """\
2024-03-01 12:00:01,123 INFO  [main] server.start: listening on port 8080
2024-03-01 12:00:05,456 WARN  [worker-1] db.pool: slow query took 1532ms
2024-03-01 12:01:10,789 ERROR [worker-2] api.handler: request failed: status=500 path=/api/users/42
malformed line here
2024-03-01 12:02:00,000 DEBUG [main] cache: hit ratio=0.93
2024-03-01 12:03:33,333 ERROR [worker-1] api.handler: request failed: status=404 path=/api/items/7
"""

LINE = re.compile(
    r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>\d{2}:\d{2}:\d{2}),(?P<ms>\d{3}) "
    r"(?P<level>[A-Z]+)\s+\[(?P<thread>[\w-]+)\] (?P<logger>[\w.]+): (?P<msg>.*)$"
)
records = []
for line in LOG.splitlines():
    m = LINE.match(line)
    if not m:
        print("skip:", repr(line))
        continue
    records.append(m.groupdict())
for r in records:
    print(r)
levels = {}
for r in records:
    levels[r["level"]] = levels.get(r["level"], 0) + 1
print(sorted(levels.items()))
errors = [r for r in records if r["level"] == "ERROR"]
for r in errors:
    kv = dict(re.findall(r"(\w+)=(\S+)", r["msg"]))
    print(kv)
print(re.findall(r"(?m)^\S+ \S+ ERROR .*?path=(\S+)$", LOG))
print([int(x) for x in re.findall(r"took (\d+)ms", LOG)])
print(re.findall(r"^\d{4}-\d{2}-\d{2} (\d\d:\d\d)", LOG, re.M))
print(len(re.findall(r"^(?!\d{4}-)", LOG, re.M)))

APACHE = '127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326 "-" "Mozilla/4.08"'
ap = re.compile(r'(?P<ip>\S+) \S+ (?P<user>\S+) \[(?P<ts>[^\]]+)\] "(?P<method>\w+) (?P<path>\S+) (?P<proto>[^"]+)" '
                r'(?P<status>\d{3}) (?P<size>\d+|-)(?: "(?P<ref>[^"]*)" "(?P<ua>[^"]*)")?')
m = ap.match(APACHE)
print(m.groupdict())
print(m.group("ip", "status"), int(m["size"]))
m = ap.match('10.0.0.1 - - [01/Jan/2024:00:00:00 +0000] "POST /login HTTP/1.1" 302 -')
print(m.groupdict())

syslog = "Jan  5 14:03:01 host sshd[1234]: Failed password for invalid user admin from 10.0.0.5 port 22 ssh2"
m = re.search(r"Failed password for (?:invalid user )?(\w+) from ([\d.]+) port (\d+)", syslog)
print(m.groups())
print(re.match(r"(\w{3})\s+(\d+) ([\d:]+) (\S+) (\w+)\[(\d+)\]:", syslog).groups())

trace = '''Traceback (most recent call last):
  File "app.py", line 10, in <module>
    main()
  File "app.py", line 6, in main
    1 / 0
ZeroDivisionError: division by zero'''
print(re.findall(r'File "([^"]+)", line (\d+), in (\S+)', trace))
print(re.search(r"^(\w+(?:Error|Exception)): (.*)$", trace, re.M).groups())
