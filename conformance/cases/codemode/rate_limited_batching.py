# Checks splitting work into batches under a rate limit and simulating calls with partial failures.
ids = [f"doc-{n}" for n in range(1, 24)]
BATCH_SIZE = 5
MAX_CALLS_PER_WINDOW = 3

def chunks(seq, size):
    return [seq[i:i + size] for i in range(0, len(seq), size)]

def embed_batch(batch):
    failed = [d for d in batch if int(d.split("-")[1]) % 7 == 0]
    if len(failed) == len(batch):
        raise RuntimeError("whole batch rejected")
    return {d: len(d) * 0.1 for d in batch if d not in failed}, failed

batches = chunks(ids, BATCH_SIZE)
print(f"{len(ids)} ids -> {len(batches)} batches of up to {BATCH_SIZE}")
print("batch sizes:", [len(b) for b in batches])

windows = chunks(list(range(len(batches))), MAX_CALLS_PER_WINDOW)
print("windows:", windows)

results = {}
retry_queue = []
for w, batch_indexes in enumerate(windows, 1):
    print(f"window {w}: sending batches {batch_indexes}")
    for bi in batch_indexes:
        batch = batches[bi]
        try:
            ok, failed = embed_batch(batch)
        except RuntimeError as e:
            print(f"  batch {bi} error: {e}")
            retry_queue.extend(batch)
            continue
        results.update(ok)
        if failed:
            print(f"  batch {bi}: {len(ok)} ok, failed {failed}")
            retry_queue.extend(failed)
        else:
            print(f"  batch {bi}: {len(ok)} ok")

print("\nretry queue:", retry_queue)
print(f"embedded {len(results)}/{len(ids)} ({len(results) / len(ids):.1%})")
print("first three:", list(results.items())[:3])
total_calls = len(batches)
min_windows = -(-total_calls // MAX_CALLS_PER_WINDOW)
print(f"calls={total_calls}, windows needed={min_windows}")
