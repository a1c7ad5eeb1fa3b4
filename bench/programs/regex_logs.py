# Regular expressions over generated log text: named-group parsing per line, findall over the
# whole text, and sub with a template and with a function (deterministic LCG, no randomness).
import re

users = ["alice", "bob", "carol", "dave", "erin", "frank"]
levels = ["INFO", "WARN", "ERROR", "DEBUG"]
state = 2024


def rand():
    global state
    state = (state * 1103515245 + 12345) % 2147483648
    return state >> 16


lines = []
for i in range(30000):
    user = users[rand() % len(users)]
    lines.append(
        "2024-%02d-%02d %02d:%02d:%02d %s [svc%d] user=%s@example.com took %dms status=%d"
        % (1 + rand() % 12, 1 + rand() % 28, rand() % 24, rand() % 60, rand() % 60,
           levels[rand() % 4], rand() % 5, user, rand() % 900, 200 + 100 * (rand() % 4))
    )
text = "\n".join(lines)

line_re = re.compile(
    r"(?P<date>\d{4}-\d\d-\d\d) (?P<time>[\d:]+) (?P<level>[A-Z]+) \[(?P<svc>\w+)\] "
    r"user=(?P<user>[\w.]+)@(?P<domain>[\w.]+) took (?P<ms>\d+)ms status=(?P<status>\d+)$"
)
by_level = {}
slow = 0
for line in lines:
    m = line_re.match(line)
    fields = m.groupdict()
    by_level[fields["level"]] = by_level.get(fields["level"], 0) + 1
    if int(fields["ms"]) > 800:
        slow += 1

emails = re.findall(r"[\w.]+@[\w.]+\.com", text)
errors = len(re.findall(r"^\S+ \S+ ERROR", text, re.M))
masked = re.sub(r"\d", "#", text[:200000])
dates = re.sub(r"(\d{4})-(\d\d)-(\d\d)", r"\3/\2/\1", text[:200000])
upper = re.sub(r"user=(\w+)", lambda m: "user=" + m.group(1).upper(), text[:100000])
words = len(re.split(r"\s+", text))
print(sorted(by_level.items()), slow, len(emails), errors, masked[:60], dates[:40], upper[:80], words)
