import hashlib
for name in ["sha224", "sha384"]:
    for data in [b"", b"abc", b"x" * 200]:
        h = hashlib.new(name, data)
        print(name, h.hexdigest(), h.digest_size, h.block_size, getattr(hashlib, name)(data).hexdigest() == h.hexdigest())
