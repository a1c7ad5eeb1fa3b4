"""Mock(spec=async_function) is awaitable; create_autospec of an instance; call chains."""
import asyncio
from unittest.mock import Mock, MagicMock, call, patch, create_autospec
async def f(x): return x
m = Mock(spec=f)
print(type(m).__name__, asyncio.iscoroutinefunction(m))
m.return_value = 3
print(asyncio.run(m(1)))
m.assert_awaited_once_with(1)
m2 = MagicMock(f)
print(asyncio.run(m2(2)) is m2.return_value)
import re
def r(x): return re.sub(r" id='\d+'", "", repr(x))
class Db:
    def query(self, sql, *params): return []
    def close(self): pass
def report(db):
    rows = db.query("select", 1)
    db.close()
    return len(rows)
db = create_autospec(Db, instance=True)
db.query.return_value = [1, 2]
print(report(db), db.mock_calls, r(db), r(db.query))
try: db.query()
except TypeError as e: print(e)
try: db()
except TypeError as e: print(e)
m = Mock()
m(1)(2)(3)
print(m.mock_calls, m.return_value.return_value.call_args)
parent = MagicMock(); child1 = Mock(); child2 = Mock()
parent.attach_mock(child1, "c1"); parent.attach_mock(child2, "c2")
child1(1); child2.x(2)
print(parent.mock_calls)
parent.assert_has_calls([call.c1(1), call.c2.x(2)])
m = Mock(); m.a = Mock(); m.a(1); print(m.mock_calls, r(m.a))
m = MagicMock(); m.return_value = 5; m.side_effect = None; print(m())
m = Mock(return_value=MagicMock(name="inner")); print(r(m()))
print(call(1, 2) == call(1, 2), call(x=1) != call(x=2), repr(call), repr(call.a.b))
