import asyncio
import io
import re
import unittest

events = []


class FakeClient:
    def __init__(self):
        self.open = False
        self.calls = []

    async def __aenter__(self):
        self.open = True
        events.append("client opened")
        return self

    async def __aexit__(self, *exc):
        self.open = False
        events.append("client closed")

    async def get(self, path):
        await asyncio.sleep(0.01)
        self.calls.append(path)
        if path == "/missing":
            raise KeyError(path)
        return {"path": path, "status": 200}


class ClientTests(unittest.IsolatedAsyncioTestCase):
    def setUp(self):
        events.append(f"setUp {self._testMethodName}")

    async def asyncSetUp(self):
        self.client = await self.enterAsyncContext(FakeClient())
        self.addAsyncCleanup(self.log_cleanup, "async cleanup")
        self.addCleanup(events.append, "sync cleanup")

    async def log_cleanup(self, text):
        await asyncio.sleep(0)
        events.append(text)

    async def asyncTearDown(self):
        events.append(f"asyncTearDown open={self.client.open}")

    def tearDown(self):
        events.append("tearDown")

    async def test_get(self):
        response = await self.client.get("/items")
        self.assertEqual(response["status"], 200)

    async def test_gather(self):
        results = await asyncio.gather(*(self.client.get(f"/{i}") for i in range(3)))
        self.assertEqual([r["path"] for r in results], ["/0", "/1", "/2"])

    async def test_missing(self):
        with self.assertRaises(KeyError):
            await self.client.get("/missing")

    async def test_wrong_status(self):
        response = await self.client.get("/items")
        self.assertEqual(response["status"], 404)

    def test_plain_method(self):
        self.assertFalse(asyncio.iscoroutinefunction(self.test_plain_method))

    async def test_error(self):
        await self.client.get("/missing")


stream = io.StringIO()
result = unittest.TextTestRunner(stream=stream, verbosity=2).run(
    unittest.defaultTestLoader.loadTestsFromTestCase(ClientTests))
lines = stream.getvalue().splitlines()
print("\n".join(lines[:6]))
print([(test.id(), text.splitlines()[-1]) for test, text in result.failures + result.errors])
print(re.sub(r"in \d+\.\d+s", "in X.XXXs", "\n".join(lines[-3:])))
for event in events:
    print(event)
try:
    asyncio.get_running_loop()
except RuntimeError as exc:
    print("no loop left running:", exc)
