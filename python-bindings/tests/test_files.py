"""The sandbox's in-memory filesystem: upload, download, list, cleanup, quota."""

import pytest

import garter


def test_files_go_in_and_come_out():
    box = garter.Sandbox()
    box.upload_file("data/sales.csv", "region,amount\nnorth,10\nsouth,32\n", read_only=True)
    code = (
        "import csv\n"
        "rows = list(csv.DictReader(open('data/sales.csv')))\n"
        "total = sum(int(r['amount']) for r in rows)\n"
        "with open('report.txt', 'w') as f:\n"
        "    f.write(f'total {total}')\n"
        "total"
    )
    assert box.run(code).value == 42
    assert box.download_file("report.txt") == b"total 42"
    files = {(f.path, f.size, f.read_only, f.changed) for f in box.list_files()}
    assert files == {("data/sales.csv", 32, True, False), ("report.txt", 8, False, True)}
    assert box.run("open('report.txt').read()").value == "total 42"
    with pytest.raises(garter.PythonError) as error:
        box.run("open('data/sales.csv', 'w')")
    assert error.value.type_name == "PermissionError"
    box.cleanup()
    assert box.list_files() == []
    with pytest.raises(FileNotFoundError):
        box.download_file("report.txt")


def test_without_files_there_is_no_filesystem():
    with pytest.raises(garter.PythonError) as error:
        garter.Sandbox().run("open('x')")
    assert error.value.type_name == "PermissionError"


def test_a_quota_bounds_what_programs_write():
    box = garter.Sandbox()
    box.set_file_quota(1000)
    with pytest.raises(garter.PythonError) as error:
        box.run("open('big', 'w').write('x' * 5000)")
    assert error.value.type_name == "OSError" and "No space left on device" in error.value.message


def test_uploads_past_the_memory_limit_are_refused():
    box = garter.Sandbox(limits=garter.Limits(max_memory=1 << 16))
    with pytest.raises(garter.GarterError, match="memory limit"):
        box.upload_file("big.bin", b"\0" * (1 << 17))


def test_session_files_persist_in_its_dump():
    session = garter.Session()
    session.upload_file("in.txt", b"abc")
    session.run("open('out.txt', 'w').write(open('in.txt').read() * 2)")
    restored = garter.Session.load(session.dump())
    assert restored.download_file("out.txt") == b"abcabc"


def test_start_runs_get_a_copy_of_the_files():
    box = garter.Sandbox(tools={"ask": lambda: None})
    box.upload_file("q.txt", b"question")
    call = box.start("x = ask()\nopen('q.txt').read() + x")
    assert call.resume("!").value == "question!"
