//! A run that a limit ends inside the event loop leaves no trace that stops the next run of the
//! same interpreter from using asyncio.

use garter::{Interpreter, Limits};

mod common;

#[test]
fn a_loop_a_limit_ended_does_not_block_the_next_run() {
    let mut interp = Interpreter::new();
    common::add_asyncio(&mut interp);
    interp.set_limits(Limits {
        max_steps: Some(200_000),
        ..Limits::default()
    });
    let spinning =
        "import asyncio\nasync def spin():\n    while True:\n        await asyncio.sleep(0)\nasyncio.run(spin())\n";
    let first = interp.run(spinning, "<first>");
    let error = first.error.expect("the step limit ends the first run");
    assert!(format!("{error:?}").contains("step limit"), "{error:?}");
    let second = interp.run(
        "import asyncio\nasync def one():\n    await asyncio.sleep(0)\n    return asyncio.current_task().get_name()\nprint(asyncio.run(one()))\nprint(asyncio.run(one()))\n",
        "<second>",
    );
    assert_eq!(second.error, None);
    assert!(second.output.starts_with("Task-"), "{}", second.output);
    assert_eq!(second.output.lines().count(), 2, "{}", second.output);
}
