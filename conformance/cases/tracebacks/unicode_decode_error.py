data = b'caf\xc3\xa9 \xff'
print(data[:6].decode())
data.decode('ascii')
