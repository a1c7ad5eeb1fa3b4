"""An assignment expression driving a while loop over chunks."""

data = list(range(11))
chunks = []
while chunk := data[:4]:
    chunks.append(sum(chunk))
    data = data[4:]
print(chunks)
if (n := len(chunks)) > 2:
    print(f"{n} chunks")
