//! Host function calls: a call pauses the run wherever Python code runs as frames (functions,
//! comprehensions, generators, methods), resumes with the host's value or exception, and fails
//! clearly where it cannot pause (inside callbacks run by builtins).

use garter::{HostError, HostValue, Interpreter, Progress};

fn waiting(progress: Progress) -> Vec<garter::HostCall> {
    match progress {
        Progress::Waiting(calls) => calls,
        Progress::Done(outcome) => panic!("expected a host call, the run ended: {outcome:?}"),
    }
}

fn done(progress: Progress) -> garter::RunOutcome {
    match progress {
        Progress::Done(outcome) => outcome,
        Progress::Waiting(calls) => panic!("expected the end, got calls {calls:?}"),
    }
}

#[test]
fn a_call_pauses_and_resumes_with_the_hosts_value() {
    let mut interp = Interpreter::new();
    interp.add_host_function("get_weather", false).expect("declares");
    let calls = waiting(interp.start("w = get_weather('Paris', unit='C')\nprint(w['temp'] + 1)\nw", "<test>"));
    assert_eq!(calls.len(), 1);
    assert_eq!(calls[0].name, "get_weather");
    assert_eq!(calls[0].args, vec![HostValue::from("Paris")]);
    assert_eq!(calls[0].kwargs, vec![("unit".to_string(), HostValue::from("C"))]);
    let answer = HostValue::Dict(vec![("temp".into(), HostValue::from(21))]);
    let outcome = done(interp.resume(vec![(calls[0].id, Ok(answer.clone()))]));
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.output, "22\n");
    assert_eq!(outcome.value, Some(answer));
    assert_eq!(outcome.usage.host_calls, 1);
}

#[test]
fn calls_pause_inside_functions_comprehensions_generators_and_methods() {
    let mut interp = Interpreter::new();
    interp.add_host_function("double", false).expect("declares");
    let source = "\
def twice(x):
    return double(x)
class Box:
    def __init__(self, v):
        self.v = v
    def grown(self):
        return double(self.v)
def gen(n):
    for i in range(n):
        yield double(i)
print(twice(1), [double(i) for i in range(3)], list(gen(2)), Box(5).grown())
";
    let outcome = interp.run_with_host(source, "<test>", |call| match &call.args[0] {
        HostValue::Int(i) => Ok(HostValue::Int(i * 2)),
        other => Err(HostError {
            exception: "TypeError".into(),
            message: format!("expected an int, got {}", other.type_name()),
        }),
    });
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.output, "2 [0, 2, 4] [0, 2] 10\n");
    assert_eq!(outcome.usage.host_calls, 7);
}

#[test]
fn calls_pause_inside_class_bodies_nested_classes_and_metaclass_classes() {
    let mut interp = Interpreter::new();
    interp.add_host_function("double", false).expect("declares");
    let source = "\
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns['made_by'] = 'Meta'
        return super().__new__(mcls, name, bases, ns)
class Base:
    def __init_subclass__(cls, tag=None, **kw):
        cls.tag = tag
class Config(Base, tag='t'):
    limit = double(21)
    class Inner:
        size = double(2)
    def method(self):
        return __class__.__name__
class Other(metaclass=Meta):
    value = double(1)
print(Config.limit, Config.Inner.size, Config.tag, Config().method(), Config.__qualname__, Config.Inner.__qualname__)
print(Other.value, Other.made_by, type(Other).__name__)
";
    let outcome = interp.run_with_host(source, "<test>", |call| match &call.args[0] {
        HostValue::Int(i) => Ok(HostValue::Int(i * 2)),
        other => Err(HostError {
            exception: "TypeError".into(),
            message: format!("expected an int, got {}", other.type_name()),
        }),
    });
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.output, "42 4 t Config Config Config.Inner\n2 Meta Meta\n");
    assert_eq!(outcome.usage.host_calls, 3);
}

#[test]
fn a_host_error_in_a_class_body_is_raised_there_and_no_class_is_made() {
    let mut interp = Interpreter::new();
    interp.add_host_function("fail", false).expect("declares");
    let source = "\
try:
    class Broken:
        x = fail()
except ValueError as e:
    print('caught', e)
print('Broken' in globals())
";
    let outcome = interp.run_with_host(source, "<test>", |_| {
        Err(HostError {
            exception: "ValueError".into(),
            message: "no".into(),
        })
    });
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.output, "caught no\nFalse\n");
}

#[test]
fn a_host_error_is_raised_at_the_call_site_and_can_be_caught() {
    let mut interp = Interpreter::new();
    interp.add_host_function("fetch", false).expect("declares");
    let source = "try:\n    fetch('x')\nexcept ValueError as e:\n    print('caught', e)\nfetch('y')\n";
    let outcome = interp.run_with_host(source, "<test>", |_| {
        Err(HostError {
            exception: "ValueError".into(),
            message: "no such record".into(),
        })
    });
    assert_eq!(outcome.output, "caught no such record\n");
    let error = outcome.error.expect("the second call fails");
    assert_eq!(error.last_line(), "ValueError: no such record");
    assert!(error.report().contains("line 5, in <module>"), "{}", error.report());
}

#[test]
fn values_that_cannot_cross_are_a_type_error_at_the_call() {
    let mut interp = Interpreter::new();
    interp.add_host_function("send", false).expect("declares");
    let outcome = interp.run_with_host("send(lambda: 1)", "<test>", |_| Ok(HostValue::None));
    assert_eq!(
        outcome.error.map(|e| e.last_line()),
        Some(
            "TypeError: a 'function' object cannot be passed to the host (only None, bool, int, float, str, bytes, \
             list, tuple, dict and set can)"
                .to_string()
        )
    );
}

#[test]
fn a_complex_number_cannot_cross() {
    let mut interp = Interpreter::new();
    interp.add_host_function("send", false).expect("declares");
    let outcome = interp.run_with_host("send([1, 2 + 3j])", "<test>", |_| Ok(HostValue::None));
    assert_eq!(
        outcome.error.map(|e| e.last_line()),
        Some(
            "TypeError: a 'complex' object cannot be passed to the host (only None, bool, int, float, str, bytes, \
             list, tuple, dict and set can)"
                .to_string()
        )
    );
}

#[test]
fn sets_and_dicts_with_other_keys_cross_both_ways() {
    let mut interp = Interpreter::new();
    interp.add_host_function("echo", false).expect("declares");
    let mut seen = Vec::new();
    let outcome = interp.run_with_host(
        "a = echo({3, 1, 2})\nb = echo({(1, 2): 'x', 5: None})\nc = echo({'k': frozenset({7})})\n\
         print(sorted(a), type(a).__name__, b[(1, 2)], b[5], c['k'])",
        "<test>",
        |call| {
            seen.push(call.args[0].clone());
            Ok(call.args[0].clone())
        },
    );
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.output, "[1, 2, 3] set x None {7}\n");
    assert_eq!(seen[0], HostValue::Set(vec![1.into(), 2.into(), 3.into()]));
    assert_eq!(
        seen[1],
        HostValue::Map(vec![
            (HostValue::Tuple(vec![1.into(), 2.into()]), "x".into()),
            (5.into(), HostValue::None)
        ])
    );
    assert_eq!(
        seen[2],
        HostValue::Dict(vec![("k".into(), HostValue::Set(vec![7.into()]))])
    );
}

#[test]
fn unhashable_set_items_from_the_host_are_a_type_error() {
    let mut interp = Interpreter::new();
    interp.add_host_function("make", false).expect("declares");
    let outcome = interp.run_with_host("make()", "<test>", |_| {
        Ok(HostValue::Set(vec![HostValue::List(vec![])]))
    });
    assert_eq!(
        outcome.error.map(|e| e.last_line()),
        Some("TypeError: unhashable type: 'list'".to_string())
    );
}

#[test]
fn calls_pause_inside_callbacks_that_builtins_run() {
    let mut interp = Interpreter::new();
    interp.add_host_function("score", false).expect("declares");
    let source = "\
words = ['ccc', 'a', 'bb']
print(sorted(words, key=score), max(words, key=lambda w: score(w)))
print(list(map(score, words)), sum(score(w) for w in words), ','.join(str(score(w)) for w in words))
words.sort(key=score, reverse=True)
print(words, [w for w in filter(lambda w: score(w) > 1, words)])
";
    let outcome = interp.run_with_host(source, "<test>", |call| match &call.args[0] {
        HostValue::Str(s) => Ok(HostValue::from(s.len() as i64)),
        _ => Ok(HostValue::None),
    });
    assert_eq!(outcome.error, None);
    assert_eq!(
        outcome.output,
        "['a', 'bb', 'ccc'] ccc\n[3, 1, 2] 6 3,1,2\n['ccc', 'bb', 'a'] ['ccc', 'bb']\n"
    );
}

#[test]
fn calls_pause_inside_the_next_of_an_iterator_class() {
    let mut interp = Interpreter::new();
    interp.add_host_function("page", false).expect("declares");
    let source = "\
class Pages:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return page(self.n)
print([p for p in Pages()], list(Pages()))
";
    let outcome = interp.run_with_host(source, "<test>", |call| match &call.args[0] {
        HostValue::Int(i) => Ok(HostValue::Int(i * 100)),
        _ => Ok(HostValue::None),
    });
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.output, "[100, 200, 300] [100, 200, 300]\n");
}

#[test]
fn a_call_inside_a_special_method_run_by_a_builtin_fails_clearly() {
    let mut interp = Interpreter::new();
    interp.add_host_function("describe", false).expect("declares");
    let source = "class A:\n    def __repr__(self):\n        return describe(1)\nrepr(A())\n";
    let outcome = interp.run_with_host(source, "<test>", |_| Ok(HostValue::from("a")));
    let last = outcome.error.map(|e| e.last_line()).unwrap_or_default();
    assert!(
        last.starts_with("RuntimeError: host function 'describe' cannot be called from code that a builtin runs"),
        "{last}"
    );
}

#[test]
fn run_without_a_host_reports_the_unanswered_call() {
    let mut interp = Interpreter::new();
    interp.add_host_function("lookup", false).expect("declares");
    let outcome = interp.run("lookup(1)", "<test>");
    assert_eq!(
        outcome.error.map(|e| e.last_line()),
        Some("RuntimeError: host function 'lookup' was called, but no host is answering calls".to_string())
    );
}

#[test]
fn resuming_with_an_unknown_call_id_is_refused() {
    let mut interp = Interpreter::new();
    interp.add_host_function("f", false).expect("declares");
    let calls = waiting(interp.start("f()", "<test>"));
    let outcome = done(interp.resume(vec![(calls[0].id + 100, Ok(HostValue::None))]));
    let last = outcome.error.map(|e| e.last_line()).unwrap_or_default();
    assert!(last.contains("not waiting for an answer"), "{last}");
}

#[test]
fn host_function_names_must_be_identifiers() {
    let mut interp = Interpreter::new();
    assert!(interp.add_host_function("not valid", false).is_err());
    assert!(interp.add_host_function("class", false).is_err());
}

#[test]
fn usage_counts_the_calls_and_peak_memory_of_each_run_while_ids_keep_growing() {
    let mut interp = Interpreter::new();
    interp.add_host_function("ping", false).expect("declares");
    let mut ids = Vec::new();
    for (run, source) in ["ping(); ping()", "ping()", "1 / 0"].into_iter().enumerate() {
        let outcome = interp.run_with_host(source, "<test>", |call| {
            ids.push(call.id);
            Ok(HostValue::None)
        });
        let expected = [2, 1, 0][run];
        assert_eq!(outcome.usage.host_calls, expected, "run {run}: {outcome:?}");
    }
    assert_eq!(ids, vec![1, 2, 3]);
    let small = interp.run("1 + 1", "<test>");
    let big = interp.run("big = 'x' * 10_000_000", "<test>");
    let after = interp.run("del big\nsum(range(10))", "<test>");
    assert!(small.usage.peak_memory < 1_000_000, "{small:?}");
    assert!(big.usage.peak_memory >= 10_000_000, "{big:?}");
    assert!(after.usage.peak_memory <= big.usage.peak_memory + 100_000, "{after:?}");
}
