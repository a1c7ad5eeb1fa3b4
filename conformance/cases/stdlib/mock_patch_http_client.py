"""An agent's test of a function that calls an HTTP-client-like dependency, with patch."""
import unittest
from unittest import mock
from unittest.mock import MagicMock, call, patch


class HttpClient:
    def get(self, url, timeout=10):
        raise RuntimeError("no network in tests")

    def post(self, url, json=None):
        raise RuntimeError("no network in tests")


client = HttpClient()


def fetch_user(user_id):
    response = client.get(f"https://api.example.com/users/{user_id}", timeout=5)
    if response.status_code != 200:
        raise ValueError(f"bad status {response.status_code}")
    return response.json()["name"]


def create_users(names):
    ids = []
    for name in names:
        response = client.post("https://api.example.com/users", json={"name": name})
        ids.append(response.json()["id"])
    return ids


@patch("__main__.client")
def test_fetch_user(mock_client):
    mock_client.get.return_value.status_code = 200
    mock_client.get.return_value.json.return_value = {"name": "Ada"}
    print("fetch:", fetch_user(7))
    mock_client.get.assert_called_once_with("https://api.example.com/users/7", timeout=5)
    print(mock_client.mock_calls)


def test_bad_status():
    with patch.object(client, "get") as get:
        get.return_value = MagicMock(status_code=404)
        try:
            fetch_user(1)
        except ValueError as exc:
            print("error:", exc)
        print("calls:", get.call_count, get.call_args)
    print("restored:", client.get.__name__)


def test_side_effect_sequence():
    responses = [MagicMock(**{"json.return_value": {"id": i}}) for i in (11, 12)]
    with patch.object(HttpClient, "post", side_effect=responses) as post:
        print("ids:", create_users(["a", "b"]))
        post.assert_has_calls([call("https://api.example.com/users", json={"name": "a"}),
                               call("https://api.example.com/users", json={"name": "b"})])
        try:
            create_users(["c"])
        except StopIteration:
            print("side_effect exhausted")


def test_failures():
    with patch("__main__.client") as mock_client:
        mock_client.get.return_value.status_code = 200
        mock_client.get.return_value.json.return_value = {"name": "Bob"}
        fetch_user(3)
        checks = [
            lambda: mock_client.get.assert_called_once_with("https://api.example.com/users/4", timeout=5),
            lambda: mock_client.post.assert_called(),
            lambda: mock_client.get.assert_not_called(),
            lambda: mock_client.get.assert_any_call("x"),
            lambda: mock_client.get.assert_has_calls([call("y")]),
            lambda: mock_client.post.assert_called_with(1),
        ]
        for check in checks:
            try:
                check()
            except AssertionError as exc:
                print("AssertionError:", exc)


def test_exception_side_effect():
    patcher = patch("__main__.client")
    mock_client = patcher.start()
    mock_client.get.side_effect = ConnectionError("refused")
    try:
        fetch_user(9)
    except ConnectionError as exc:
        print("raised:", exc)
    patcher.stop()
    print("stopped:", type(client).__name__)
    p1 = patch.object(HttpClient, "get", return_value=1)
    p2 = patch.object(HttpClient, "post", return_value=2)
    p1.start()
    p2.start()
    print(HttpClient().get("u"), HttpClient().post("u"))
    patch.stopall()
    print(HttpClient.get.__name__, HttpClient.post.__name__)


@patch.object(HttpClient, "post")
@patch.object(HttpClient, "get")
def test_stacked(mock_get, mock_post):
    print("stacked:", mock_get._mock_name, mock_post._mock_name)


class FetchTests(unittest.TestCase):
    @patch("__main__.client")
    def test_ok(self, mock_client):
        mock_client.get.return_value.status_code = 200
        mock_client.get.return_value.json.return_value = {"name": "Cy"}
        self.assertEqual(fetch_user(2), "Cy")

    def test_autospec(self):
        with patch.object(HttpClient, "get", autospec=True) as get:
            get.return_value.status_code = 500
            with self.assertRaises(ValueError):
                fetch_user(5)
            with self.assertRaises(TypeError):
                client.get()
            get.assert_called_once_with(client, "https://api.example.com/users/5", timeout=5)


@patch("__main__.client", new=mock.sentinel.client)
class PatchedClassTests(unittest.TestCase):
    def test_client_is_sentinel(self):
        self.assertIs(client, mock.sentinel.client)

    def helper(self):
        return client


test_fetch_user()
test_bad_status()
test_side_effect_sequence()
test_failures()
test_exception_side_effect()
test_stacked()
print(PatchedClassTests("test_client_is_sentinel").helper() is client)
suite = unittest.defaultTestLoader.loadTestsFromTestCase(FetchTests)
suite.addTests(unittest.defaultTestLoader.loadTestsFromTestCase(PatchedClassTests))
result = unittest.TestResult()
suite.run(result)
print("ran", result.testsRun, "failures", len(result.failures), "errors", len(result.errors))
for test, trace in result.errors + result.failures:
    print(test, trace.splitlines()[-1])
