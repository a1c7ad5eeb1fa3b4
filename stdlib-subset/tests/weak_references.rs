//! Weak references across a snapshot: a run paused at a host call with weak references, weak
//! containers and finalizers alive is restored into a fresh interpreter, and there its targets
//! still die at the next collection, their references cleared and their callbacks run; a
//! target already unreachable when the snapshot was taken (and so left out of it) is dead in
//! the restored run, its callback run at the next collection.

use garter::{HostValue, Interpreter, Progress};

fn with_host() -> Interpreter {
    let mut interpreter = garter_stdlib::interpreter();
    interpreter.add_host_function("fetch", false).expect("declares");
    interpreter
}

#[test]
fn weak_references_keep_working_after_a_restore() {
    let source = "\
import weakref
class Node:
    def __init__(self, name):
        self.name = name
log = []
a, b = Node('a'), Node('b')
ra = weakref.ref(a, lambda r: log.append('a died'))
cache = weakref.WeakValueDictionary(a=a, b=b)
fin = weakref.finalize(b, log.append, 'b finalized')
c = Node('c')
rc = weakref.ref(c, lambda r: log.append('c died'))
del c
got = fetch(1)
print(rc(), log)
log.clear()
print(ra() is a, sorted(cache), fin.alive)
del a
print(ra(), sorted(cache), log)
b = None
print(sorted(cache), fin.alive, log, got)
";
    let mut interpreter = with_host();
    let Progress::Waiting(calls) = interpreter.start(source, "<test>") else {
        panic!("the run should pause at fetch()");
    };
    let blob = interpreter.snapshot().expect("snapshots");
    let mut restored = with_host();
    restored.restore(&blob).expect("restores");
    let answers = calls
        .iter()
        .map(|call| (call.id, Ok(HostValue::Int(7.into()))))
        .collect();
    let Progress::Done(outcome) = restored.resume(answers) else {
        panic!("the run should end");
    };
    assert_eq!(outcome.error, None, "{outcome:?}");
    assert_eq!(
        outcome.output,
        "None ['c died']\nTrue ['a', 'b'] True\nNone ['b'] ['a died']\n[] False ['a died', 'b finalized'] 7\n"
    );
}
