"""`garter mcp` driven by the official MCP Python SDK as its client, with the example shop server
(examples/mcp/shop_server.py, written with the SDK's MCPServer) as its upstream: the handshake,
the run_python tool and its description, code that calls both upstream tools and aggregates
their results, an upstream error, an exception and a limit.

The `garter` binary is the one `cargo test` built: GARTER_BIN names it (.ci/test sets it)."""

import asyncio
import json
import os
import sys
from pathlib import Path

import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

REPO = Path(__file__).resolve().parents[2]
GARTER = os.environ.get("GARTER_BIN", str(REPO / "target" / "debug" / "garter"))
SHOP = REPO / "examples" / "mcp" / "shop_server.py"

pytestmark = pytest.mark.skipif(
    "GARTER_BIN" not in os.environ and not Path(GARTER).exists(), reason="the garter binary is not built"
)


def servers_file(folder):
    """A SERVERS.json running the shop server with this Python (which has the SDK)."""
    path = folder / "servers.json"
    path.write_text(json.dumps({"mcpServers": {"shop": {"command": sys.executable, "args": [str(SHOP)]}}}))
    return str(path)


def session_run(folder, flags, steps):
    """Starts `garter mcp` with `flags`, initializes, and returns what `steps(session)` returns."""

    async def drive():
        server = StdioServerParameters(command=GARTER, args=["mcp", "--upstream", servers_file(folder), *flags])
        async with stdio_client(server) as (read, write):
            async with ClientSession(read, write) as session:
                initialized = await session.initialize()
                return initialized, await steps(session)

    return asyncio.run(drive())


def text_of(result):
    assert len(result.content) == 1
    return result.content[0].text


def test_initialize_and_list_the_run_python_tool(tmp_path):
    async def steps(session):
        return await session.list_tools()

    initialized, listed = session_run(tmp_path, [], steps)
    assert initialized.server_info.name == "garter"
    assert initialized.capabilities.tools is not None
    assert [tool.name for tool in listed.tools] == ["run_python"]
    tool = listed.tools[0]
    assert tool.input_schema["required"] == ["code"]
    assert "def get_orders(region: str) -> list[dict]:" in tool.description
    assert "def get_rates() -> dict:" in tool.description
    assert "The orders placed in a region" in tool.description


def test_code_calls_both_upstream_tools_and_aggregates(tmp_path):
    code = """
rates = get_rates()
totals = {}
for region in ["eu", "us"]:
    orders = get_orders(region)
    totals[region] = round(sum(o["amount"] * rates[o["currency"]] for o in orders), 2)
print("orders seen:", sum(len(get_orders(r)) for r in totals))
totals
"""

    async def steps(session):
        return await session.call_tool("run_python", {"code": code})

    _, result = session_run(tmp_path, [], steps)
    assert not result.is_error
    assert text_of(result) == "orders seen: 4\n{'eu': 232.0, 'us': 250.0}"


def test_errors_are_tool_errors_with_tracebacks(tmp_path):
    async def steps(session):
        upstream = await session.call_tool("run_python", {"code": "get_orders('mars')"})
        raised = await session.call_tool("run_python", {"code": "rates = get_rates()\nrates['JPY']"})
        caught = await session.call_tool(
            "run_python", {"code": "try:\n    get_orders('mars')\nexcept RuntimeError as e:\n    print('no:', e)"}
        )
        return upstream, raised, caught

    _, (upstream, raised, caught) = session_run(tmp_path, [], steps)
    assert upstream.is_error
    assert text_of(upstream).startswith("Traceback (most recent call last):\n")
    assert text_of(upstream).endswith("RuntimeError: tool 'get_orders' failed: Error executing tool get_orders: "
                                      "unknown region 'mars'\n")
    assert raised.is_error
    assert text_of(raised).endswith("KeyError: 'JPY'\n")
    assert not caught.is_error
    assert text_of(caught).startswith("no: tool 'get_orders' failed")


def test_a_limit_stops_the_run_as_a_tool_error(tmp_path):
    async def steps(session):
        return await session.call_tool("run_python", {"code": "rates = get_rates()\nwhile True:\n    pass"})

    _, result = session_run(tmp_path, ["--max-steps", "5000"], steps)
    assert result.is_error
    assert "step limit of 5000 steps exceeded" in text_of(result)
