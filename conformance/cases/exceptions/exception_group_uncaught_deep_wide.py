# An uncaught group wider than 15 and deeper than 10: "and N more exceptions" and
# "... (max_group_depth is 10)" in the report.
e = ValueError("deep")
for i in range(13):
    e = ExceptionGroup(f"level {i}", [e])
wide = ExceptionGroup("wide", [ValueError(i) for i in range(18)] + [e])
raise wide
