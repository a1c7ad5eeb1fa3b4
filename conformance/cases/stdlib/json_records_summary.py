import json

raw = """[
  {"name": "alice", "dept": "eng", "salary": 120000, "skills": ["py", "rust"]},
  {"name": "bob", "dept": "ops", "salary": 90000, "skills": []},
  {"name": "carol", "dept": "eng", "salary": 135000.5, "skills": ["go"]},
  {"name": "dan", "dept": "sales", "salary": 70000, "skills": ["excel", "py"]}
]"""
people = json.loads(raw)
by_dept = {}
for p in people:
    by_dept.setdefault(p["dept"], []).append(p)
summary = {
    dept: {
        "count": len(rows),
        "total": sum(r["salary"] for r in rows),
        "names": [r["name"] for r in rows],
    }
    for dept, rows in sorted(by_dept.items())
}
print(json.dumps(summary, indent=2))
print(json.dumps(summary, sort_keys=True, separators=(",", ":")))
skills = sorted({s for p in people for s in p["skills"]})
print(json.dumps({"skills": skills, "n": len(skills)}))
print(json.loads(json.dumps(summary)) == summary)
