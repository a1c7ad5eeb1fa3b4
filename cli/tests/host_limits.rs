//! What the host does for a run is bounded like the run itself: tool commands count against
//! `--timeout` (one still running at the deadline is killed with its process group and the run
//! ends with the time limit, in `garter run` and in `garter mcp`), at most
//! `--max-concurrent-tools` commands run at once with answers in call order, and writing
//! `--download-dir` stops at the deadline. The tools are small `sh` scripts; the wall-time
//! bounds are generous, as the machine running the tests may be busy.

mod common;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use common::{garter, temp_dir, text, LineChild};

/// A tool that starts `sleep 8` in the background (recording its process id in `sleepers`),
/// waits for it and prints 1.
const SLOW_TOOL: &str = "sleep 8 &\necho $! >> sleepers\nwait\necho 1\n";

/// A tool that marks itself live (a file named by its process id in `live/`), appends how many
/// tools are live to `counts`, naps, unmarks itself and prints the `i` it was given.
const COUNTING_TOOL: &str = r#"read -r line
i=${line#*:}
i=${i%\}}
touch live/$$
ls live | wc -l >> counts
sleep 0.02
rm live/$$
echo "$i"
"#;

const TOOLS: &str = r#"{
  "pause": {"command": ["sh", "-c", "sleep 1.2; echo 1"]},
  "flood": {"command": ["python3", "-c", "import sys; sys.stdout.write('[' + '1,' * 10000000 + '1]'); sys.stderr.write('e' * 30000000)"]},
  "noisy": {"command": ["python3", "-c", "import sys; sys.stderr.write('x' * 30000000 + 'the end'); sys.exit(1)"]},
  "slow": {"command": ["sh", "slow.sh"]},
  "slow_async": {"async": true, "command": ["sh", "slow.sh"]},
  "count": {"async": true, "command": ["sh", "count.sh"],
            "parameters": {"type": "object", "properties": {"i": {"type": "integer"}}, "required": ["i"]}}
}"#;

/// A folder with the tools, and the path of its TOOLS.json.
fn tools_folder(test: &str) -> (PathBuf, String) {
    let dir = temp_dir(&format!("host-limits-{test}"));
    std::fs::write(dir.join("slow.sh"), SLOW_TOOL).unwrap();
    std::fs::write(dir.join("count.sh"), COUNTING_TOOL).unwrap();
    std::fs::write(dir.join("tools.json"), TOOLS).unwrap();
    let _ = std::fs::remove_file(dir.join("sleepers"));
    let _ = std::fs::remove_file(dir.join("counts"));
    let _ = std::fs::remove_dir_all(dir.join("live"));
    std::fs::create_dir(dir.join("live")).unwrap();
    let tools = dir.join("tools.json").display().to_string();
    (dir, tools)
}

/// Runs `garter` with `args`: its output and how long it took.
fn timed(args: &[&str]) -> (std::process::Output, Duration) {
    let started = Instant::now();
    let out = garter(args);
    (out, started.elapsed())
}

/// The process ids the slow tool recorded.
fn sleepers(dir: &Path) -> Vec<u32> {
    std::fs::read_to_string(dir.join("sleepers"))
        .unwrap_or_default()
        .lines()
        .map(|line| line.trim().parse().unwrap())
        .collect()
}

/// Whether process `pid` still runs (a zombie waiting for its new parent to reap it does not).
fn running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        let state = stat.rsplit(')').next().unwrap_or("").trim_start();
        !state.starts_with('Z') && !state.starts_with('X')
    })
}

/// Checks that no process the slow tool started outlived the run.
fn assert_no_sleeper_left(dir: &Path) {
    for pid in sleepers(dir) {
        let started = Instant::now();
        while running(pid) && started.elapsed() < Duration::from_secs(2) {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(
            !running(pid),
            "the tool's `sleep 8` (pid {pid}) was killed with its group"
        );
    }
}

#[test]
fn tool_time_counts_against_the_timeout() {
    let (dir, tools) = tools_folder("sync");
    let (out, took) = timed(&[
        "run",
        "-c",
        "print('a')\nslow()\nslow()",
        "--tools",
        &tools,
        "--timeout",
        "2",
    ]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert_eq!(text(&out.stderr), "TimeoutError: time limit of 2.0 seconds exceeded\n");
    assert_eq!(text(&out.stdout), "a\n", "what was printed before the limit is kept");
    assert!(
        took >= Duration::from_millis(1900) && took < Duration::from_secs(5),
        "two calls of an 8 s tool under --timeout 2 took {took:?}"
    );
    assert_eq!(sleepers(&dir).len(), 1, "the second call never ran");
    assert_no_sleeper_left(&dir);
}

#[test]
fn time_spent_in_tools_counts_against_the_program_after_them() {
    let (_dir, tools) = tools_folder("after");
    let program = "pause()\npause()\nwhile True:\n    pass";
    let (out, took) = timed(&["run", "-c", program, "--tools", &tools, "--timeout", "3"]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert_eq!(text(&out.stderr), "TimeoutError: time limit of 3.0 seconds exceeded\n");
    assert!(
        took < Duration::from_millis(4500),
        "2.4 s of tools then a busy loop under --timeout 3 took {took:?}"
    );
}

#[test]
fn a_shared_value_passed_to_a_tool_or_returned_is_copied_within_the_memory_limit() {
    let (_dir, tools) = tools_folder("shared");
    let build = "x = 'a' * 100\nfor i in range(21):\n    x = [x, x]\n";
    for (ending, json) in [("await count(i=len(x), extra=x)", false), ("x", true)] {
        let program = format!("{build}{ending}");
        let mut args = vec![
            "run",
            "-c",
            &program,
            "--tools",
            &tools,
            "--max-memory",
            "64MiB",
            "--timeout",
            "5",
        ];
        if json {
            args.push("--json");
        }
        let (out, took) = timed(&args);
        assert_eq!(out.status.code(), Some(3), "{ending}: {}", text(&out.stderr));
        assert!(took < Duration::from_secs(5), "{ending} took {took:?}");
        let reported = if json { text(&out.stdout) } else { text(&out.stderr) };
        assert!(
            reported.contains("memory limit of 64.0 MiB exceeded"),
            "{ending}: {reported}"
        );
    }
}

#[test]
fn what_a_tool_prints_is_bounded() {
    let (_dir, tools) = tools_folder("flood");
    let program = "for tool in (flood, noisy):\n    try:\n        tool()\n    except RuntimeError as e:\n        \
                   print(str(e)[:71], len(str(e)), str(e)[-7:])";
    let (out, took) = timed(&["run", "-c", program, "--tools", &tools, "--max-memory", "4MiB"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "tool 'flood' printed more than 4.0 MiB, the run's memory limit, as its  77  result\n\
         tool 'noisy' failed: its command exited with status 1: ...xxxxxxxxxxxxx 2058 the end\n",
        "a result past the memory limit is refused; a failure shows the end of stderr"
    );
    assert!(took < Duration::from_secs(20), "took {took:?}");
}

#[test]
fn the_json_document_reports_the_time_limit_as_any_limit() {
    let (dir, tools) = tools_folder("json");
    let program = "import asyncio\nawait asyncio.gather(slow_async(), slow_async())";
    let (out, took) = timed(&["run", "-c", program, "--tools", &tools, "--timeout", "1", "--json"]);
    assert_eq!(out.status.code(), Some(3));
    assert!(took < Duration::from_secs(4), "took {took:?}");
    let document: Value = serde_json::from_slice(&out.stdout).expect("one JSON document");
    assert_eq!(
        document["error"],
        json!({
            "type": "TimeoutError",
            "message": "time limit of 1.0 seconds exceeded",
            "traceback": "TimeoutError: time limit of 1.0 seconds exceeded\n",
            "limit": true,
            "exit_status": 3,
        })
    );
    assert_eq!(document["usage"]["tool_calls"], 2);
    assert_eq!(sleepers(&dir).len(), 2, "both calls of the gather ran at once");
    assert_no_sleeper_left(&dir);
}

/// The most tools the counting tool saw live at once.
fn most_live(dir: &Path) -> usize {
    let counts = std::fs::read_to_string(dir.join("counts")).unwrap();
    counts
        .lines()
        .map(|line| line.trim().parse::<usize>().unwrap())
        .max()
        .unwrap()
}

#[test]
fn a_gather_runs_at_most_the_cap_of_commands_at_once_answering_in_order() {
    let (dir, tools) = tools_folder("gather");
    let program = "import asyncio\n\
                   answers = await asyncio.gather(*(count(i) for i in range(200)))\n\
                   print(answers == list(range(200)), len(answers))";
    let out = garter(&["run", "-c", program, "--tools", &tools]);
    assert_eq!(text(&out.stderr), "");
    assert_eq!(text(&out.stdout), "True 200\n");
    let most = most_live(&dir);
    assert!(
        (2..=8).contains(&most),
        "{most} commands ran at once, the default cap is 8"
    );

    let (dir, tools) = tools_folder("gather-capped");
    let program = "import asyncio\n\
                   answers = await asyncio.gather(*(count(i) for i in range(30)))\n\
                   print(answers == list(range(30)))";
    let out = garter(&["run", "-c", program, "--tools", &tools, "--max-concurrent-tools", "3"]);
    assert_eq!(text(&out.stdout), "True\n", "{}", text(&out.stderr));
    assert!(most_live(&dir) <= 3);

    let out = garter(&["run", "-c", "1", "--max-concurrent-tools", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains(
            "invalid value '0' for '--max-concurrent-tools <N>': at least one tool command must be allowed to run"
        ),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn downloads_stop_at_the_deadline_of_a_run_that_used_its_time() {
    let dir = temp_dir("host-limits-download");
    let out_dir = dir.join("out");
    let _ = std::fs::remove_dir_all(&out_dir);
    let program = "open('small.txt', 'w').write('hello')\n\
                   data = b'x' * (128 << 20)\n\
                   open('big.bin', 'wb').write(data)\n\
                   print('written')\n\
                   while True:\n    pass";
    let (out, took) = timed(&[
        "run",
        "-c",
        program,
        "--timeout",
        "1",
        "--max-memory",
        "1GiB",
        "--download-dir",
        out_dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(3));
    assert!(took < Duration::from_secs(4), "took {took:?}");
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with("TimeoutError: time limit of 1.0 seconds exceeded\n"),
        "{stderr}"
    );
    // The program may be stopped before it wrote big.bin whole on a busy machine.
    let wrote_all = text(&out.stdout) == "written\n";
    let files = ["big.bin", "small.txt"];
    for (name, size) in files.into_iter().zip([128 << 20, 5]) {
        let problem = format!("garter: --download-dir: not writing '{name}': time limit of 1.0 seconds exceeded\n");
        match std::fs::metadata(out_dir.join(name)) {
            Ok(meta) => assert!(meta.len() == size || !wrote_all, "{name} is whole"),
            Err(_) => assert!(stderr.contains(&problem), "{name} is reported: {stderr}"),
        }
    }
    let left: Vec<String> = std::fs::read_dir(&out_dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        left.iter().all(|name| files.contains(&name.as_str())),
        "nothing but the program's files, no temporary file: {left:?}"
    );
}

/// An upstream MCP server in plain Python: `nap` answers after 8 seconds (on a thread, so the
/// server reads on) and `cancelled` lists the request ids garter cancelled.
const NAPPING_UPSTREAM: &str = r#"
import json, sys, threading, time
cancelled = []
def reply(id, result):
    print(json.dumps({"jsonrpc": "2.0", "id": id, "result": result}), flush=True)
def nap(id):
    time.sleep(8)
    reply(id, {"content": [{"type": "text", "text": "1"}]})
for line in sys.stdin:
    message = json.loads(line)
    method, params = message.get("method"), message.get("params", {})
    if method == "notifications/cancelled":
        cancelled.append(params["requestId"])
    if "id" not in message:
        continue
    if method == "initialize":
        reply(message["id"], {"protocolVersion": params["protocolVersion"], "capabilities": {"tools": {}},
                              "serverInfo": {"name": "napper", "version": "1"}})
    elif method == "tools/list":
        reply(message["id"], {"tools": [{"name": "nap", "inputSchema": {"type": "object"}},
                                        {"name": "cancelled", "inputSchema": {"type": "object"}}]})
    elif params["name"] == "nap":
        threading.Thread(target=nap, args=(message["id"],), daemon=True).start()
    else:
        reply(message["id"], {"content": [{"type": "text", "text": json.dumps(cancelled)}]})
"#;

#[test]
fn mcp_runs_end_at_their_timeout_in_commands_and_upstream_calls() {
    let (dir, tools) = tools_folder("mcp");
    std::fs::write(dir.join("napper.py"), NAPPING_UPSTREAM).unwrap();
    let servers = json!({"mcpServers": {"napper": {"command": "python3", "args": ["napper.py"]}}});
    std::fs::write(dir.join("servers.json"), servers.to_string()).unwrap();
    let servers = dir.join("servers.json").display().to_string();
    let mut child = LineChild::start(&["mcp", "--tools", &tools, "--upstream", &servers, "--timeout", "1"]);
    let mut next_id = 0;
    let mut run = |code: &str| {
        next_id += 1;
        let request = json!({"jsonrpc": "2.0", "id": next_id, "method": "tools/call",
                             "params": {"name": "run_python", "arguments": {"code": code}}});
        let started = Instant::now();
        let reply = child.exchange(request.to_string().as_bytes());
        let result = &reply["result"];
        let text = result["content"][0]["text"].as_str().unwrap().to_string();
        (text, result["isError"] == json!(true), started.elapsed())
    };
    for (code, printed) in [("print('a')\nslow()", "a\n"), ("nap()", "")] {
        let (text, is_error, took) = run(code);
        assert!(is_error, "{code}: {text}");
        assert_eq!(
            text,
            format!("{printed}TimeoutError: time limit of 1.0 seconds exceeded\n"),
            "{code}: what was printed before the limit is kept"
        );
        assert!(took < Duration::from_secs(4), "{code} took {took:?}");
    }
    let (text, is_error, _) = run("print(cancelled())");
    assert!(!is_error, "{text}");
    assert_eq!(text, "[3]\n", "the abandoned tools/call (id 3) was cancelled");
    assert_no_sleeper_left(&dir);
    child.finish();
}
