# Checks that filling NamedTemporaryFiles left undeleted stops at the file quota with its
# message, and that closing deleting ones gives the space back first.
# files: quota=64KiB
# expect: OSError: [Errno 28] No space left on device (the file quota of 64.0 KiB is used up)
# stdout-ends: deleted files freed their space\n
import tempfile

for _ in range(200):
    with tempfile.NamedTemporaryFile() as f:
        f.write(b"x" * 4000)
print("deleted files freed their space")
while True:
    with tempfile.NamedTemporaryFile(delete=False) as f:
        f.write(b"x" * 4000)
