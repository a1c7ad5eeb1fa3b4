"""patch.multiple, autospec of classes and methods, patch target errors, call list matching."""
import unittest.mock as um
from unittest.mock import patch, Mock, MagicMock, create_autospec, call, DEFAULT, NonCallableMagicMock
import os, json
import re
def r(x): return re.sub(r" id='\d+'", "", repr(x))
class Svc:
    rate = 2
    def __init__(self, url): self.url = url
    def go(self, n, *, fast=False): return n
    @classmethod
    def make(cls, x): return cls(x)
    @staticmethod
    def helper(a, b): return a + b
@patch.multiple("__main__.Svc", go=DEFAULT, rate=5)
def t(go):
    print(r(go), Svc.rate)
t()
with patch.multiple(Svc, go=DEFAULT, helper=DEFAULT) as vals:
    print(sorted(vals))
print(Svc.rate)
try: patch("nodots")
except TypeError as e: print(e)
try:
    with patch("__main__.nothere"): pass
except AttributeError as e: print(str(e).split("> ")[1])
with patch("__main__.nothere", create=True, new=3):
    print(globals()["nothere"])
print("nothere" in globals())
try:
    with patch("json.nope_mod.x"): pass
except Exception as e: print(type(e).__name__, e)
with patch("os.path.exists", return_value=True) as ex:
    print(os.path.exists("/nope"), r(ex))
with patch("json.dumps", side_effect=ValueError("x")):
    try: json.dumps(1)
    except ValueError as e: print("VE", e)
with patch.object(Svc, "go", autospec=True) as go:
    go.return_value = 7
    s = Svc("u")
    print(s.go(1, fast=True))
    go.assert_called_once_with(s, 1, fast=True)
    try: s.go(1, 2)
    except TypeError as e: print("TE", e)
M = create_autospec(Svc)
inst = M("http")
M.assert_called_once_with("http")
try: M()
except TypeError as e: print("TE", e)
inst.go(3)
inst.go.assert_called_with(3)
try: inst.go.assert_called_with(4)
except AssertionError as e: print(e)
print(M.helper(1, 2).__class__.__name__, r(M.rate))
try: inst.nope
except AttributeError as e: print(e)
print(M.mock_calls)
with patch("__main__.Svc", spec=True) as S:
    print(r(S), r(S.return_value))
    try: S.zzz
    except AttributeError as e: print(e)
with patch("__main__.Svc") as S:
    Svc("x").go(1)
    S.return_value.go.assert_called_once_with(1)
    print(S.mock_calls)
m = Mock(); m.a(1); m.b(2); m.a(3)
m.assert_has_calls([call.a(1), call.b(2)])
m.assert_has_calls([call.a(3), call.a(1)], any_order=True)
print(m.mock_calls.count(call.a(1)) if hasattr(m.mock_calls, "count") else "")
print(m.call_args_list, m.method_calls[0] == call.a(1), m.method_calls[0] == ("a", (1,), {}))
print(call.a(1) in m.mock_calls, [call.a(1), call.b(2)] in m.mock_calls)
p = patch("os.getcwd", return_value="/tmp")
print(r(p.start()), os.getcwd()); p.stop(); print(p.stop())
