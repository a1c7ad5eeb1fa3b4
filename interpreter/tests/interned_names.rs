//! Names a program makes at run time are interned, counted against the memory limit, and freed
//! once nothing uses them: a loop making and dropping many long attribute names runs in a
//! small memory limit, and the names still in use (attributes of a set subclass instance
//! among them) keep working, through a snapshot too.

use garter::{Interpreter, Limits, Progress};

const MAKES_AND_DROPS_NAMES: &str = r#"
class O:
    pass

class Bag(set):
    pass

def total(**kwargs):
    return sum(kwargs.values())

keep = O()
bag = Bag()
base = 'n' * 10_000
for i in range(10_000):
    name = base + str(i)
    o = O()
    setattr(o, name, i)
    assert getattr(o, name) == i
    delattr(o, name)
    if i % 500 == 0:
        setattr(keep, 'kept' + 'k' * 500 + str(i), i)
        setattr(bag, 'bag' + 'b' * 500 + str(i), i)
        O.class_level = i
        assert total(**{'g' * 300 + str(i): i}) == i

kept = {name: getattr(keep, name) for name in dir(keep) if name.startswith('kept')}
"#;

fn interpreter() -> Interpreter {
    let mut interp = Interpreter::new();
    interp.set_limits(Limits {
        max_memory: Some(24 << 20),
        ..Limits::default()
    });
    interp
}

#[test]
fn names_nothing_uses_are_freed_and_the_rest_keep_working() {
    let mut interp = interpreter();
    let outcome = interp.run(MAKES_AND_DROPS_NAMES, "<names>");
    assert_eq!(outcome.error, None);
    let check = "print(len(kept), sum(kept.values()), O.class_level, \
                 total(**{'x' * 700: 1, 'y' * 700: 2}), getattr(bag, 'bag' + 'b' * 500 + '9500'))";
    let outcome = interp.run(check, "<check>");
    assert_eq!(
        (outcome.output.as_str(), outcome.error),
        ("20 95000 9500 3 9500\n", None)
    );
}

#[test]
fn a_snapshot_taken_after_names_were_freed_restores() {
    let mut interp = interpreter();
    interp.add_host_function("pause", false).expect("declares pause");
    let source =
        format!("{MAKES_AND_DROPS_NAMES}\npause()\nprint(len(kept), getattr(keep, 'kept' + 'k' * 500 + '500'))");
    let Progress::Waiting(calls) = interp.start(&source, "<names>") else {
        panic!("the program pauses");
    };
    let snapshot = interp.snapshot().expect("snapshots");
    let mut restored = interpreter();
    restored.add_host_function("pause", false).expect("declares pause");
    restored.restore(&snapshot).expect("restores");
    let Progress::Done(outcome) = restored.resume(vec![(calls[0].id, Ok(garter::HostValue::None))]) else {
        panic!("the program ends");
    };
    assert_eq!((outcome.output.as_str(), outcome.error), ("20 500\n", None));
}
