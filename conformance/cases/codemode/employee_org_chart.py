# Checks building an org chart tree from manager ids and computing spans and depths recursively.
employees = [
    {"id": 1, "name": "Grace", "title": "CEO", "manager": None, "salary": 250000},
    {"id": 2, "name": "Alan", "title": "CTO", "manager": 1, "salary": 210000},
    {"id": 3, "name": "Ada", "title": "VP Eng", "manager": 2, "salary": 180000},
    {"id": 4, "name": "Linus", "title": "Engineer", "manager": 3, "salary": 140000},
    {"id": 5, "name": "Margaret", "title": "Engineer", "manager": 3, "salary": 150000},
    {"id": 6, "name": "Katherine", "title": "CFO", "manager": 1, "salary": 200000},
    {"id": 7, "name": "Dorothy", "title": "Analyst", "manager": 6, "salary": 95000},
    {"id": 8, "name": "Ken", "title": "Intern", "manager": 4, "salary": 40000},
]

by_id = {e["id"]: e for e in employees}
reports = {}
for e in employees:
    reports.setdefault(e["manager"], []).append(e["id"])
print("direct reports:", {k: v for k, v in reports.items() if k is not None})

def print_tree(emp_id, depth=0):
    e = by_id[emp_id]
    print(f"{'    ' * depth}- {e['name']} ({e['title']})")
    for child in reports.get(emp_id, []):
        print_tree(child, depth + 1)

root = reports[None][0]
print_tree(root)

def team_size(emp_id):
    return sum(1 + team_size(c) for c in reports.get(emp_id, []))

def team_cost(emp_id):
    return by_id[emp_id]["salary"] + sum(team_cost(c) for c in reports.get(emp_id, []))

def chain_of_command(emp_id):
    chain = []
    cur = by_id[emp_id]["manager"]
    while cur is not None:
        chain.append(by_id[cur]["name"])
        cur = by_id[cur]["manager"]
    return chain

for e in employees:
    if e["id"] in reports:
        print(f"{e['name']:<10} team={team_size(e['id']):<2} cost=${team_cost(e['id']):>9,}")
print("Ken reports up through:", " -> ".join(chain_of_command(8)))
depths = {e["name"]: len(chain_of_command(e["id"])) for e in employees}
print("depths:", depths)
deepest = max(depths.values())
print("deepest level:", deepest, [n for n, d in depths.items() if d == deepest])
