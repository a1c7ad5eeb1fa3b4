"""A unittest.TestCase using MagicMock, call records, magic methods and failure messages."""
import io
import unittest
from unittest.mock import ANY, DEFAULT, MagicMock, Mock, NonCallableMock, PropertyMock, call, seal, sentinel


class Notifier:
    def __init__(self, mailer, store):
        self.mailer = mailer
        self.store = store

    def notify_all(self, message):
        sent = 0
        for user in self.store.users():
            if user["active"]:
                self.mailer.send(user["email"], subject="Notice", body=message)
                sent += 1
        self.store.log(sent=sent)
        return sent


class NotifierTests(unittest.TestCase):
    def setUp(self):
        self.mailer = MagicMock(name="mailer")
        self.store = MagicMock(name="store")
        self.store.users.return_value = [
            {"email": "a@x.org", "active": True},
            {"email": "b@x.org", "active": False},
            {"email": "c@x.org", "active": True},
        ]

    def test_sends_to_active_users(self):
        sent = Notifier(self.mailer, self.store).notify_all("hello")
        self.assertEqual(sent, 2)
        self.mailer.send.assert_any_call("a@x.org", subject="Notice", body="hello")
        self.assertEqual(self.mailer.send.call_count, 2)
        self.store.log.assert_called_once_with(sent=2)
        self.assertEqual(self.mailer.send.call_args_list, [
            call("a@x.org", subject="Notice", body="hello"),
            call("c@x.org", subject=ANY, body="hello"),
        ])

    def test_wrong_expectation_message(self):
        Notifier(self.mailer, self.store).notify_all("hi")
        with self.assertRaises(AssertionError) as cm:
            self.mailer.send.assert_called_once_with("a@x.org", subject="Notice", body="hi")
        print(cm.exception)
        with self.assertRaises(AssertionError) as cm:
            self.store.log.assert_called_with(sent=3)
        print(cm.exception)

    def test_failing_on_purpose(self):
        self.mailer.send("z@x.org")
        self.mailer.send.assert_not_called()


def show(label, func):
    try:
        print(label, func())
    except Exception as exc:
        print(label, type(exc).__name__ + ":", exc)


def magic_methods():
    m = MagicMock()
    print(len(m), bool(m), int(m), float(m), 5 in m, [x for x in iter(m)])
    with m as entered:
        print("entered is m.__enter__():", entered is m.__enter__.return_value)
    m.__len__.return_value = 3
    m.__getitem__.side_effect = lambda key: key.upper()
    m.__iter__.return_value = iter([1, 2, 3])
    m.__contains__.return_value = True
    print(len(m), m["k"], [x for x in iter(m)], "x" in m)
    m["a"] = 1
    print(m.__setitem__.call_args, m.__getitem__.call_count)
    show("m < 1:", lambda: m < 1)
    m.__lt__.return_value = True
    print("m < 1:", m < 1, m == m, m == 3, m != 3)
    n = Mock()
    show("len(Mock()):", lambda: len(n))
    n.__len__ = MagicMock(return_value=8)
    print("configured len:", len(n))
    print([c for c in m.mock_calls if c[0] in ("__len__", "__getitem__", "__setitem__")])


def names_and_calls():
    root = MagicMock(name="db")
    root.session.query("users").filter(active=True).all()
    root.close()
    print(root.mock_calls)
    print(root.method_calls)
    print(root.session.query.return_value.filter.call_args)
    expected = call.session.query("users").filter(active=True).all()
    print(expected.call_list())
    print(root.mock_calls == expected.call_list() + [call.close()])
    kall = call(1, 2, key="v")
    print(kall.args, kall.kwargs, kall == call(1, 2, key="v"), kall == call(1, key="v"))
    name, args, kwargs = kall
    print(repr(name), args, kwargs, call.name == call.name, call(1) == ((1,), {}))


def side_effects_and_reset():
    m = Mock(side_effect=[1, KeyError("k"), DEFAULT], return_value="fallback")
    show("first:", m)
    show("second:", m)
    show("third:", m)
    show("fourth:", m)
    m.reset_mock(side_effect=True)
    show("after reset:", m)
    print(m.call_count, m.called, m.call_args_list)
    m.reset_mock(return_value=True)
    print(repr(m()).split(" id=")[0])
    counter = Mock(side_effect=lambda x: x * 10)
    print(counter(4), counter.call_args)
    wrapped = Mock(wraps=io.StringIO("abc"))
    print(wrapped.read(2), wrapped.read.call_args)


def specs_and_sealing():
    class Repo:
        timeout = 30

        def save(self, item):
            return item

    repo = Mock(spec=Repo)
    print(repr(repo).split(" id=")[0], repr(repo.save).split(" id=")[0])
    show("spec miss:", lambda: repo.delete)
    strict = Mock(spec_set=Repo)
    show("spec_set:", lambda: setattr(strict, "other", 1))
    strict.timeout = 5
    print(strict.timeout)
    show("typo:", lambda: Mock().assert_called_onec())
    m = Mock()
    m.child.value = 1
    seal(m)
    print(m.child.value)
    show("sealed get:", lambda: m.other)
    show("sealed child get:", lambda: m.child.other)
    nc = NonCallableMock(name="data")
    show("call nc:", nc)
    p = Mock()
    p.configure_mock(**{"method.return_value": 3, "attr": sentinel.attr})
    print(p.method(), p.attr, sentinel.attr is sentinel.attr)
    m2 = Mock()
    m2.mock_add_spec(["only"])
    show("added spec:", lambda: m2.other)
    print(repr(m2.only).split(" id=")[0])


def property_mock():
    class Config:
        @property
        def level(self):
            return "real"

    prop = PropertyMock(return_value="mocked")
    Config.level = prop
    cfg = Config()
    print(cfg.level)
    cfg.level = "set"
    print(prop.mock_calls)


magic_methods()
names_and_calls()
side_effects_and_reset()
specs_and_sealing()
property_mock()
suite = unittest.defaultTestLoader.loadTestsFromTestCase(NotifierTests)
result = unittest.TestResult()
suite.run(result)
print("ran", result.testsRun, "failures", len(result.failures), "errors", len(result.errors))
for test, trace in result.failures + result.errors:
    print(test.id(), "->", "\n".join(trace.splitlines()[-2:]))
