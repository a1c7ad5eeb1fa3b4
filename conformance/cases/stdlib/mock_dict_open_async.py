"""patch.dict on a config dict, mock_open reading and writing a file, AsyncMock in asyncio.run."""
import asyncio
import json
import unittest
from unittest.mock import AsyncMock, MagicMock, call, mock_open, patch

CONFIG = {"env": "prod", "retries": 3}


def describe():
    return f"{CONFIG.get('env')}/{CONFIG.get('retries')}/{CONFIG.get('debug', False)}"


@patch.dict(CONFIG, {"env": "test", "debug": True})
def decorated():
    return describe()


def dict_patches():
    print(describe())
    with patch.dict(CONFIG, retries=0) as patched:
        print(describe(), patched is CONFIG)
    with patch.dict(CONFIG, [("debug", "yes")], clear=True):
        print(sorted(CONFIG.items()))
    print(decorated(), describe())
    patcher = patch.dict("__main__.CONFIG", {"env": "staging"})
    patcher.start()
    print(describe())
    patcher.stop()
    print(describe())
    try:
        with patch.dict(CONFIG, {"env": "broken"}):
            raise RuntimeError("inside")
    except RuntimeError as exc:
        print("raised", exc, describe())


@patch.dict(CONFIG, {"env": "class"})
class ConfigTests(unittest.TestCase):
    def test_env(self):
        self.assertEqual(CONFIG["env"], "class")


def load_settings(path):
    with open(path) as fh:
        return json.load(fh)


def count_lines(path):
    with open(path) as fh:
        return sum(1 for line in fh if line.strip())


def save_report(path, rows):
    with open(path, "w") as fh:
        for row in rows:
            fh.write(f"{row}\n")


def file_mocks():
    m = mock_open(read_data='{"name": "demo", "size": 2}')
    with patch("builtins.open", m):
        print(load_settings("settings.json"))
    m.assert_called_once_with("settings.json")
    with patch("builtins.open", mock_open(read_data="a\n\nb\nc\n")) as mocked:
        print("lines:", count_lines("data.txt"))
        print(mocked.call_args)
    writer = mock_open()
    with patch("builtins.open", writer):
        save_report("out.txt", ["x", "y"])
    handle = writer()
    print(handle.write.call_args_list)
    handle.write.assert_has_calls([call("x\n"), call("y\n")])
    writer.assert_any_call("out.txt", "w")
    reader = mock_open(read_data="one\ntwo\nthree")
    with patch("builtins.open", reader):
        with open("f") as fh:
            print(repr(fh.readline()), repr(fh.readline()), fh.readlines())
        with open("f") as fh:
            print(fh.read())
    binary = mock_open(read_data=b"\x00\x01")
    with patch("builtins.open", binary):
        with open("b", "rb") as fh:
            print(fh.read())


async def get_price(client, symbol):
    quote = await client.fetch(symbol)
    return round(quote["price"] * 1.1, 2)


async def gather_prices(client, symbols):
    return await asyncio.gather(*(get_price(client, s) for s in symbols))


def async_mocks():
    client = MagicMock()
    client.fetch = AsyncMock(return_value={"price": 10.0})
    print(asyncio.run(get_price(client, "ABC")))
    client.fetch.assert_awaited_once_with("ABC")
    client.fetch.assert_called_once_with("ABC")
    print(client.fetch.await_count, client.fetch.await_args)

    fetch = AsyncMock(side_effect=[{"price": 1.0}, {"price": 2.0}])
    client = MagicMock(fetch=fetch)
    print(asyncio.run(gather_prices(client, ["A", "B"])))
    fetch.assert_has_awaits([call("A"), call("B")])
    print(fetch.await_args_list)

    async def fake(symbol):
        return {"price": len(symbol)}
    client.fetch = AsyncMock(side_effect=fake)
    print(asyncio.run(get_price(client, "LONG")))

    failing = AsyncMock(side_effect=TimeoutError("slow"))
    client.fetch = failing
    try:
        asyncio.run(get_price(client, "X"))
    except TimeoutError as exc:
        print("timeout:", exc)

    never = AsyncMock(name="never")
    coro = never(1)
    never.assert_called_once_with(1)
    for check in (never.assert_awaited, lambda: never.assert_awaited_with(1), never.assert_awaited_once):
        try:
            check()
        except AssertionError as exc:
            print("AssertionError:", exc)
    asyncio.run(coro)
    never.assert_awaited_once_with(1)
    try:
        never.assert_not_awaited()
    except AssertionError as exc:
        print("AssertionError:", exc)
    try:
        never.assert_any_await(2)
    except AssertionError as exc:
        print("AssertionError:", exc)

    async def use_session():
        session = MagicMock()
        session.__aenter__.return_value.get = AsyncMock(return_value="body")
        async with session as s:
            return await s.get("/")
    print(asyncio.run(use_session()))


@patch("__main__.get_price", new_callable=AsyncMock, return_value=99)
def patched_async(mock_price):
    result = asyncio.run(gather_prices(None, ["Q"]))
    print(result, mock_price.await_args)


dict_patches()
file_mocks()
async_mocks()
patched_async()
result = unittest.TestResult()
unittest.defaultTestLoader.loadTestsFromTestCase(ConfigTests).run(result)
print("ran", result.testsRun, "ok", result.wasSuccessful(), describe())
