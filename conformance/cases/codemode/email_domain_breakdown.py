# Checks breaking down signups by email domain, flagging free providers and typos.
signups = [
    "alice@gmail.com", "bob@Company.io", "carol@gmial.com", "dan@yahoo.com",
    "erin@company.io", "frank@outlook.com", "grace@startup.dev", "heidi@gmail.com",
    "ivan@company.io", "judy@hotmial.com", "not-an-email", "mallory@gmail.com ",
]
FREE = {"gmail.com", "yahoo.com", "outlook.com", "hotmail.com"}
TYPOS = {"gmial.com": "gmail.com", "hotmial.com": "hotmail.com"}

invalid = []
domains = {}
corrected = []
for raw in signups:
    email = raw.strip().lower()
    user, at, domain = email.partition("@")
    if not at or not user or "." not in domain:
        invalid.append(raw)
        continue
    if domain in TYPOS:
        corrected.append(f"{email} -> {user}@{TYPOS[domain]}")
        domain = TYPOS[domain]
    domains.setdefault(domain, []).append(user)

print("invalid:", invalid)
print("corrected typos:")
for c in corrected:
    print("  ", c)

total = sum(len(users) for users in domains.values())
free_count = sum(len(u) for d, u in domains.items() if d in FREE)
print(f"\n{total} valid signups, {free_count} on free providers ({free_count / total:.0%})")
print(f"{'domain':<14}{'count':>6}{'share':>8}  users")
for domain, users in sorted(domains.items(), key=lambda kv: (-len(kv[1]), kv[0])):
    tag = " (free)" if domain in FREE else ""
    print(f"{domain:<14}{len(users):>6}{len(users) / total:>8.1%}  {', '.join(sorted(users))}{tag}")

business = sorted(d for d in domains if d not in FREE)
print("\nbusiness domains:", business)
top_tld = {}
for d, users in domains.items():
    tld = d.rsplit(".", 1)[-1]
    top_tld[tld] = top_tld.get(tld, 0) + len(users)
print("by TLD:", dict(sorted(top_tld.items(), key=lambda kv: -kv[1])))
