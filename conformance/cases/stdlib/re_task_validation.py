import re

IPV4 = re.compile(r"(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)")
for ip in ["192.168.1.1", "255.255.255.255", "0.0.0.0", "256.1.1.1", "1.2.3", "01.2.3.4", "1.2.3.4.5", "10.0.0.1\n", " 1.1.1.1"]:
    print(repr(ip), bool(IPV4.fullmatch(ip)), bool(re.match(IPV4.pattern + "$", ip)))
SEMVER = re.compile(r"^(?P<major>0|[1-9]\d*)\.(?P<minor>0|[1-9]\d*)\.(?P<patch>0|[1-9]\d*)"
                    r"(?:-(?P<pre>(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?"
                    r"(?:\+(?P<build>[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$")
for v in ["1.0.0", "2.10.3-alpha.1", "1.0.0-rc.1+build.5", "1.0", "01.0.0", "1.0.0-", "0.0.1+exp.sha.5114f85", "1.2.3-01"]:
    m = SEMVER.match(v)
    print(v, m.groupdict() if m else None)
versions = ["1.10.0", "1.2.0", "1.2.10", "1.2.9"]
print(sorted(versions, key=lambda v: tuple(int(x) for x in re.findall(r"\d+", v))))
checks = {
    "hex color": (r"#(?:[0-9a-fA-F]{3}){1,2}", ["#fff", "#A1B2C3", "#abcd", "fff"]),
    "uuid": (r"[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
             ["123e4567-e89b-12d3-a456-426614174000", "123e4567-e89b-62d3-a456-426614174000"]),
    "identifier": (r"[A-Za-z_]\w*", ["_x1", "1x", "snake_case", "has space"]),
    "zip": (r"\d{5}(?:-\d{4})?", ["12345", "12345-6789", "1234", "12345-67"]),
    "username": (r"(?=.{3,16}$)[a-z0-9]+(?:[._-][a-z0-9]+)*", ["john_doe", "ab", "a..b", "valid.user-1", "x" * 17]),
    "password": (r"(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^\w\s]).{8,}", ["Passw0rd!", "password", "P@ss1", "GoodOne#9"]),
    "mac": (r"(?:[0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}", ["00:1A:2b:3C:4d:5E", "00-1A-2B-3C-4D-5E", "001A2B3C4D5E"]),
    "iso date": (r"\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])", ["2024-02-29", "2024-2-29", "2024-00-10"]),
    "float": (r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?", ["3.14", "-.5", "1e10", "1.2.3", ".", "+7."]),
    "domain": (r"(?=.{1,253}$)(?:(?!-)[A-Za-z0-9-]{1,63}(?<!-)\.)+[A-Za-z]{2,63}", ["example.com", "-bad.com", "a.b.c.io", "localhost"]),
}
for name, (pat, samples) in checks.items():
    rx = re.compile(pat)
    print(name, [(s, bool(rx.fullmatch(s))) for s in samples])
print(bool(re.fullmatch(r"\d+", "123\n")), bool(re.match(r"^\d+$", "123\n")), bool(re.match(r"\A\d+\Z", "123\n")))
print(bool(re.fullmatch(r"(?i)true|false|yes|no", "YES")), bool(re.fullmatch(r"true|false", "truefalse")))
print(bool(re.fullmatch(r"[\w.-]+\.(?:jpe?g|png|gif)", "photo.JPG", re.I)), bool(re.fullmatch(r"[\w.-]+\.(?:jpe?g|png|gif)", "x.bmp")))
