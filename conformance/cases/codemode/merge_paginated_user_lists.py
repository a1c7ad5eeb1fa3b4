# Checks merging users fetched from two paginated sources, resolving conflicts by updated_at.
crm_pages = [
    [{"id": "u1", "name": "Ann Lee", "email": "ann@x.com", "updated_at": "2024-03-01"},
     {"id": "u2", "name": "Bo Chan", "email": "bo@x.com", "updated_at": "2024-01-15"}],
    [{"id": "u3", "name": "Cy Diaz", "email": "cy@x.com", "updated_at": "2024-02-20"}],
    [],
]
billing_pages = [
    [{"id": "u2", "name": "Bo Chan", "email": "bo.chan@x.com", "updated_at": "2024-04-02", "plan": "pro"}],
    [{"id": "u4", "name": "Di Eve", "email": "di@x.com", "updated_at": "2024-04-10", "plan": "free"},
     {"id": "u1", "name": "Ann Lee", "email": "ann@old.com", "updated_at": "2023-12-31", "plan": "team"}],
]

def fetch_all(pages, source):
    out = []
    for page_no, page in enumerate(pages, 1):
        print(f"{source}: page {page_no} -> {len(page)} records")
        if not page:
            break
        out.extend(dict(r, source=source) for r in page)
    return out

records = fetch_all(crm_pages, "crm") + fetch_all(billing_pages, "billing")
print("total fetched:", len(records))

merged = {}
conflicts = []
for r in records:
    cur = merged.get(r["id"])
    if cur is None:
        merged[r["id"]] = dict(r)
        continue
    for field in ("name", "email"):
        if cur[field] != r[field]:
            conflicts.append((r["id"], field, cur[field], r[field]))
    newer = r if r["updated_at"] > cur["updated_at"] else cur
    older = cur if newer is r else r
    combined = dict(older)
    combined.update(newer)
    combined["sources"] = sorted(set(cur.get("sources", [cur["source"]])) | {r["source"]})
    merged[r["id"]] = combined

print("conflicts:")
for uid, field, a, b in conflicts:
    print(f"  {uid}.{field}: {a!r} vs {b!r}")
print()
for uid in sorted(merged):
    u = merged[uid]
    print(f"{uid} {u['name']:<8} {u['email']:<15} plan={u.get('plan', '-'):<5} updated={u['updated_at']} sources={u.get('sources', [u['source']])}")
plans = {}
for u in merged.values():
    plans[u.get("plan", "none")] = plans.get(u.get("plan", "none"), 0) + 1
print("plans:", plans)
