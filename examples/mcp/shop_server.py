"""A small upstream MCP server for `garter mcp`'s example and tests: a shop with orders by region
and currency exchange rates. Run by garter as a subprocess (see SERVERS.json); needs `pip install mcp` (2.x, where FastMCP is MCPServer)."""

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

ORDERS = {
    "eu": [
        {"id": 1, "amount": 120.0, "currency": "EUR"},
        {"id": 2, "amount": 80.0, "currency": "GBP"},
    ],
    "us": [
        {"id": 3, "amount": 200.0, "currency": "USD"},
        {"id": 4, "amount": 50.0, "currency": "USD"},
    ],
}
RATES_TO_USD = {"EUR": 1.10, "GBP": 1.25, "USD": 1.0}

shop = MCPServer("shop")


@shop.tool()
def get_orders(region: str) -> list[dict]:
    """The orders placed in a region ('eu' or 'us'), each with its amount and currency."""
    if region not in ORDERS:
        raise ToolError(f"unknown region {region!r}")
    return ORDERS[region]


@shop.tool()
def get_rates() -> dict[str, float]:
    """How many US dollars one unit of each currency buys."""
    return RATES_TO_USD


if __name__ == "__main__":
    shop.run()
