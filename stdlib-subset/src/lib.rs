//! The importable modules of the Garter sandbox. Each is either Python source compiled by the
//! interpreter on first import (so it runs under the same limits as user code) or a native
//! module (`native/`, whose functions charge the step and memory limits for their work).
//! [`install`] makes all of them importable in an interpreter.

mod native;

use garter::Interpreter;

/// The modules written in Python (in `src/python/`), by name. `asyncio` is the interpreter's
/// own event loop, with virtual time.
pub const SOURCE_MODULES: &[(&str, &str)] = &[
    ("__future__", include_str!("python/__future__.py")),
    ("_argparse_actions", include_str!("python/_argparse_actions.py")),
    ("_argparse_help", include_str!("python/_argparse_help.py")),
    ("_argparse_parse", include_str!("python/_argparse_parse.py")),
    ("_binding", include_str!("python/_binding.py")),
    ("_asyncio_base", include_str!("python/_asyncio_base.py")),
    ("_asyncio_futures", include_str!("python/_asyncio_futures.py")),
    ("_asyncio_queues", include_str!("python/_asyncio_queues.py")),
    ("_asyncio_repr", include_str!("python/_asyncio_repr.py")),
    ("_asyncio_sync", include_str!("python/_asyncio_sync.py")),
    ("_asyncio_taskgroups", include_str!("python/_asyncio_taskgroups.py")),
    ("_asyncio_waiting", include_str!("python/_asyncio_waiting.py")),
    ("_collections_native", include_str!("python/_collections_native.py")),
    ("_csv_sniffer", include_str!("python/_csv_sniffer.py")),
    ("_errno_messages", include_str!("python/_errno_messages.py")),
    ("_fspath", include_str!("python/_fspath.py")),
    ("_functools_native", include_str!("python/_functools_native.py")),
    ("_pathlib_glob", include_str!("python/_pathlib_glob.py")),
    ("_fileio", include_str!("python/_fileio.py")),
    ("_os_fd", include_str!("python/_os_fd.py")),
    ("_textfile", include_str!("python/_textfile.py")),
    ("_datetime_base", include_str!("python/_datetime_base.py")),
    ("_decimal_context", include_str!("python/_decimal_context.py")),
    ("_decimal_digitwise", include_str!("python/_decimal_digitwise.py")),
    ("_decimal_math", include_str!("python/_decimal_math.py")),
    ("_decimal_number", include_str!("python/_decimal_number.py")),
    ("_decimal_signals", include_str!("python/_decimal_signals.py")),
    ("_decimal_text", include_str!("python/_decimal_text.py")),
    ("_difflib_matcher", include_str!("python/_difflib_matcher.py")),
    ("_datetime_format", include_str!("python/_datetime_format.py")),
    ("_datetime_iso", include_str!("python/_datetime_iso.py")),
    ("_datetime_time", include_str!("python/_datetime_time.py")),
    ("_ipaddress_base", include_str!("python/_ipaddress_base.py")),
    ("_ipaddress_v4", include_str!("python/_ipaddress_v4.py")),
    ("_ipaddress_v6", include_str!("python/_ipaddress_v6.py")),
    ("_markupbase", include_str!("python/_markupbase.py")),
    ("_logging_format", include_str!("python/_logging_format.py")),
    ("_logging_handlers", include_str!("python/_logging_handlers.py")),
    ("_logging_levels", include_str!("python/_logging_levels.py")),
    ("_logging_records", include_str!("python/_logging_records.py")),
    ("_textstream", include_str!("python/_textstream.py")),
    ("_time_format", include_str!("python/_time_format.py")),
    ("_typing_eval", include_str!("python/_typing_eval.py")),
    ("_typing_helpers", include_str!("python/_typing_helpers.py")),
    ("_typing_records", include_str!("python/_typing_records.py")),
    ("_unittest_asserts", include_str!("python/_unittest_asserts.py")),
    ("_unittest_async", include_str!("python/_unittest_async.py")),
    ("_unittest_case", include_str!("python/_unittest_case.py")),
    ("_unittest_loader", include_str!("python/_unittest_loader.py")),
    ("_unittest_logs", include_str!("python/_unittest_logs.py")),
    ("_unittest_mock_base", include_str!("python/_unittest_mock_base.py")),
    ("_unittest_mock_call", include_str!("python/_unittest_mock_call.py")),
    ("_unittest_mock_magic", include_str!("python/_unittest_mock_magic.py")),
    ("_unittest_mock_patch", include_str!("python/_unittest_mock_patch.py")),
    ("_unittest_result", include_str!("python/_unittest_result.py")),
    ("_urllib_results", include_str!("python/_urllib_results.py")),
    ("_warnings", include_str!("python/_warnings.py")),
    ("_zipfile_parts", include_str!("python/_zipfile_parts.py")),
    ("abc", include_str!("python/abc.py")),
    ("argparse", include_str!("python/argparse.py")),
    ("array", include_str!("python/array.py")),
    ("ast", include_str!("python/ast.py")),
    ("asyncio", include_str!("python/asyncio.py")),
    ("atexit", include_str!("python/atexit.py")),
    ("base64", include_str!("python/base64.py")),
    ("binascii", include_str!("python/binascii.py")),
    ("bisect", include_str!("python/bisect.py")),
    ("calendar", include_str!("python/calendar.py")),
    ("collections", include_str!("python/collections.py")),
    ("collections.abc", include_str!("python/collections_abc.py")),
    ("colorsys", include_str!("python/colorsys.py")),
    ("concurrent", include_str!("python/concurrent.py")),
    ("concurrent.futures", include_str!("python/concurrent_futures.py")),
    ("contextlib", include_str!("python/contextlib.py")),
    ("contextvars", include_str!("python/contextvars.py")),
    ("copy", include_str!("python/copy.py")),
    ("csv", include_str!("python/csv.py")),
    ("dataclasses", include_str!("python/dataclasses.py")),
    ("datetime", include_str!("python/datetime.py")),
    ("decimal", include_str!("python/decimal.py")),
    ("difflib", include_str!("python/difflib.py")),
    ("enum", include_str!("python/enum.py")),
    ("errno", include_str!("python/errno.py")),
    ("fnmatch", include_str!("python/fnmatch.py")),
    ("fractions", include_str!("python/fractions.py")),
    ("functools", include_str!("python/functools.py")),
    ("glob", include_str!("python/glob.py")),
    ("graphlib", include_str!("python/graphlib.py")),
    ("gzip", include_str!("python/gzip.py")),
    ("hashlib", include_str!("python/hashlib.py")),
    ("heapq", include_str!("python/heapq.py")),
    ("hmac", include_str!("python/hmac.py")),
    ("importlib", include_str!("python/importlib.py")),
    ("html", include_str!("python/html.py")),
    ("html.entities", include_str!("python/html_entities.py")),
    ("html.parser", include_str!("python/html_parser.py")),
    ("http", include_str!("python/http.py")),
    ("io", include_str!("python/io.py")),
    ("ipaddress", include_str!("python/ipaddress.py")),
    ("itertools", include_str!("python/itertools.py")),
    ("json", include_str!("python/json.py")),
    ("json.decoder", include_str!("python/json_decoder.py")),
    ("json.encoder", include_str!("python/json_encoder.py")),
    ("keyword", include_str!("python/keyword.py")),
    ("linecache", include_str!("python/linecache.py")),
    ("logging", include_str!("python/logging.py")),
    ("logging.config", include_str!("python/logging_config.py")),
    ("logging.handlers", include_str!("python/logging_handlers.py")),
    ("mimetypes", include_str!("python/mimetypes.py")),
    ("numbers", include_str!("python/numbers.py")),
    ("os", include_str!("python/os.py")),
    ("os.path", include_str!("python/posixpath.py")),
    ("operator", include_str!("python/operator.py")),
    ("pathlib", include_str!("python/pathlib.py")),
    ("platform", include_str!("python/platform.py")),
    ("posixpath", include_str!("python/posixpath.py")),
    ("pprint", include_str!("python/pprint.py")),
    ("queue", include_str!("python/queue.py")),
    ("quopri", include_str!("python/quopri.py")),
    ("random", include_str!("python/random.py")),
    ("reprlib", include_str!("python/reprlib.py")),
    ("secrets", include_str!("python/secrets.py")),
    ("shlex", include_str!("python/shlex.py")),
    ("shutil", include_str!("python/shutil.py")),
    ("stat", include_str!("python/stat.py")),
    ("tempfile", include_str!("python/tempfile.py")),
    ("statistics", include_str!("python/statistics.py")),
    ("_re_support", include_str!("python/_re_support.py")),
    ("re", include_str!("python/re.py")),
    ("string", include_str!("python/string.py")),
    ("struct", include_str!("python/struct.py")),
    ("sys", include_str!("python/sys.py")),
    ("textwrap", include_str!("python/textwrap.py")),
    ("threading", include_str!("python/threading.py")),
    ("time", include_str!("python/time.py")),
    ("timeit", include_str!("python/timeit.py")),
    ("tomllib", include_str!("python/tomllib.py")),
    ("types", include_str!("python/types.py")),
    ("typing", include_str!("python/typing.py")),
    ("typing_extensions", include_str!("python/typing_extensions.py")),
    ("urllib", include_str!("python/urllib.py")),
    ("unittest", include_str!("python/unittest.py")),
    ("unittest.mock", include_str!("python/unittest_mock.py")),
    ("urllib.parse", include_str!("python/urllib_parse.py")),
    ("uuid", include_str!("python/uuid.py")),
    ("warnings", include_str!("python/warnings.py")),
    ("weakref", include_str!("python/weakref.py")),
    ("_weakref_containers", include_str!("python/_weakref_containers.py")),
    ("gc", include_str!("python/gc.py")),
    ("zipfile", include_str!("python/zipfile.py")),
    ("xml", include_str!("python/xml.py")),
    ("xml.etree", include_str!("python/xml_etree.py")),
    ("xml.etree.ElementTree", include_str!("python/xml_etree_ElementTree.py")),
    ("_xml_etree_element", include_str!("python/_xml_etree_element.py")),
    ("_xml_etree_parse", include_str!("python/_xml_etree_parse.py")),
    ("_xml_etree_path", include_str!("python/_xml_etree_path.py")),
    ("_xml_etree_write", include_str!("python/_xml_etree_write.py")),
    ("zlib", include_str!("python/zlib.py")),
    ("zoneinfo", include_str!("python/zoneinfo.py")),
    ("inspect", include_str!("python/inspect.py")),
    ("codecs", include_str!("python/codecs.py")),
    ("_codecs_stream", include_str!("python/_codecs_stream.py")),
    ("traceback", include_str!("python/traceback.py")),
    ("_inspect_signature", include_str!("python/_inspect_signature.py")),
    ("_zoneinfo_rule", include_str!("python/_zoneinfo_rule.py")),
];

/// The modules of [`SOURCE_MODULES`] that CPython writes in C (or whose Python module only
/// re-exports a C one): tracebacks leave out their frames, as CPython's show none for C code.
pub const NATIVE_IN_CPYTHON: &[&str] = &[
    "array",
    "atexit",
    "binascii",
    "bisect",
    "contextvars",
    "datetime",
    "decimal",
    "heapq",
    "io",
    "itertools",
    "operator",
    "stat",
    "struct",
    "time",
    "_xml_etree_element",
    "zlib",
];

/// Registers every module of the subset with `interpreter`.
pub fn install(interpreter: &mut Interpreter) {
    for (name, source) in SOURCE_MODULES {
        interpreter.add_source_module(name, source);
    }
    for name in NATIVE_IN_CPYTHON {
        interpreter.hide_frames_of(name);
    }
    interpreter.add_native_functions("_garter_array", native::array::FUNCTIONS);
    interpreter.add_native_module("_garter_array", native::array::build);
    interpreter.add_native_functions("_garter_ast", native::ast_literal::FUNCTIONS);
    interpreter.add_native_module("_garter_ast", native::ast_literal::build);
    interpreter.add_native_functions("cmath", native::cmath::FUNCTIONS);
    interpreter.add_native_module("cmath", native::cmath::build);
    interpreter.add_native_functions("math", native::math::FUNCTIONS);
    interpreter.add_native_module("math", native::math::build);
    interpreter.add_native_functions("unicodedata", native::unicodedata::FUNCTIONS);
    interpreter.add_native_module("unicodedata", native::unicodedata::build);
    interpreter.add_native_functions("_garter_re", native::re::FUNCTIONS);
    interpreter.add_native_module("_garter_re", native::re::build);
    interpreter.add_native_functions("_garter_io", native::io::FUNCTIONS);
    interpreter.add_native_module("_garter_io", native::io::build);
    interpreter.add_native_functions("_garter_fs", native::fs::FUNCTIONS);
    interpreter.add_native_module("_garter_fs", native::fs::build);
    interpreter.add_native_functions("_garter_csv", native::csv::FUNCTIONS);
    interpreter.add_native_module("_garter_csv", native::csv::build);
    interpreter.add_native_functions("_garter_json", native::json::FUNCTIONS);
    interpreter.add_native_module("_garter_json", native::json::build);
    interpreter.add_native_functions("_garter_sys", native::sys::FUNCTIONS);
    interpreter.add_native_module("_garter_sys", native::sys::build);
    interpreter.add_native_functions("_garter_binascii", native::binascii::FUNCTIONS);
    interpreter.add_native_module("_garter_binascii", native::binascii::build);
    interpreter.add_native_functions("_garter_random", native::random::FUNCTIONS);
    interpreter.add_native_functions("_garter_decimal", native::decimal::FUNCTIONS);
    interpreter.add_native_module("_garter_decimal", native::decimal::build);
    interpreter.add_native_module("_garter_random", native::random::build);
    interpreter.add_native_functions("_garter_zlib", native::zlib::FUNCTIONS);
    interpreter.add_native_module("_garter_zlib", native::zlib::build);
    interpreter.add_native_functions("_garter_traceback", native::traceback::FUNCTIONS);
    interpreter.add_native_module("_garter_traceback", native::traceback::build);
    interpreter.add_native_functions("_garter_inspect", native::inspect::FUNCTIONS);
    interpreter.add_native_module("_garter_inspect", native::inspect::build);
    interpreter.add_native_functions("_garter_hashlib", native::hashlib::FUNCTIONS);
    interpreter.add_native_module("_garter_hashlib", native::hashlib::build);
    interpreter.add_native_functions("_garter_struct", native::struct_pack::FUNCTIONS);
    interpreter.add_native_module("_garter_struct", native::struct_pack::build);
    interpreter.add_native_functions("_garter_xml", native::xml::FUNCTIONS);
    interpreter.add_native_module("_garter_xml", native::xml::build);
    interpreter.add_native_functions("_garter_weakref", native::weakref::FUNCTIONS);
    interpreter.add_native_module("_garter_weakref", native::weakref::build);
    interpreter.add_native_functions("_garter_zoneinfo", native::zoneinfo::FUNCTIONS);
    interpreter.add_native_module("_garter_zoneinfo", native::zoneinfo::build);
}

/// A new interpreter with the whole subset importable.
pub fn interpreter() -> Interpreter {
    let mut interpreter = Interpreter::new();
    install(&mut interpreter);
    interpreter
}

#[cfg(test)]
mod tests {
    use super::interpreter;

    #[test]
    fn native_module_functions_survive_a_snapshot() {
        let mut first = interpreter();
        let setup = first.run("import math\nroot = math.sqrt\nvalues = [math.floor(2.5)]", "<a>");
        assert_eq!(setup.error, None);
        let bytes = first.snapshot().expect("snapshot");
        let mut second = interpreter();
        second
            .restore(&bytes)
            .expect("restore into an interpreter with the same modules");
        let outcome = second.run("print(root(16.0), values, math.gcd(12, 18))", "<b>");
        assert_eq!(outcome.error, None);
        assert_eq!(outcome.output, "4.0 [2] 6\n");
        let error = garter::Interpreter::new()
            .restore(&bytes)
            .expect_err("math is not registered");
        assert!(
            error.to_string().contains("is not registered in this interpreter"),
            "{error}"
        );
    }

    #[test]
    fn the_clock_is_refused_without_a_grant() {
        let outcome = interpreter().run("import datetime\ndatetime.datetime.now()", "<test>");
        let error = outcome.error.expect("now() fails").last_line();
        assert_eq!(
            error,
            "PermissionError: datetime.now() needs the current time, but this sandbox has no clock (the host has not granted one)"
        );
    }

    #[test]
    fn top_level_await_runs_through_asyncio() {
        let source = "import asyncio\n\
                      async def double(x):\n    await asyncio.sleep(0)\n    return 2 * x\n\
                      print(await asyncio.gather(double(1), double(2)))\n\
                      print([await double(i) for i in range(3)])\n";
        let outcome = interpreter().run(source, "<test>");
        assert_eq!(outcome.error, None);
        assert_eq!(outcome.output, "[2, 4]\n[0, 2, 4]\n");
    }

    #[test]
    fn asyncio_run_interleaves_tasks_at_sleep_zero() {
        let source = "import asyncio\n\
                      async def worker(name, n):\n    for i in range(n):\n        print(name, i)\n        await asyncio.sleep(0)\n\
                      async def main():\n    await asyncio.gather(worker('a', 2), worker('b', 2))\n\
                      asyncio.run(main())\n";
        let outcome = interpreter().run(source, "<test>");
        assert_eq!(outcome.error, None);
        assert_eq!(outcome.output, "a 0\nb 0\na 1\nb 1\n");
    }

    #[test]
    fn await_outside_a_coroutine_without_asyncio_is_a_clear_error() {
        let outcome = garter::Interpreter::new().run("async def f():\n    return 1\nawait f()\n", "<test>");
        let last = outcome.error.map(|e| e.last_line()).unwrap_or_default();
        assert!(last.contains("needs the asyncio module"), "{last}");
    }

    #[test]
    fn gather_hands_every_async_host_call_to_the_host_at_once() {
        use garter::{HostValue, Progress};
        let mut interp = interpreter();
        interp.add_host_function("fetch", true).expect("declares");
        let source = "import asyncio\n\
                      async def main():\n    return await asyncio.gather(*(fetch(i) for i in range(10)))\n\
                      print(asyncio.run(main()))\n";
        let Progress::Waiting(calls) = interp.start(source, "<test>") else {
            panic!("expected host calls");
        };
        assert_eq!(calls.len(), 10);
        assert!(calls.iter().all(|c| c.name == "fetch"));
        let mut answers: Vec<(u64, Result<HostValue, garter::HostError>)> = calls
            .iter()
            .map(|c| match &c.args[0] {
                HostValue::Int(i) => (c.id, Ok(HostValue::Int(i * 10))),
                _ => (c.id, Ok(HostValue::None)),
            })
            .collect();
        answers.reverse();
        let second_half = answers.split_off(5);
        let Progress::Waiting(more) = interp.resume(answers) else {
            panic!("half the answers leave the run waiting");
        };
        assert!(more.is_empty(), "no new calls: {more:?}");
        let Progress::Done(outcome) = interp.resume(second_half) else {
            panic!("all answers end the run");
        };
        assert_eq!(outcome.error, None);
        assert_eq!(outcome.output, "[0, 10, 20, 30, 40, 50, 60, 70, 80, 90]\n");
    }

    #[test]
    fn an_async_host_error_raises_in_the_awaiting_coroutine() {
        let mut interp = interpreter();
        interp.add_host_function("lookup", true).expect("declares");
        let source = "import asyncio\n\
                      async def main():\n    try:\n        await lookup('x')\n    except KeyError as e:\n        return f'missing {e}'\n\
                      print(asyncio.run(main()))\n";
        let outcome = interp.run_with_host(source, "<test>", |_| {
            Err(garter::HostError {
                exception: "KeyError".into(),
                message: "x".into(),
            })
        });
        assert_eq!(outcome.error, None);
        assert_eq!(outcome.output, "missing 'x'\n");
    }
}
