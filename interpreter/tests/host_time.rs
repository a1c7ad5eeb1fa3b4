//! The time a run waits for its host: not the program's by default, the program's when the host
//! says its work counts (as the CLI's tool commands do), and a run the host ends at its time
//! limit while paused reports the limit with what the program printed.

use std::time::{Duration, Instant};

use garter::{Interpreter, Limits, Progress, RunError};

fn paused_interpreter(source: &str, timeout: Duration) -> Interpreter {
    let mut interp = Interpreter::new();
    interp.set_limits(Limits {
        timeout: Some(timeout),
        max_steps: None,
        ..Limits::default()
    });
    interp.add_host_function("wait", false).expect("declares wait");
    let Progress::Waiting(calls) = interp.start(source, "<test>") else {
        panic!("the program waits for the host");
    };
    assert_eq!(calls.len(), 1);
    interp
}

fn time_limit(seconds: &str) -> Option<RunError> {
    Some(RunError::Limit {
        last_line: format!("TimeoutError: time limit of {seconds} seconds exceeded"),
    })
}

#[test]
fn a_paused_run_ended_at_its_time_limit_keeps_its_output() {
    let mut interp = paused_interpreter("print('before')\nwait()\nprint('after')", Duration::from_secs(2));
    let outcome = interp.end_paused_at_time_limit();
    assert_eq!(outcome.output, "before\n");
    assert_eq!(outcome.error, time_limit("2.0"));
    assert_eq!(outcome.usage.host_calls, 1);
    assert!(interp.pending_calls().is_empty());
    let next = interp.run("print('next')", "<next>");
    assert_eq!((next.output.as_str(), next.error), ("next\n", None));
    let again = interp.end_paused_at_time_limit();
    assert!(
        matches!(again.error, Some(RunError::Internal { .. })),
        "{:?}",
        again.error
    );
}

#[test]
fn host_time_counts_against_the_limit_only_when_the_host_says_so() {
    let busy = "wait()\nwhile True:\n    pass";
    for counts in [false, true] {
        let mut interp = paused_interpreter(busy, Duration::from_millis(600));
        interp.set_host_time_counts(counts);
        std::thread::sleep(Duration::from_millis(700));
        let resumed = Instant::now();
        let Progress::Done(outcome) = interp.resume(vec![(1, Ok(garter::HostValue::None))]) else {
            panic!("the busy loop ends with the time limit");
        };
        assert_eq!(outcome.error, time_limit("0.6"));
        let took = resumed.elapsed();
        if counts {
            assert!(took < Duration::from_millis(300), "the pause used the time: {took:?}");
        } else {
            assert!(took >= Duration::from_millis(500), "the pause was the host's: {took:?}");
        }
    }
}
