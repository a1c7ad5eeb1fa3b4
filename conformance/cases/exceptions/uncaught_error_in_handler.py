# Checks an uncaught user exception raised inside an except block (implicit chaining); the last one is reported.
class StorageError(Exception):
    pass

class ReportFailed(Exception):
    pass

def save(record):
    raise StorageError(f"disk full while saving {record}")

def save_with_report(record):
    try:
        save(record)
    except StorageError as e:
        print("save failed:", e)
        raise ReportFailed(f"could not report failure for {record}")

try:
    save_with_report("r1")
except ReportFailed as e:
    print("caught:", e, "| context:", e.__context__)
save_with_report("r2")
