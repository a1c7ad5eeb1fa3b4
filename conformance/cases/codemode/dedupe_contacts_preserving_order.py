# Checks deduplicating contact records by normalized email while preserving first-seen order.
contacts = [
    {"name": "Ana Silva", "email": "Ana.Silva@Example.com ", "phone": "555-0101"},
    {"name": "Ben Ode", "email": "ben@ode.io", "phone": None},
    {"name": "Ana S.", "email": "ana.silva@example.com", "phone": "555 0101"},
    {"name": "Carla Diaz", "email": "carla@diaz.dev", "phone": "(555) 0199"},
    {"name": "Benjamin Ode", "email": "BEN@ODE.IO", "phone": "555-0150"},
    {"name": "Dev Patel", "email": "", "phone": "555-0177"},
    {"name": "Carla Diaz", "email": "carla@diaz.dev", "phone": None},
]

def norm_email(e):
    return e.strip().lower()

def norm_phone(p):
    if not p:
        return None
    return "".join(ch for ch in p if ch.isdigit())

unique = {}
skipped = []
merged_count = 0
for c in contacts:
    key = norm_email(c["email"])
    if not key:
        skipped.append(c["name"])
        continue
    if key not in unique:
        unique[key] = {"name": c["name"], "email": key, "phones": []}
    else:
        merged_count += 1
        if len(c["name"]) > len(unique[key]["name"]):
            unique[key]["name"] = c["name"]
    phone = norm_phone(c["phone"])
    if phone and phone not in unique[key]["phones"]:
        unique[key]["phones"].append(phone)

print(f"input: {len(contacts)}, unique: {len(unique)}, merged: {merged_count}, skipped: {skipped}")
for i, (email, rec) in enumerate(unique.items(), 1):
    phones = ", ".join(rec["phones"]) if rec["phones"] else "no phone"
    print(f"{i}. {rec['name']:<14} <{email}>  {phones}")

domains = {}
for email in unique:
    domain = email.partition("@")[2]
    domains[domain] = domains.get(domain, 0) + 1
print("domains:", domains)
seen = set()
order = [c["name"].split()[0] for c in contacts if not (c["name"].split()[0] in seen or seen.add(c["name"].split()[0]))]
print("first names in order:", order)
