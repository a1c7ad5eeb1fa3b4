"""garter.smolagents.GarterExecutor in a smolagents CodeAgent, driven by a scripted model that
returns fixed code (no network): tools and variables go in, print output and the final answer
come back as smolagents expects, and errors reach the model as observations."""

from smolagents import CodeAgent, Tool
from smolagents.models import ChatMessage, MessageRole, Model

import garter
from garter.smolagents import GarterExecutor


class PriceTool(Tool):
    name = "get_price"
    description = "The price of an item in euros."
    inputs = {"item": {"type": "string", "description": "The item's name."}}
    output_type = "number"

    def forward(self, item: str) -> float:
        return {"lamp": 20.0, "desk": 150.0}[item]


class ScriptedModel(Model):
    """Answers each step with the next of `steps`, as code in the agent's tags."""

    def __init__(self, steps):
        super().__init__(model_id="scripted")
        self.steps = list(steps)
        self.seen = []

    def generate(self, messages, stop_sequences=None, response_format=None, tools_to_call_from=None, **kwargs):
        self.seen.append(messages)
        code = self.steps.pop(0)
        return ChatMessage(role=MessageRole.ASSISTANT, content=f"Thought: next step.\n<code>\n{code}\n</code>")


def test_a_code_agent_runs_its_steps_in_garter():
    model = ScriptedModel(
        [
            "prices = {i: get_price(item=i) for i in items}\nprint('prices', prices)",
            "total = sum(prices.values())\nfinal_answer(f'total {total}')",
        ]
    )
    executor = GarterExecutor(limits=garter.Limits(timeout=10))
    agent = CodeAgent(tools=[PriceTool()], model=model, executor=executor, max_steps=4)
    answer = agent.run("What do the items cost?", additional_args={"items": ["lamp", "desk"]})
    assert answer == "total 170.0"
    step = agent.memory.steps[1]
    assert "prices {'lamp': 20.0, 'desk': 150.0}" in step.observations


def test_errors_reach_the_model_and_the_agent_recovers():
    model = ScriptedModel(["get_price(item='sofa')", "final_answer(get_price(item='lamp'))"])
    agent = CodeAgent(tools=[PriceTool()], model=model, executor=GarterExecutor(), max_steps=4)
    assert agent.run("Price of a sofa?") == 20.0
    failed = agent.memory.steps[1]
    assert "KeyError" in str(failed.error)


def test_final_answer_ends_the_step_even_inside_try_except():
    code = "try:\n    final_answer(42)\nexcept Exception:\n    print('caught')\nprint('after')"
    model = ScriptedModel([code])
    agent = CodeAgent(tools=[], model=model, executor=GarterExecutor(), max_steps=2)
    assert agent.run("Answer") == 42


def test_the_sandbox_refuses_what_the_local_executor_would_reach():
    model = ScriptedModel(["import os\nprint(os.environ)\nopen('/etc/passwd')", "final_answer('done')"])
    agent = CodeAgent(tools=[], model=model, executor=GarterExecutor(), max_steps=3)
    assert agent.run("Read the password file") == "done"
    assert "PermissionError" in str(agent.memory.steps[1].error)
